import { describe, expect, it } from 'vitest';
import { MAX_SMS_PARTS } from '../core/limits.ts';
import { smsParts } from '../core/sms-text.ts';
import {
  checkMerged,
  columnIndex,
  columnLetter,
  listPlaceholders,
  mailMergeMessages,
  mergedParts,
  mergeText,
  placeholderOf,
  summarizeMerge,
  tableRows,
} from './mail-merge.rules.ts';

describe('column letters', () => {
  it.each([
    [0, 'A'],
    [1, 'B'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [51, 'AZ'],
    [52, 'BA'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('%i is %s and back', (index, letters) => {
    expect(columnLetter(index)).toBe(letters);
    expect(columnIndex(letters)).toBe(index);
    expect(columnIndex(letters.toLowerCase())).toBe(index);
  });

  it('refuses what is not letters', () => {
    expect(columnIndex('')).toBe(-1);
    expect(columnIndex('A1')).toBe(-1);
  });

  it('writes a placeholder by letter', () => {
    expect(placeholderOf(1)).toBe('{ex_B}');
    expect(placeholderOf(26)).toBe('{ex_AA}');
  });
});

describe('placeholders', () => {
  it('lists them in order, with where they stand, in either case', () => {
    const text = 'سلام {ex_B} عزیز، کد {ex_aa} و باز {ex_B}';
    const found = listPlaceholders(text);
    expect(found.map((p) => [p.letter, p.column])).toEqual([
      ['B', 1],
      ['AA', 26],
      ['B', 1],
    ]);
    for (const p of found) expect(text.slice(p.start, p.end).toUpperCase()).toBe(`{EX_${p.letter}}`);
  });

  it('ignores what only looks like one', () => {
    expect(listPlaceholders('{ex_} {ex_1} {EX_B} {ex_B {ex_ABCD} ex_B')).toEqual([]);
  });
});

describe('mergeText', () => {
  it("fills each placeholder with its row's cell, trimmed", () => {
    expect(mergeText('سلام {ex_B}، سفارش {ex_C} آماده است', ['09121234567', ' سارا ', '۱۲۳'])).toBe(
      'سلام سارا، سفارش ۱۲۳ آماده است',
    );
  });

  it('fills an unknown column or a missing cell with nothing', () => {
    expect(mergeText('[{ex_D}][{ex_B}][{ex_Z}]', ['a', undefined, 'c'])).toBe('[][][]');
  });

  it('leaves a text without placeholders as it is', () => {
    expect(mergeText('بدون متغیر', ['x'])).toBe('بدون متغیر');
  });

  it('does not read placeholders inside the values', () => {
    expect(mergeText('{ex_A}{ex_B}', ['{ex_B}', 'x'])).toBe('{ex_B}x');
  });
});

describe('checkMerged', () => {
  it('reports an empty message (spaces only) and counts the cancel-11 suffix', () => {
    expect(checkMerged('  ').problem).toBe('empty');
    const short = checkMerged('سلام');
    expect(short.problem).toBeNull();
    expect(short.parts).toEqual(smsParts('سلام', { cancel11: true }));
    expect(short.parts.length).toBe(4 + 6);
  });

  it('reports a message over the most parts allowed', () => {
    // UCS-2 parts of 67 units: MAX_SMS_PARTS parts hold 67 × MAX_SMS_PARTS units, the suffix included.
    const fits = 'س'.repeat(67 * MAX_SMS_PARTS - 6);
    expect(checkMerged(fits)).toMatchObject({ problem: null, parts: { parts: MAX_SMS_PARTS } });
    expect(checkMerged(`${fits}س`)).toMatchObject({
      problem: 'too-long',
      parts: { parts: MAX_SMS_PARTS + 1 },
    });
  });
});

describe('mergedParts', () => {
  it('agrees with smsParts on every kind of text', () => {
    const pieces = ['س', 'a', ' ', '😀', '\n', '\r\n', '€', 'ی', '۱'];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let n = 0; n < 600; n++) {
      const length = Math.floor(random() * 300);
      let text = '';
      for (let i = 0; i < length; i++) text += pieces[Math.floor(random() * pieces.length)];
      expect(mergedParts(text), JSON.stringify(text)).toBe(smsParts(text, { cancel11: true }).parts);
    }
  });

  it('is 1 up to 70 units with the suffix, then parts of 67', () => {
    expect(mergedParts('س'.repeat(64))).toBe(1);
    expect(mergedParts('س'.repeat(65))).toBe(2);
    expect(mergedParts('س'.repeat(134 - 6))).toBe(2);
    expect(mergedParts('س'.repeat(135 - 6))).toBe(3);
  });
});

describe('summarizeMerge', () => {
  const width = 3;
  // Row numbers as in the file: the header is row 1.
  const cells = ['09120000001', 'سارا', 'کوتاه', '09120000002', '', '', '09120000003', 'علی', 'ب'.repeat(80)];
  const rows = tableRows(cells, width);
  const numbers = [2, 3, 5];

  it('sums each message’s own parts and reports empty rows by number', () => {
    const summary = summarizeMerge('{ex_B} {ex_C}', 3, rows, numbers);
    expect(summary).toEqual({ sent: 2, parts: 1 + 2, empty: [3], tooLong: [] });
  });

  it('leaves excluded rows out of everything', () => {
    expect(summarizeMerge('{ex_B} {ex_C}', 3, rows, numbers, new Set([3, 5]))).toEqual({
      sent: 1,
      parts: 1,
      empty: [],
      tooLong: [],
    });
  });

  it('reports rows whose message is too long', () => {
    const long = ['0912', 'س'.repeat(67 * MAX_SMS_PARTS), ''];
    const summary = summarizeMerge('{ex_B}', 1, tableRows(long, 3), [9]);
    expect(summary.tooLong).toEqual([9]);
    expect(summary.sent).toBe(0);
  });

  it('names rows in Persian, the first ten and how many more', () => {
    expect(mailMergeMessages.rowsEmpty([3, 12])).toBe('پیامک این ردیف‌ها خالی می‌شود: ۳، ۱۲');
    const many = Array.from({ length: 13 }, (_, i) => i + 2);
    expect(mailMergeMessages.rowsEmpty(many)).toMatch(/۱۱ و ۳ ردیف دیگر$/);
  });
});
