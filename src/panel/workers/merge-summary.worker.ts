// The keyword send's check of every row, off the page: each row's message filled, its parts counted, the
// empty and too-long ones found. At a million rows that is a second of work for every change of the
// text, so it runs here, beside the page, on a table the page hands over once per file.
import { cellsOf, type KeywordImport } from '../../domain/core/file-import/types.ts';
import { type MergeSummary, summarizeMerge, tableRows } from '../../domain/send/mail-merge.rules.ts';

export type MergeTable = Pick<KeywordImport, 'cells' | 'width' | 'rows' | 'validCount'>;

export type MergeRequest = { type: 'table'; table: MergeTable } | { type: 'text'; text: string };

export interface MergeAnswer {
  text: string;
  summary: MergeSummary;
}

const scope = self as unknown as {
  postMessage(message: MergeAnswer): void;
  onmessage: ((event: MessageEvent<MergeRequest>) => void) | null;
};

let table: { count: number; row: ReturnType<typeof tableRows>; numbers: Int32Array } | null = null;

scope.onmessage = ({ data }) => {
  if (data.type === 'table') {
    const { cells, width, rows, validCount } = data.table;
    table = { count: validCount, row: tableRows(cellsOf({ cells }), width), numbers: rows };
    return;
  }
  if (!table) return;
  scope.postMessage({
    text: data.text,
    summary: summarizeMerge(data.text, table.count, table.row, table.numbers),
  });
};
