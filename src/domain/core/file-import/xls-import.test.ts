// .xls files saved by LibreOffice (tests/fixtures/xls, made from the .csv beside each with
// `soffice --headless --convert-to xls`), read by the same entry as every other upload.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtureBytes } from '../../../../tests/tools/fixtures.ts';
import { FileImportError } from './errors.ts';
import { parseFile } from './parse-file.ts';
import { type FileImport, type FileImportErrorCode, type FileImportMode, numberList } from './types.ts';

const fixture = (name: string) => fixtureBytes(`xls/${name}`);
const blob = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)]);
const read = (bytes: Uint8Array, mode: FileImportMode = 'numbers') => parseFile(blob(bytes), { mode });

async function codeOf(promise: Promise<unknown>): Promise<FileImportErrorCode | string> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    if (error instanceof FileImportError) return error.code;
    throw error;
  }
}

/** Where the workbook globals' BOF record (BIFF8, 16 bytes) starts in the file. */
function globalsBof(bytes: Uint8Array): number {
  for (let at = 0; at + 8 < bytes.length; at++) {
    if (
      bytes[at] === 0x09 &&
      bytes[at + 1] === 0x08 &&
      bytes[at + 2] === 16 &&
      bytes[at + 3] === 0 &&
      bytes[at + 4] === 0 &&
      bytes[at + 5] === 6 &&
      bytes[at + 6] === 5 &&
      bytes[at + 7] === 0
    )
      return at;
  }
  throw new Error('no BOF');
}

describe('parseFile: xls (Excel 97–2003)', () => {
  it('reads a LibreOffice .xls: numbers stored as numbers and as text, blanks apart from invalids', async () => {
    // mixed.csv: 11 data lines, one entirely empty (not a record); mobiles typed as numbers
    // (09121234567 → 9121234567 in the cell), with spaces, Persian digits, +98 0912… (invalid),
    // a duplicate, two blank mobile cells (one only spaces).
    const result = await read(fixture('mixed.xls'));
    expect(result).toMatchObject({
      mode: 'numbers',
      total: 10,
      validCount: 5,
      duplicateCount: 1,
      invalidCount: 2,
      emptyCount: 2,
      column: { index: 1, header: 'موبایل', by: 'header' },
    });
    expect(numberList(result)).toEqual([
      '989121234567',
      '989351234567',
      '989191234567',
      '989301234567',
      '989121112233',
    ]);
  });

  it('gives the same import as the csv it was saved from', async () => {
    for (const name of ['mixed', 'many']) {
      const fromXls = await read(fixture(`${name}.xls`));
      const fromCsv = await read(fixture(`${name}.csv`));
      expect(fromXls).toEqual(fromCsv);
    }
  });

  it('reads a shared strings table cut over CONTINUE records (160 rows of Persian text)', async () => {
    const csv = new TextDecoder().decode(fixture('many.csv')).trim().split('\n').slice(1);
    const expected = csv.map((line) => {
      const local = (line.split(',')[1] as string).replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0));
      return `98${local.slice(1)}`;
    });
    const result = await read(fixture('many.xls'));
    expect(result.total).toBe(160);
    expect(numberList(result)).toEqual(expected);
  });

  it('reads a peer-to-peer .xls: each number with its own text', async () => {
    const result = (await read(fixture('pairs.xls'), 'peer-to-peer')) as Extract<
      FileImport,
      { mode: 'peer-to-peer' }
    >;
    expect(result).toMatchObject({
      total: 4,
      validCount: 2,
      invalidCount: 1,
      emptyCount: 1,
      messageColumn: 1,
    });
    expect(numberList(result)).toEqual(['989121234567', '989351234567']);
    expect(result.messages).toEqual(['سلام علی، سفارش شما آماده است', 'سلام رضا']);
  });

  it('refuses a password-protected .xls (a FILEPASS record in the workbook globals)', async () => {
    const bytes = fixture('mixed.xls');
    const next = globalsBof(bytes) + 20;
    bytes[next] = 0x2f;
    bytes[next + 1] = 0x00;
    expect(await codeOf(read(bytes))).toBe('password-protected');
  });

  it('refuses an Excel 5.0/95 workbook with its own message', async () => {
    const bytes = fixture('mixed.xls');
    bytes[globalsBof(bytes) + 5] = 5;
    expect(await codeOf(read(bytes))).toBe('xls-unsupported');
  });

  it('refuses a cut or overwritten .xls as damaged', async () => {
    const bytes = fixture('many.xls');
    expect(await codeOf(read(bytes.subarray(0, 9000)))).toBe('damaged');
    const scrambled = fixture('many.xls');
    scrambled.fill(0xff, 512, 2048);
    expect(await codeOf(read(scrambled))).toBe('damaged');
  });

  it('answers every corrupted .xls with a result or one of its messages, never anything else (property)', async () => {
    const original = fixture('mixed.xls');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(original.length - 1), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 8,
        }),
        async (changes) => {
          const bytes = new Uint8Array(original);
          for (const [at, value] of changes) bytes[at] = value;
          const code = await codeOf(read(bytes));
          return typeof code === 'string';
        },
      ),
      { numRuns: 300 },
    );
  });
});
