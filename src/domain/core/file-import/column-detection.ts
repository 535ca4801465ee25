// Finding the mobile column (the mobile column must exist) and, peer-to-peer, the message
// column: by the header's name first, else by content (the column whose first rows are mostly mobiles).
import { toLatinDigits } from '../digits.ts';
import { normalizeMobile } from '../mobile.ts';
import { foldPersian } from '../persian-text.ts';
import { FileImportError } from './errors.ts';
import type { MobileColumn } from './types.ts';

/** How many leading rows decide the columns. */
export const SAMPLE_ROWS = 50;

// Strong names first: «شماره» alone may name a row counter, «موبایل» never does.
const STRONG_MOBILE_NAMES = ['موبایل', 'مبایل', 'همراه', 'mobile', 'cellphone', 'cell', 'msisdn'];
const WEAK_MOBILE_NAMES = ['شماره', 'تلفن', 'phone', 'number', 'tel', 'گیرنده', 'recipient'];
const MESSAGE_NAMES = ['متن', 'پیام', 'message', 'text', 'sms', 'body', 'content'];

/** Folded as a search folds (Arabic ی and ک as Persian, lower case), no spaces, joiners or punctuation. */
export function normalizeHeader(cell: string): string {
  return foldPersian(cell).replace(/[\s\u200c-\u200f_\-.:#*()]/g, '');
}

function findByName(row: readonly string[], names: readonly string[], skip = -1): number {
  for (const name of names) {
    const index = row.findIndex((cell, i) => i !== skip && normalizeHeader(cell).includes(name));
    if (index >= 0) return index;
  }
  return -1;
}

/** A first row is a header when none of its cells is a mobile number and some cell holds letters. */
export function isHeaderRow(row: readonly string[]): boolean {
  return !row.some((cell) => normalizeMobile(cell) !== null) && row.some((cell) => /\p{L}/u.test(cell));
}

export function mobileColumnByHeader(header: readonly string[]): number {
  const strong = findByName(header, STRONG_MOBILE_NAMES);
  return strong >= 0 ? strong : findByName(header, WEAK_MOBILE_NAMES);
}

export function messageColumnByHeader(header: readonly string[], mobile: number): number {
  return findByName(header, MESSAGE_NAMES, mobile);
}

/** The column with the most mobiles among the sample, when they are at least half its rows. */
/** The column counted most often and its count (the first such column on a tie); -1 when none was. */
function mostCounted(counts: readonly number[]): [index: number, count: number] {
  let best = -1;
  let bestCount = 0;
  counts.forEach((count, i) => {
    if (count > bestCount) {
      best = i;
      bestCount = count;
    }
  });
  return [best, bestCount];
}

export function mobileColumnByContent(rows: readonly (readonly string[])[]): number {
  const counts: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      if (normalizeMobile(cell) !== null) counts[i] = (counts[i] ?? 0) + 1;
    });
  }
  const [best, bestCount] = mostCounted(counts);
  return bestCount * 2 >= rows.length && bestCount > 0 ? best : -1;
}

/** Peer-to-peer without a message header: the other column holding the most text that is not a number. */
export function messageColumnByContent(rows: readonly (readonly string[])[], mobile: number): number {
  const counts: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      if (i !== mobile && cell.trim() !== '' && !/^[\d\s+.-]*$/.test(toLatinDigits(cell))) {
        counts[i] = (counts[i] ?? 0) + 1;
      }
    });
  }
  return mostCounted(counts)[0];
}

export function widestRow(rows: readonly (readonly string[])[]): number {
  return rows.reduce((width, row) => Math.max(width, row.length), 0);
}

/** A file's first rows read apart: the header when the first row is one, the rows below it, the widest row. */
export function readSample(sample: string[][]): { header: string[] | null; body: string[][]; width: number } {
  if (sample.length === 0) throw new FileImportError('empty');
  const first = sample[0] as string[];
  const header = isHeaderRow(first) ? first : null;
  return { header, body: header ? sample.slice(1) : sample, width: widestRow(sample) };
}

/**
 * The mobile column of a file from its first rows: the one the user chose, else by the header's name,
 * else the only column (where `single` allows it), else by content. A file without one is refused.
 */
export function findMobileColumn(
  header: readonly string[] | null,
  body: readonly (readonly string[])[],
  width: number,
  { chosen, single }: { chosen?: number | undefined; single: boolean },
): MobileColumn {
  let index = -1;
  let by: MobileColumn['by'] = 'header';
  if (chosen !== undefined) {
    index = chosen < width ? chosen : -1;
    by = 'chosen';
  } else {
    if (header) index = mobileColumnByHeader(header);
    if (index < 0 && width === 1 && single) {
      index = 0;
      by = 'single';
    } else if (index < 0) {
      index = mobileColumnByContent(body);
      by = 'content';
    }
  }
  if (index < 0) throw new FileImportError(body.length === 0 ? 'empty' : 'no-mobile-column');
  return { index, header: header?.[index] ?? null, by };
}

export type { MobileColumn };
