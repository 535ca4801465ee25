// A large keyword file is checked in the merge-summary worker; its answer is the domain's
// summarizeMerge for the same rows, and a new text brings a new answer.
import { createElement, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { CELL_SEPARATOR, type KeywordImport } from '../../domain/core/file-import/types.ts';
import { type MergeSummary, summarizeMerge, tableRows } from '../../domain/send/mail-merge.rules.ts';
import { PAGE_CHECK_ROWS, useMergeSummary } from '../features/send/use-merge-summary.ts';

function keywordImport(count: number): KeywordImport {
  const cells: string[] = [];
  const rows = new Int32Array(count);
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) {
    // Every 97th name is empty (an empty message for '{ex_A}'), every 89th very long (too long).
    const name = i % 97 === 5 ? '' : i % 89 === 7 ? 'ب'.repeat(2100) : `مشتری ${i}`;
    cells.push(name, `0912${String(i).padStart(7, '0')}`);
    rows[i] = i + 2;
    numbers.push(`98912${String(i).padStart(7, '0')}`);
  }
  return {
    mode: 'keyword',
    total: count,
    invalidCount: 0,
    emptyCount: 0,
    duplicateCount: 0,
    validCount: count,
    column: { index: 1, header: 'موبایل', by: 'header' },
    numbers: numbers.join('\n'),
    header: ['نام', 'موبایل'],
    width: 2,
    cells: cells.join(CELL_SEPARATOR),
    rows,
  };
}

describe('useMergeSummary with a large file', () => {
  it('answers, from its worker, what summarizeMerge answers, and again for a new text', async () => {
    const read = keywordImport(PAGE_CHECK_ROWS + 10_000);
    const cells = read.cells.split(CELL_SEPARATOR);
    const expected = (text: string) => summarizeMerge(text, read.validCount, tableRows(cells, 2), read.rows);
    const seen: (MergeSummary | null)[] = [];
    let setText: (text: string) => void = () => undefined;
    function Host() {
      const [text, set] = useState('{ex_A}');
      setText = set;
      seen.push(useMergeSummary(read, text));
      return null;
    }
    await render(createElement(Host));
    // The page does not check a file this large itself: the first answer is "being checked".
    expect(seen[0]).toBeNull();
    await expect.poll(() => seen.at(-1), { timeout: 20_000 }).toEqual(expected('{ex_A}'));
    const first = seen.at(-1) as MergeSummary;
    expect(first.empty.length).toBeGreaterThan(0);
    expect(first.tooLong.length).toBeGreaterThan(0);

    setText('سلام {ex_A}، کد شما {ex_B}');
    await expect.poll(() => seen.at(-1), { timeout: 20_000 }).toEqual(expected('سلام {ex_A}، کد شما {ex_B}'));
    expect(seen.at(-1)).not.toEqual(first);
  });
});
