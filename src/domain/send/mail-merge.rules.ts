// Keyword send (mail merge): the text holds column placeholders such as `{ex_B}`, each standing for a
// column of the uploaded file by its spreadsheet letter (A, B, … Z, AA …), and each recipient gets the
// text with their own row's values. The panel (preview, price) and the server (what is stored and
// sent) fill and check messages with this one module, so both count the same parts.
//
// Rules:
// - A placeholder is `{ex_` + column letters + `}`; letters in either case (`{ex_b}` is `{ex_B}`).
// - A column the row does not have, or an empty cell, is filled with nothing (''): the surrounding
//   text still goes, and an all-placeholder text whose cells are blank is reported as empty.
// - Cell values are used as they are, but trimmed (spreadsheets keep stray spaces).
// - Every message carries the cancel-11 suffix (a line break and لغو۱۱) and is counted with it, as
//   the composer counts the text; a merged message over MAX_SMS_PARTS parts is too long.
import { formatNumber, toPersianDigits } from '../core/digits.ts';
import { MAX_SMS_PARTS } from '../core/limits.ts';
import { type SmsParts, smsParts } from '../core/sms-text.ts';

const PLACEHOLDER = /\{ex_([A-Za-z]{1,3})\}/g;

/** A zero-based column index as its spreadsheet letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Spreadsheet letters (any case) as a zero-based column index: A → 0, AA → 26; -1 if not letters. */
export function columnIndex(letters: string): number {
  if (!/^[A-Za-z]+$/.test(letters)) return -1;
  let n = 0;
  for (const c of letters.toUpperCase()) n = n * 26 + (c.charCodeAt(0) - 64);
  return n - 1;
}

/** The placeholder that stands for column `index`: `{ex_B}` for 1. */
export function placeholderOf(index: number): string {
  return `{ex_${columnLetter(index)}}`;
}

export interface Placeholder {
  /** Zero-based column index. */
  column: number;
  /** Upper-case letters, as the column is labelled. */
  letter: string;
  /** Where it stands in the text: [start, end). */
  start: number;
  end: number;
}

/** The placeholders in a text, in order (a column used twice is listed twice). */
export function listPlaceholders(text: string): Placeholder[] {
  const found: Placeholder[] = [];
  for (const match of text.matchAll(PLACEHOLDER)) {
    const letter = (match[1] as string).toUpperCase();
    const start = match.index;
    found.push({ column: columnIndex(letter), letter, start, end: start + match[0].length });
  }
  return found;
}

/** A text cut at its placeholders once, to fill it for many rows: literals[i], column[i], …, last literal. */
export interface MergeTemplate {
  literals: string[];
  columns: number[];
}

export function compileTemplate(text: string): MergeTemplate {
  const literals: string[] = [];
  const columns: number[] = [];
  let at = 0;
  for (const p of listPlaceholders(text)) {
    literals.push(text.slice(at, p.start));
    columns.push(p.column);
    at = p.end;
  }
  literals.push(text.slice(at));
  return { literals, columns };
}

/** The template filled from a row; `cell(column)` answers the cell's text or undefined when none. */
export function fillTemplate(template: MergeTemplate, cell: (column: number) => string | undefined): string {
  const { literals, columns } = template;
  let out = literals[0] as string;
  for (let i = 0; i < columns.length; i++) out += (cell(columns[i] as number) ?? '').trim() + literals[i + 1];
  return out;
}

/** The text with each placeholder replaced by its cell of `row` (column index → value). */
export function mergeText(text: string, row: readonly (string | undefined)[]): string {
  return fillTemplate(compileTemplate(text), (column) => row[column]);
}

export type MergeProblem = 'empty' | 'too-long';

export interface MergedCheck {
  /** Parts, length and encoding, the cancel-11 suffix counted. */
  parts: SmsParts;
  problem: MergeProblem | null;
}

/**
 * Why a merged message of `parts` parts cannot go, or null: nothing but spaces is empty; more than
 * MAX_SMS_PARTS parts is too long. The one rule the preview, its summary and the server's send apply.
 */
export function mergeProblem(merged: string, parts: number): MergeProblem | null {
  if (merged.trim() === '') return 'empty';
  return parts > MAX_SMS_PARTS ? 'too-long' : null;
}

/** A merged message checked (mergeProblem), with its parts, length and encoding. */
export function checkMerged(merged: string): MergedCheck {
  const parts = smsParts(merged, { cancel11: true });
  return { parts, problem: mergeProblem(merged, parts.parts) };
}

/**
 * The parts of a merged message, the cancel-11 suffix counted: smsParts(merged, { cancel11: true })
 * .parts, quick for the common case. The suffix is Persian, so every message is UCS-2, where a text
 * without surrogate pairs takes one unit a character and splits evenly.
 */
export function mergedParts(merged: string): number {
  if (/[\uD800-\uDFFF]/.test(merged) || merged.includes('\r'))
    return smsParts(merged, { cancel11: true }).parts;
  const length = merged.length + 6;
  return length <= 70 ? 1 : Math.ceil(length / 67);
}

export interface MergeSummary {
  /** Messages that go (rows neither excluded nor failing). */
  sent: number;
  /** Parts summed over those messages: what the send is priced by. */
  parts: number;
  /** File row numbers whose message is empty or too long, and not excluded, in file order. */
  empty: number[];
  tooLong: number[];
}

/**
 * Every row's message checked and counted. `row(i)` is the i-th kept record's cell accessor,
 * `rowNumbers[i]` its row number in the file; rows in `excluded` (by row number) are left out.
 */
export function summarizeMerge(
  text: string,
  count: number,
  row: (i: number) => (column: number) => string | undefined,
  rowNumbers: ArrayLike<number>,
  excluded: ReadonlySet<number> = new Set(),
): MergeSummary {
  const template = compileTemplate(text);
  const summary: MergeSummary = { sent: 0, parts: 0, empty: [], tooLong: [] };
  for (let i = 0; i < count; i++) {
    const number = rowNumbers[i] as number;
    if (excluded.has(number)) continue;
    const merged = fillTemplate(template, row(i));
    const parts = mergedParts(merged);
    const problem = mergeProblem(merged, parts);
    if (problem === 'empty') summary.empty.push(number);
    else if (problem === 'too-long') summary.tooLong.push(number);
    if (problem) continue;
    summary.sent++;
    summary.parts += parts;
  }
  return summary;
}

/** The rows that cannot go (empty or too long), in file order: the ones the user may leave out. */
export function problemRows(summary: MergeSummary): number[] {
  return [...summary.empty, ...summary.tooLong].sort((a, b) => a - b);
}

/** A flat row-major table of `width` cells a record (as the import answers it) as a row accessor. */
export function tableRows(cells: readonly string[], width: number) {
  return (i: number) => (column: number) => (column < width ? cells[i * width + column] : undefined);
}

/** Row numbers as Persian text: the first few, then «و N ردیف دیگر». */
function rowList(rows: readonly number[], shown = 10): string {
  const head = rows.slice(0, shown).map(toPersianDigits).join('، ');
  return rows.length > shown ? `${head} و ${formatNumber(rows.length - shown)} ردیف دیگر` : head;
}

export const mailMergeMessages = {
  rowsEmpty: (rows: readonly number[]) => `پیامک این ردیف‌ها خالی می‌شود: ${rowList(rows)}`,
  rowsTooLong: (rows: readonly number[]) =>
    `پیامک این ردیف‌ها بیش از ${toPersianDigits(MAX_SMS_PARTS)} بخش می‌شود: ${rowList(rows)}`,
  /** The server's refusal while such rows are neither fixed nor excluded. */
  rowsRefused: (rows: readonly number[]) =>
    `پیامک برخی ردیف‌های فایل خالی یا بیش از حد بلند است؛ آن‌ها را از ارسال کنار بگذارید (ردیف‌های ${rowList(rows)})`,
  invalidRows: 'شمارهٔ ردیف‌های کنارگذاشته نامعتبر است',
  checking: 'پیامک ردیف‌های فایل در حال بررسی است…',
  invalidColumn: 'ستون شماره موبایل باید با حرف ستون (مانند B) داده شود',
} as const;
