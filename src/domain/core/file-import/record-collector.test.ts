import { describe, expect, it } from 'vitest';
import { mobileColumnByContent, normalizeHeader } from './column-detection.ts';
import { FileImportError } from './errors.ts';
import { canonicalMobile, RecordCollector } from './record-collector.ts';
import { type FileImport, type FileImportMode, numberList } from './types.ts';

function collect(rows: string[][], mode: FileImportMode = 'numbers', max?: number): FileImport {
  const collector = new RecordCollector(mode, max);
  for (const row of rows) collector.add(row);
  return collector.finish();
}

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof FileImportError) return error.code;
    throw error;
  }
  return 'no error';
}

describe('canonicalMobile', () => {
  it('takes every written form to 98XXXXXXXXXX', () => {
    for (const form of [
      '989121234567',
      '09121234567',
      '9121234567',
      '+989121234567',
      '۰۹۱۲۱۲۳۴۵۶۷',
      '٠٩١٢١٢٣٤٥٦٧',
      '0912 123 4567',
    ]) {
      expect(canonicalMobile(form)).toBe('989121234567');
    }
    expect(canonicalMobile('08121234567')).toBeNull();
    expect(canonicalMobile('98912123456x')).toBeNull();
    expect(canonicalMobile('')).toBeNull();
  });
});

describe('RecordCollector', () => {
  it('finds the mobile column by a Persian header, normalises, de-duplicates and counts invalid', () => {
    const result = collect([
      ['نام', 'شماره موبایل'],
      ['علی', '۰۹۱۲۱۲۳۴۵۶۷'],
      ['سارا', '9121234567'],
      ['رضا', '0912'],
      ['مریم', '09351234567'],
    ]);
    expect(result).toMatchObject({
      total: 4,
      validCount: 2,
      invalidCount: 1,
      duplicateCount: 1,
      column: { index: 1, header: 'شماره موبایل', by: 'header' },
    });
    expect(numberList(result)).toEqual(['989121234567', '989351234567']);
  });

  it('knows English and Arabic-keyboard headers, preferring «موبایل» to a bare «شماره»', () => {
    expect(collect([['Phone'], ['09121234567']]).column).toMatchObject({ index: 0, by: 'header' });
    expect(
      collect([
        ['شماره', 'موبايل'],
        ['1', '09121234567'],
      ]).column.index,
    ).toBe(1);
    expect(
      collect([
        ['ردیف', 'MOBILE'],
        ['1', '09121234567'],
      ]).column.index,
    ).toBe(1);
    expect(normalizeHeader('Mobile_Number')).toBe('mobilenumber');
    expect(normalizeHeader('موبايل')).toBe('موبایل');
  });

  it('finds the column by content when no header names it', () => {
    const rows = [['name', 'code', 'x']].concat(
      Array.from({ length: 60 }, (_, i) => [`n${i}`, String(i), `0912${String(i).padStart(7, '0')}`]),
    );
    const result = collect(rows);
    expect(result.column).toEqual({ index: 2, header: 'x', by: 'content' });
    expect(result.total).toBe(60);
    expect(result.validCount).toBe(60);
  });

  it('finds the column by content in a file without a header', () => {
    const result = collect([
      ['Ali', '09121234567'],
      ['Sara', '09351234567'],
    ]);
    expect(result.column).toEqual({ index: 1, header: null, by: 'content' });
    expect(result.total).toBe(2);
  });

  it('takes the only column of a one-column file, header or not', () => {
    expect(collect([['list'], ['0912'], ['09121234567']]).column).toEqual({
      index: 0,
      header: 'list',
      by: 'single',
    });
    expect(collect([['0912'], ['09121234567']]).column).toEqual({ index: 0, header: null, by: 'single' });
  });

  it('refuses, each with its own code: empty, no mobile column, no valid numbers, too many', () => {
    expect(failure(() => collect([]))).toBe('empty');
    expect(failure(() => collect([['موبایل']]))).toBe('empty');
    expect(
      failure(() =>
        collect([
          ['name', 'city'],
          ['Ali', 'Tehran'],
        ]),
      ),
    ).toBe('no-mobile-column');
    expect(
      failure(() =>
        collect([
          ['Ali', 'Tehran'],
          ['Sara', '0912'],
        ]),
      ),
    ).toBe('no-mobile-column');
    expect(failure(() => collect([['موبایل'], ['0912'], ['abc']]))).toBe('no-valid-numbers');
    const rows = [['mobile'], ['09121234567'], ['09121234568'], ['09121234569'], ['09121234560']];
    expect(failure(() => collect(rows, 'numbers', 3))).toBe('too-many-records');
    expect(collect(rows.slice(0, 4), 'numbers', 3).total).toBe(3);
  });

  it('stops at the first record over the cap, even beyond the sample', () => {
    const collector = new RecordCollector('numbers', 100);
    const add = () => {
      for (let i = 0; i < 200; i++) collector.add([`0912${String(i).padStart(7, '0')}`]);
    };
    expect(failure(add)).toBe('too-many-records');
  });

  it('pairs texts with numbers peer-to-peer, by header or by content', () => {
    const byHeader = collect(
      [
        ['متن پیام', 'موبایل'],
        ['سلام علی', '09121234567'],
        ['سلام علی', '۰۹۱۲۱۲۳۴۵۶۷'],
        ['سلام دوباره', '09121234567'],
        ['بد', '123'],
      ],
      'peer-to-peer',
    );
    expect(byHeader).toMatchObject({
      mode: 'peer-to-peer',
      messageColumn: 0,
      validCount: 2,
      duplicateCount: 1,
      invalidCount: 1,
    });
    if (byHeader.mode !== 'peer-to-peer') throw new Error('mode');
    expect(byHeader.messages).toEqual(['سلام علی', 'سلام دوباره']);
    expect(numberList(byHeader)).toEqual(['989121234567', '989121234567']);
    const byContent = collect([['09121234567', 'hello']], 'peer-to-peer');
    expect(byContent).toMatchObject({ messageColumn: 1, column: { index: 0, by: 'content' } });
    expect(failure(() => collect([['09121234567', '12']], 'peer-to-peer'))).toBe('no-message-column');
  });

  it('needs mobiles in at least half the sampled rows to call a column the mobile column', () => {
    expect(mobileColumnByContent([['09121234567'], ['x'], ['y']])).toBe(-1);
    expect(mobileColumnByContent([['09121234567'], ['x']])).toBe(0);
    expect(mobileColumnByContent([])).toBe(-1);
  });

  it('lists numbers kept as tails in canonical form, the nine digits padded', () => {
    const tails = new Int32Array([121_234_567, 0, 999_999_999]);
    const column = { index: 0, header: null, by: 'single' } as const;
    const counts = { total: 3, invalidCount: 0, emptyCount: 0, duplicateCount: 0, validCount: 3, column };
    expect(numberList({ mode: 'numbers', ...counts, tails })).toEqual([
      '989121234567',
      '989000000000',
      '989999999999',
    ]);
    expect(numberList({ mode: 'numbers', ...counts, tails: new Int32Array(0) })).toEqual([]);
  });
});

describe('blank mobile cells', () => {
  it('counts a blank mobile cell apart from an invalid one', () => {
    const result = collect([
      ['نام', 'موبایل'],
      ['علی', '09121234567'],
      ['سارا', ''],
      ['رضا', '   '],
      ['مینا', '\u200f'],
      ['نادر', 'نامشخص'],
      ['حسن', '+98 0912 123 4567'],
      ['زهرا', '09121234567'],
    ]);
    expect(result).toMatchObject({
      total: 7,
      validCount: 1,
      duplicateCount: 1,
      invalidCount: 2,
      emptyCount: 3,
    });
    expect(result.total).toBe(
      result.validCount + result.duplicateCount + result.invalidCount + result.emptyCount,
    );
  });

  it('counts blanks apart in peer-to-peer mode too', () => {
    const result = collect(
      [
        ['موبایل', 'متن'],
        ['09121234567', 'سلام'],
        ['', 'بی‌شماره'],
        ['abc', 'نامعتبر'],
      ],
      'peer-to-peer',
    );
    expect(result).toMatchObject({ total: 3, validCount: 1, invalidCount: 1, emptyCount: 1 });
  });
});
