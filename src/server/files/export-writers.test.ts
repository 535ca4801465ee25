import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { parseFile } from '../../domain/core/file-import/parse-file.ts';
import { cellsOf } from '../../domain/core/file-import/types.ts';
import { contentDisposition, rfc5987 } from '../http/content-disposition.ts';
import { type Cell, csvCell, csvWriter, xlsxRow, xlsxWriter } from './export-writers.ts';

const dir = mkdtempSync(join(tmpdir(), 'export-writers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const header = ['شماره گیرنده', 'وضعیت', 'تعداد بخش', 'متن پیام'];
const rows: Cell[][] = [
  ['09121234567', 'رسیده به گوشی', 1, 'سلام، "دوست" عزیز\nلغو۱۱'],
  ['09350000000', 'نرسیده به گوشی', 2, '=HYPERLINK("http://x","y")'],
  ['09190000000', 'ارسال شده', 1, '+98912'],
  ['09010000000', 'لیست سیاه', 1, '-2+3'],
  ['09020000000', 'ارسال شده', 1, '@SUM(A1)'],
  ['09030000000', 'ارسال شده', 1, 'a < b & c > d \u0001'],
];

describe('csv', () => {
  it('quotes commas, quotes and line breaks, and keeps formula-like text from running', () => {
    expect(csvCell('ساده')).toBe('ساده');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+98912')).toBe("'+98912");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(null)).toBe('');
  });

  it('is UTF-8 with a BOM and CRLF line ends', async () => {
    const path = join(dir, 'a.csv');
    const writer = csvWriter(path);
    await writer.write([header]);
    await writer.write(rows);
    const size = await writer.finish();
    const bytes = readFileSync(path);
    expect(size).toBe(bytes.length);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('شماره گیرنده,وضعیت,تعداد بخش,متن پیام\r\n')).toBe(true);
    expect(text).toContain(`09350000000,نرسیده به گوشی,2,"'=HYPERLINK(""http://x"",""y"")"\r\n`);
    expect(text).toContain(`09121234567,رسیده به گوشی,1,"سلام، ""دوست"" عزیز\nلغو۱۱"\r\n`);
    expect(text.endsWith('\r\n')).toBe(true);
  });
});

describe('xlsx', () => {
  it('writes text as inline strings, never formulas, and numbers as numbers', () => {
    const xml = xlsxRow(2, ['=1+1', 3, null, 'a&b'], ['A', 'B', 'C', 'D']);
    expect(xml).toBe(
      '<row r="2"><c r="A2" t="inlineStr"><is><t xml:space="preserve">=1+1</t></is></c><c r="B2"><v>3</v></c><c r="D2" t="inlineStr"><is><t xml:space="preserve">a&amp;b</t></is></c></row>',
    );
    expect(xml).not.toContain('<f>');
  });

  it('is read back whole by exceljs and by the import reader, every cell as written', async () => {
    const path = join(dir, 'a.xlsx');
    const writer = xlsxWriter(path, { sheetName: 'گیرندگان ارسال ۱۲', columnWidths: [16, 16, 10, 60] });
    await writer.write([header]);
    // Many batches, so the sheet passes through the deflate stream in many writes.
    const many: Cell[][] = [];
    for (let i = 0; i < 3000; i++)
      many.push([`0912${String(i).padStart(7, '0')}`, 'ارسال شده', i % 3, `متن ${i}`]);
    for (let i = 0; i < many.length; i += 500) await writer.write(many.slice(i, i + 500));
    await writer.write(rows);
    const size = await writer.finish();
    expect(size).toBe(readFileSync(path).length);

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('گیرندگان ارسال ۱۲');
    expect(sheet?.views[0]?.rightToLeft).toBe(true);
    expect(sheet?.rowCount).toBe(1 + many.length + rows.length);
    expect(sheet?.getRow(1).values).toEqual([undefined, ...header]);
    expect(sheet?.getRow(2).values).toEqual([undefined, '09120000000', 'ارسال شده', 0, 'متن 0']);
    expect(sheet?.getRow(3).getCell(3).value).toBe(1);
    const tail = (n: number) => sheet?.getRow(1 + many.length + n);
    expect(tail(1)?.getCell(4).value).toBe('سلام، "دوست" عزیز\nلغو۱۱');
    for (let n = 2; n <= 5; n++) {
      const cell = tail(n)?.getCell(4);
      expect(cell?.type).toBe(ExcelJS.ValueType.String);
      expect(cell?.formula).toBeUndefined();
    }
    expect(tail(2)?.getCell(4).value).toBe('=HYPERLINK("http://x","y")');
    expect(tail(6)?.getCell(4).value).toBe('a < b & c > d ');

    const bytes = readFileSync(path);
    const read = await parseFile(new Blob([bytes]), { mode: 'keyword' });
    if (read.mode !== 'keyword') throw new Error('keyword import expected');
    expect(read.width).toBe(4);
    const cells = cellsOf(read);
    expect(cells.slice(0, 4)).toEqual(['09120000000', 'ارسال شده', '0', 'متن 0']);
  });
});

describe('Content-Disposition', () => {
  it('names the file in Persian (RFC 5987) with an ASCII fallback', () => {
    expect(rfc5987("a b'(1)*.csv")).toBe('a%20b%27%281%29%2A.csv');
    const header = contentDisposition('گیرندگان ارسال ۱۲.xlsx', 'payamak-3.xlsx');
    expect(header).toBe(
      `attachment; filename="payamak-3.xlsx"; filename*=UTF-8''${encodeURIComponent('گیرندگان ارسال ۱۲.xlsx')}`,
    );
    expect(decodeURIComponent(header.split("''")[1] ?? '')).toBe('گیرندگان ارسال ۱۲.xlsx');
  });
});
