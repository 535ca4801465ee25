// Every row of a keyword send checked against the text (its message filled, its parts counted): on
// the page for a small file, in a worker for a large one, so that typing never waits for a million
// rows. Answers null while the worker's answer for the current text is on its way.
import { useEffect, useMemo, useRef, useState } from 'react';
import { type MergeSummary, summarizeMerge, tableRows } from '../../../domain/index.ts';
import { cellsOf, type KeywordImport } from '../../lib/file-import.ts';
import type { MergeAnswer, MergeRequest } from '../../workers/merge-summary.worker.ts';

/** Up to this many rows the check runs on the page: a few milliseconds, no waiting at all. */
export const PAGE_CHECK_ROWS = 20_000;

interface Channel {
  worker: Worker;
  /** The text the worker is checking now, or null when it is idle. */
  busy: string | null;
  /** The text to check next, once the worker is free (only the latest counts). */
  wanted: string | null;
}

export function useMergeSummary(read: KeywordImport, typed: string): MergeSummary | null {
  const small = read.validCount <= PAGE_CHECK_ROWS;
  const blank = useMemo(
    () => ({ sent: read.validCount, parts: 0, empty: [], tooLong: [] }),
    [read.validCount],
  );
  const pageRows = useMemo(() => (small ? tableRows(cellsOf(read), read.width) : null), [read, small]);
  const onPage = useMemo(
    () => (pageRows && typed !== '' ? summarizeMerge(typed, read.validCount, pageRows, read.rows) : null),
    [pageRows, typed, read.validCount, read.rows],
  );
  const [answer, setAnswer] = useState<MergeAnswer | null>(null);
  const channel = useRef<Channel | null>(null);
  const latest = useRef(typed);
  latest.current = typed;

  useEffect(() => {
    if (small) return;
    const worker = new Worker(new URL('../../workers/merge-summary.worker.ts', import.meta.url), {
      type: 'module',
      name: 'merge-summary',
    });
    const current: Channel = { worker, busy: null, wanted: null };
    channel.current = current;
    const { cells, width, rows, validCount } = read;
    worker.postMessage({ type: 'table', table: { cells, width, rows, validCount } } satisfies MergeRequest);
    worker.onmessage = ({ data }: MessageEvent<MergeAnswer>) => {
      current.busy = null;
      setAnswer(data);
      if (current.wanted !== null && current.wanted !== data.text) ask(current, current.wanted);
    };
    setAnswer(null);
    if (latest.current !== '') {
      current.wanted = latest.current;
      ask(current, latest.current);
    }
    return () => {
      worker.terminate();
      if (channel.current === current) channel.current = null;
    };
  }, [read, small]);

  useEffect(() => {
    const current = channel.current;
    if (small || typed === '' || !current) return;
    current.wanted = typed;
    if (current.busy === null) ask(current, typed);
  }, [typed, small]);

  if (typed === '') return blank;
  if (small) return onPage;
  return answer?.text === typed ? answer.summary : null;
}

function ask(channel: Channel, text: string): void {
  channel.busy = text;
  channel.worker.postMessage({ type: 'text', text } satisfies MergeRequest);
}
