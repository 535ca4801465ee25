import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChunkedSource } from '../../../../tests/tools/zip-writer.ts';
import { DelimitedTokenizer } from './delimited-tokenizer.ts';
import { FileImportError } from './errors.ts';
import { parseFile } from './parse-file.ts';
import { RecordCollector } from './record-collector.ts';
import type { FileImport } from './types.ts';

/** The reading of text the byte reader must equal: decoded whole, cut by the tokenizer. */
function byTokenizer(text: string): FileImport | string {
  try {
    const collector = new RecordCollector('numbers');
    const tokenizer = new DelimitedTokenizer((row) => collector.add(row));
    tokenizer.push(text);
    tokenizer.end();
    return collector.finish();
  } catch (error) {
    if (error instanceof FileImportError) return error.code;
    throw error;
  }
}

async function byBytes(bytes: Uint8Array, chunk: number): Promise<FileImport | string> {
  try {
    return await parseFile(new ChunkedSource(bytes, chunk), { mode: 'numbers' });
  } catch (error) {
    if (error instanceof FileImportError) return error.code;
    throw error;
  }
}

const encode = (text: string) => new TextEncoder().encode(text);

describe('UTF-8 csv and txt read from the bytes', () => {
  it('read quoted cells across lines, CR, LF and CRLF, blank rows and blank mobiles as the tokenizer does', async () => {
    const header = 'نام,موبایل,شهر\r\n';
    const body = Array.from(
      { length: 60 },
      (_, i) => `کاربر ${i},0912${String(i * 7919).padStart(7, '0')},تهران\r\n`,
    );
    const tricky = [
      '"رضا، کریمی",+98 912 000 0001,"شیراز\r\nفارس"\r\n',
      'سارا,"0912 000 0002",قم\n',
      'مریم,,کرج\r',
      ',,\r\n',
      ' , \u00a0 ,\r\n',
      'علی,\u00a0,\r\n',
      'ندا,ندارد,رشت\n',
      'بی‌شماره\r\n',
      '\r\n\r\n',
      'x,۰۹۱۲۰۰۰۰۰۰۳,"a""b"\r\n',
      'y,0912000000۴,z"q\r\n',
      '"q""",09120000005\r\n',
      'z,09120000001',
    ];
    const text = `\ufeff${header}${body.join('')}${tricky.join('')}`;
    const expected = byTokenizer(text.slice(1));
    expect(typeof expected).toBe('object');
    const bytes = encode(text);
    for (const size of [1, 2, 3, 7, 64, 1000, bytes.length]) {
      expect(await byBytes(bytes, size), `chunks of ${size}`).toEqual(expected);
    }
  });

  it('read any csv made of the pieces real files have exactly as the tokenizer does', async () => {
    const piece = fc.constantFrom(
      ',',
      ',',
      ';',
      '\t',
      '\r\n',
      '\n',
      '\r',
      '"',
      '""',
      ' ',
      '\u00a0',
      'علی',
      'x',
      '09121234567',
      '+98 935 111 2233',
      '۰۹۳۵۱۱۱۲۲۳۳',
      '9121234567',
      '0912',
      '00989121234567',
    );
    const csv = fc.array(piece, { minLength: 1, maxLength: 80 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(csv, fc.integer({ min: 1, max: 40 }), async (text, chunk) => {
        expect(await byBytes(encode(text), chunk)).toEqual(byTokenizer(text));
      }),
      { numRuns: 1500 },
    );
  }, 60_000);

  it('still reads a file that turns out not to be UTF-8 past its first rows as Windows-1256', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => `09120000${String(i).padStart(3, '0')}`);
    // A no-break space (0xA0 in Windows-1256) inside a number, after the rows that decide the column.
    const bytes = new Uint8Array([...encode(`${rows.join('\n')}\n0935`), 0xa0, ...encode('1112233\n')]);
    const result = await byBytes(bytes, 64);
    expect(result).toMatchObject({ total: 81, validCount: 81, invalidCount: 0 });
  });
});
