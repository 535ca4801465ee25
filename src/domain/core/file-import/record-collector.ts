// Rows in, numbers out: header or content decides the columns from the first rows, then each record's
// mobile cell is normalised to 98XXXXXXXXXX, de-duplicated, or counted invalid; the million-record cap
// stops the read at the first record over it.
import { MAX_FILE_RECORDS } from '../limits.ts';
import {
  findMobileColumn,
  messageColumnByContent,
  messageColumnByHeader,
  readSample,
  SAMPLE_ROWS,
} from './column-detection.ts';
import { detach } from './detach.ts';
import { FileImportError } from './errors.ts';
import { mobileTailOfText } from './mobile-tail.ts';
import { TailList } from './tail-list.ts';
import type { FileImport, FileImportMode, MobileColumn } from './types.ts';

/** mobileTail of a blank cell (nothing but spaces): a row without a number, not an invalid one. */
export const BLANK_TAIL = -2;

// Spaces and the invisible marks a blank cell may still hold.
const BLANK = /^[\s\u200c-\u200f\u202a-\u202e\u2066-\u2069\ufeff]*$/;

/**
 * A mobile number as the nine digits after 989 (0..999,999,999: a small integer, so a million of them
 * de-duplicate in a Set without a string each), BLANK_TAIL when the cell is blank, or -1 when it is
 * not a mobile: normalizeMobile's answer, read in one pass (mobile-tail.ts).
 */
export function mobileTail(cell: string): number {
  const tail = mobileTailOfText(cell);
  return tail === -1 && BLANK.test(cell) ? BLANK_TAIL : tail;
}

/** normalizeMobile, through the fast path: 98XXXXXXXXXX or null. */
export function canonicalMobile(cell: string): string | null {
  const tail = mobileTail(cell);
  return tail < 0 ? null : `989${String(tail).padStart(9, '0')}`;
}

export class RecordCollector {
  private sample: string[][] | null = [];
  private column: MobileColumn | null = null;
  private messageColumn = -1;
  /** Numbers mode: every valid tail in file order, repeats and all (they are found at the end). */
  private readonly tails = new TailList();
  private readonly seen = new Set<string>();
  private readonly numbers: string[] = [];
  private readonly messages: string[] = [];
  private total = 0;
  private invalid = 0;
  private empty = 0;
  private duplicates = 0;

  constructor(
    private readonly mode: FileImportMode,
    private readonly maxRecords = MAX_FILE_RECORDS,
  ) {}

  add(row: string[]): void {
    if (this.sample) {
      this.sample.push(row);
      if (this.sample.length > SAMPLE_ROWS) this.decide();
      return;
    }
    this.take(row);
  }

  /** Whether a column's cells are read: all while the columns are being decided, then just ours. */
  wants(column: number): boolean {
    return this.sample !== null || column === this.column?.index || column === this.messageColumn;
  }

  /** The mobile column once a record may come as its number alone (takeTail), else -1. */
  tailColumn(): number {
    return this.sample === null && this.mode === 'numbers' ? (this.column as MobileColumn).index : -1;
  }

  /** A record (numbers mode, columns decided) by its mobile cell's mobileTail (BLANK_TAIL, -1 invalid). */
  takeTail(tail: number): void {
    if (++this.total > this.maxRecords) throw new FileImportError('too-many-records');
    this.takeNumber(tail);
  }

  finish(): FileImport {
    if (this.sample) this.decide();
    const column = this.column as MobileColumn;
    if (this.total === 0) throw new FileImportError('empty');
    const distinct = this.mode === 'numbers' ? this.tails.distinct() : null;
    if (distinct) this.duplicates += this.tails.length - distinct.length;
    const validCount = distinct ? distinct.length : this.numbers.length;
    if (validCount === 0) throw new FileImportError('no-valid-numbers');
    const counts = {
      total: this.total,
      invalidCount: this.invalid,
      emptyCount: this.empty,
      duplicateCount: this.duplicates,
      validCount,
      column,
    };
    return distinct
      ? { mode: 'numbers', ...counts, tails: distinct }
      : {
          mode: 'peer-to-peer',
          ...counts,
          numbers: this.numbers.join('\n'),
          messages: this.messages,
          messageColumn: this.messageColumn,
        };
  }

  private takeNumber(tail: number): void {
    if (tail === BLANK_TAIL) this.empty++;
    else if (tail < 0) this.invalid++;
    else this.tails.push(tail);
  }

  private decide(): void {
    const sample = this.sample as string[][];
    this.sample = null;
    const { header, body, width } = readSample(sample);
    const column = findMobileColumn(header, body, width, { single: this.mode === 'numbers' });
    this.column = column;
    const index = column.index;
    if (this.mode === 'peer-to-peer') {
      const byName = header ? messageColumnByHeader(header, index) : -1;
      this.messageColumn = byName >= 0 ? byName : messageColumnByContent(body, index);
      if (this.messageColumn < 0) throw new FileImportError('no-message-column');
    }
    for (const row of body) this.take(row);
  }

  private take(row: string[]): void {
    if (++this.total > this.maxRecords) throw new FileImportError('too-many-records');
    const tail = mobileTail(row[(this.column as MobileColumn).index] ?? '');
    if (this.mode === 'numbers') {
      this.takeNumber(tail);
      return;
    }
    if (tail < 0) {
      if (tail === BLANK_TAIL) this.empty++;
      else this.invalid++;
      return;
    }
    const mobile = `989${String(tail).padStart(9, '0')}`;
    // Peer-to-peer: the same number may get several different texts; only an identical pair repeats.
    const message = (row[this.messageColumn] ?? '').trim();
    const key = `${mobile}\n${message}`;
    if (this.seen.has(key)) this.duplicates++;
    else {
      this.seen.add(key);
      this.numbers.push(mobile);
      this.messages.push(detach(message));
    }
  }
}
