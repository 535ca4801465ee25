// Keyword send (mail merge): rows in, each valid de-duplicated number out with its whole row, for the
// message's column placeholders. The mobile column is found as in numbers mode (header, else content)
// unless the user chose one; the same limits and errors apply (a million records, empty file, no
// mobile column, no valid numbers).
import { MAX_FILE_RECORDS } from '../limits.ts';
import { findMobileColumn, readSample, SAMPLE_ROWS } from './column-detection.ts';
import { detach } from './detach.ts';
import { FileImportError } from './errors.ts';
import { BLANK_TAIL, mobileTail, RecordCollector } from './record-collector.ts';
import type { RowSink } from './sheet-scanner.ts';
import { TailSet } from './tail-set.ts';
import {
  CELL_SEPARATOR,
  type FileImport,
  type KeywordImport,
  type MobileColumn,
  type ParseOptions,
} from './types.ts';

const SEPARATOR_ANYWHERE = new RegExp(CELL_SEPARATOR, 'g');

/**
 * Cells kept at most: every kept row is as wide as the widest, so one very wide row would make a
 * million short ones hold its width each. A million records of 32 columns is more than any merge needs.
 */
export const MAX_KEYWORD_CELLS = 32_000_000;

/** A cell as kept: the separator never inside it, no memory shared with the chunk it was cut from. */
function keep(cell: string | undefined): string {
  if (cell === undefined || cell === '') return '';
  return detach(cell.includes(CELL_SEPARATOR) ? cell.replace(SEPARATOR_ANYWHERE, ' ') : cell);
}

export class KeywordCollector implements RowSink {
  private sample: string[][] | null = [];
  private column: MobileColumn | null = null;
  private header: string[] | null = null;
  private readonly seen = new TailSet();
  private readonly tails: number[] = [];
  private readonly kept: string[][] = [];
  private readonly rowNumbers: number[] = [];
  private width = 0;
  /** Non-empty rows seen, the header among them: the next row's number is rowsSeen + 1. */
  private rowsSeen = 0;
  private total = 0;
  private invalid = 0;
  private empty = 0;
  private duplicates = 0;

  constructor(
    private readonly chosenColumn?: number,
    private readonly maxRecords = MAX_FILE_RECORDS,
    private readonly maxCells = MAX_KEYWORD_CELLS,
  ) {}

  wants(): boolean {
    return true;
  }

  /** Every cell is wanted: rows never go by their number alone. */
  tailColumn(): number {
    return -1;
  }

  takeTail(): void {
    throw new Error('keyword rows are read whole');
  }

  add(row: string[]): void {
    if (this.sample) {
      this.sample.push(row);
      if (this.sample.length > SAMPLE_ROWS) this.decide();
      return;
    }
    this.take(row, ++this.rowsSeen);
  }

  finish(): KeywordImport {
    if (this.sample) this.decide();
    if (this.total === 0) throw new FileImportError('empty');
    if (this.tails.length === 0) throw new FileImportError('no-valid-numbers');
    const width = this.width;
    const cells: string[] = [];
    for (const row of this.kept) for (let c = 0; c < width; c++) cells.push(row[c] ?? '');
    return {
      mode: 'keyword',
      total: this.total,
      invalidCount: this.invalid,
      emptyCount: this.empty,
      duplicateCount: this.duplicates,
      validCount: this.tails.length,
      column: this.column as MobileColumn,
      numbers: this.tails.map((tail) => `989${String(tail).padStart(9, '0')}`).join('\n'),
      header: this.header,
      width,
      cells: cells.join(CELL_SEPARATOR),
      rows: Int32Array.from(this.rowNumbers),
    };
  }

  private decide(): void {
    const sample = this.sample as string[][];
    this.sample = null;
    const { header, body, width } = readSample(sample);
    this.column = findMobileColumn(header, body, width, { chosen: this.chosenColumn, single: true });
    if (header) {
      this.header = header.map((cell) => keep(cell.trim()));
      this.width = header.length;
      this.rowsSeen = 1;
    }
    for (const row of body) this.take(row, ++this.rowsSeen);
  }

  private take(row: string[], rowNumber: number): void {
    if (++this.total > this.maxRecords) throw new FileImportError('too-many-records');
    const tail = mobileTail(row[(this.column as MobileColumn).index] ?? '');
    if (tail === BLANK_TAIL) this.empty++;
    else if (tail < 0) this.invalid++;
    else if (!this.seen.add(tail)) this.duplicates++;
    else {
      this.tails.push(tail);
      this.kept.push(row.map(keep));
      this.rowNumbers.push(rowNumber);
      if (row.length > this.width) this.width = row.length;
      if (this.kept.length * this.width > this.maxCells) throw new FileImportError('too-many-cells');
    }
  }
}

/** The collector for an import's mode: keyword rows whole, else numbers (or peer-to-peer pairs). */
export function collectorFor(options: Pick<ParseOptions, 'mode' | 'mobileColumn'>): RowSink & {
  finish(): FileImport;
} {
  return options.mode === 'keyword'
    ? new KeywordCollector(options.mobileColumn)
    : new RecordCollector(options.mode);
}
