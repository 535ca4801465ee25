import { describe, expect, it } from 'vitest';
import { fixtureBytes } from '../../../../tests/tools/fixtures.ts';
import { writeXlsx } from '../../../../tests/tools/zip-writer.ts';
import { mergeText, tableRows } from '../../send/mail-merge.rules.ts';
import type { FileImportError } from './errors.ts';
import { parseFile } from './parse-file.ts';
import { cellsOf, type KeywordImport, numberList } from './types.ts';

const blob = (bytes: Uint8Array | string) =>
  new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]);
const readKeyword = async (source: Blob, mobileColumn?: number) =>
  (await parseFile(source, { mode: 'keyword', mobileColumn })) as KeywordImport;

function rowsOf(read: KeywordImport): string[][] {
  const cells = cellsOf(read);
  return Array.from({ length: read.validCount }, (_, i) => cells.slice(i * read.width, (i + 1) * read.width));
}

describe('parseFile: keyword mode', () => {
  it('keeps each valid de-duplicated row whole, with the header and the row numbers', async () => {
    const csv = [
      '\ufeffنام,موبایل,کد',
      'سارا,09121111111,۱۲۳',
      'علی,0912 222 2222,',
      'تکراری,9121111111,x',
      'بد,12345,y',
      '',
      'رضا,+989123333333,z,اضافه',
    ].join('\r\n');
    const read = await readKeyword(blob(csv));
    expect(read).toMatchObject({
      mode: 'keyword',
      total: 5,
      validCount: 3,
      duplicateCount: 1,
      invalidCount: 1,
      header: ['نام', 'موبایل', 'کد'],
      width: 4,
      column: { index: 1, header: 'موبایل', by: 'header' },
    });
    expect(numberList(read)).toEqual(['989121111111', '989122222222', '989123333333']);
    expect(rowsOf(read)).toEqual([
      ['سارا', '09121111111', '۱۲۳', ''],
      ['علی', '0912 222 2222', '', ''],
      ['رضا', '+989123333333', 'z', 'اضافه'],
    ]);
    // Non-empty rows counted from 1, the header too (the blank line is not a row).
    expect([...read.rows]).toEqual([2, 3, 6]);
  });

  it('reads an xlsx with numbers stored as numbers, and fills placeholders from its rows', async () => {
    const xlsx = await writeXlsx([
      ['موبایل', 'نام', 'شهر'],
      [{ n: '9121111111' }, 'سارا', 'تهران'],
      ['09122222222', 'علی', null],
    ]);
    const read = await readKeyword(blob(xlsx));
    expect(read.column).toEqual({ index: 0, header: 'موبایل', by: 'header' });
    const row = tableRows(cellsOf(read), read.width);
    const texts = [0, 1].map((i) => mergeText('سلام {ex_B} از {ex_C}', [0, 1, 2].map(row(i))));
    expect(texts).toEqual(['سلام سارا از تهران', 'سلام علی از ']);
  });

  it('takes the mobile column the user chose', async () => {
    const csv = 'موبایل,همراه دوم\n09121111111,09124444444\n09122222222,09125555555\n';
    const read = await readKeyword(blob(csv), 1);
    expect(read.column).toEqual({ index: 1, header: 'همراه دوم', by: 'chosen' });
    expect(numberList(read)).toEqual(['989124444444', '989125555555']);
    const wrong = await readKeyword(blob(csv), 5).catch((e: unknown) => e);
    expect((wrong as FileImportError).code).toBe('no-mobile-column');
  });

  it('finds the column by content without a header, and keeps the separator out of cells', async () => {
    const read = await readKeyword(blob('a\u001fb,09121111111\nc,09122222222\n'));
    expect(read.header).toBeNull();
    expect(read.column).toMatchObject({ index: 1, by: 'content' });
    expect(rowsOf(read)[0]).toEqual(['a b', '09121111111']);
    expect([...read.rows]).toEqual([1, 2]);
  });

  it('refuses as numbers mode does', async () => {
    const code = async (text: string) =>
      ((await readKeyword(blob(text)).catch((e: unknown) => e)) as FileImportError).code;
    expect(await code('نام\nسارا\n')).toBe('no-valid-numbers');
    expect(await code('نام,شهر\nسارا,تهران\nعلی,شیراز\n')).toBe('no-mobile-column');
  });

  it('reads an .xls saved by LibreOffice whole, and counts blank mobile cells apart as numbers mode does', async () => {
    const xls = new Blob([new Uint8Array(fixtureBytes('xls/mixed.xls'))]);
    const read = await readKeyword(xls);
    const numbers = await parseFile(xls, { mode: 'numbers' });
    expect(read.header).toEqual(['نام', 'موبایل', 'شهر']);
    for (const key of ['total', 'validCount', 'invalidCount', 'emptyCount', 'duplicateCount'] as const)
      expect(read[key]).toBe(numbers[key]);
    expect(read.emptyCount).toBeGreaterThan(0);
    expect(numberList(read)).toEqual(numberList(numbers));
    // Each kept row holds its own city beside its number.
    expect(rowsOf(read)[0]).toEqual(['علی', '09121234567', 'تهران']);
  });

  it('refuses a file whose one very wide row would make every kept row as wide', async () => {
    // One row of 200,000 cells, then 200 numbers: 40 million cells kept, past the 32 million allowed.
    const wide = `09120000000${','.repeat(200_000)}\n`;
    let text = wide;
    for (let i = 1; i <= 200; i++) text += `0912${String(i).padStart(7, '0')}\n`;
    const error = await readKeyword(blob(text)).catch((e: FileImportError) => e);
    expect((error as FileImportError).code).toBe('too-many-cells');
    // The same row with a few numbers after it is read.
    const few = await readKeyword(blob(`${wide}09121234567\n`));
    expect(few.validCount).toBe(2);
  });
});
