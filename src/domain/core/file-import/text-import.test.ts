import { describe, expect, it } from 'vitest';
import { ChunkedSource } from '../../../../tests/tools/zip-writer.ts';
import { FileImportError } from './errors.ts';
import { parseFile } from './parse-file.ts';
import { type FileImportErrorCode, numberList } from './types.ts';

const encode = (text: string) => new TextEncoder().encode(text);

async function codeOf(promise: Promise<unknown>): Promise<FileImportErrorCode | string> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    if (error instanceof FileImportError) return error.code;
    throw error;
  }
}

describe('parseFile: csv and txt', () => {
  it('reads a csv with a BOM, CRLF and quoted fields, Persian and Arabic digits included', async () => {
    const csv = '\ufeff"نام","موبایل"\r\n"علی، رضایی","۰۹۱۲۱۲۳۴۵۶۷"\r\nسارا,٠٩٣٥١٢٣٤٥٦٧\r\nرضا,0912\r\n';
    const result = await parseFile(new Blob([csv]), { mode: 'numbers' });
    expect(result).toMatchObject({
      total: 3,
      validCount: 2,
      invalidCount: 1,
      column: { index: 1, by: 'header' },
    });
    expect(numberList(result)).toEqual(['989121234567', '989351234567']);
  });

  it('decodes a Persian digit split across a chunk boundary, at every boundary, in csv and txt', async () => {
    const csv = encode('mobile,name\r\n۰۹۱۲۱۲۳۴۵۶۷,علی\r\n٠٩٣٥١٢٣٤٥٦٧,سارا\r\n');
    const txt = encode('۰۹۱۲۱۲۳۴۵۶۷\n٠٩٣٥١٢٣٤٥٦٧\n۰۹۱۲۱۲۳۴۵۶۷\n');
    for (const bytes of [csv, txt]) {
      for (const size of [1, 2, 3, 5, 7]) {
        const result = await parseFile(new ChunkedSource(bytes, size), { mode: 'numbers' });
        expect(numberList(result)).toEqual(['989121234567', '989351234567']);
      }
    }
  });

  it('reads a txt of one number per line, reporting progress up to the file size', async () => {
    const lines = Array.from({ length: 500 }, (_, i) => `0912${String(i).padStart(7, '0')}`);
    const bytes = encode(`${lines.join('\n')}\n${lines[0]}\nnot a number\n`);
    const progress: number[] = [];
    const result = await parseFile(new ChunkedSource(bytes, 1000), {
      mode: 'numbers',
      onProgress: (loaded, total) => {
        expect(total).toBe(bytes.length);
        progress.push(loaded);
      },
    });
    expect(result).toMatchObject({ total: 502, validCount: 500, duplicateCount: 1, invalidCount: 1 });
    expect(result.column.by).toBe('single');
    expect(progress.at(-1)).toBe(bytes.length);
  });

  it('reads UTF-16 with a BOM and a Windows-1256 csv from a Persian Windows Excel', async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...'09121234567\n'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect((await parseFile(new Blob([utf16]), { mode: 'numbers' })).validCount).toBe(1);
    // «موبایل» in Windows-1256, then a number: not valid UTF-8.
    const cp1256 = new Uint8Array([0xe3, 0xe6, 0xc8, 0xc7, 0xed, 0xe1, 0x0a, ...encode('09121234567\n')]);
    const result = await parseFile(new Blob([cp1256]), { mode: 'numbers' });
    // 0xED is the Arabic yeh, which the header match treats as the Persian one.
    expect(result.column).toEqual({ index: 0, header: 'موبايل', by: 'header' });
  });

  it('refuses an empty file, a binary file and a text file peer-to-peer, each with its own code', async () => {
    expect(await codeOf(parseFile(new Blob([]), { mode: 'numbers' }))).toBe('empty');
    expect(await codeOf(parseFile(new Blob(['\ufeff\r\n\r\n']), { mode: 'numbers' }))).toBe('empty');
    expect(await codeOf(parseFile(new Blob([new Uint8Array([1, 0, 2, 0, 3])]), { mode: 'numbers' }))).toBe(
      'invalid-format',
    );
    expect(await codeOf(parseFile(new Blob(['a,b\n']), { mode: 'peer-to-peer' }))).toBe(
      'peer-to-peer-excel-only',
    );
    expect(await codeOf(parseFile(new Blob(['name,city\nAli,Tehran\n']), { mode: 'numbers' }))).toBe(
      'no-mobile-column',
    );
    expect(await codeOf(parseFile(new Blob(['mobile\n0912\n']), { mode: 'numbers' }))).toBe(
      'no-valid-numbers',
    );
  });

  it('stops reading when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      parseFile(new Blob(['09121234567\n']), { mode: 'numbers', signal: controller.signal }),
    ).rejects.toThrow();
  });

  it('gives every error a Persian message', () => {
    expect(new FileImportError('too-many-records').message).toContain('۱٬۰۰۰٬۰۰۰');
  });
});
