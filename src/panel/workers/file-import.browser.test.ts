// The real worker in Chromium: a file is read off the main thread with progress, answers the
// numbers, refuses with the Persian message, and stops when cancelled.
import { describe, expect, it } from 'vitest';
import { writeXlsx } from '../../../tests/tools/zip-writer.ts';
import {
  FileImportError,
  type FileImportProgress,
  importFile,
  numberList,
  prepareFileImport,
} from '../lib/file-import.ts';

function csvFile(rows: number): File {
  const lines = ['\ufeffنام,موبایل'];
  for (let i = 0; i < rows; i++) lines.push(`user ${i},۰۹۱۲${String(i).padStart(7, '0')}`);
  return new File([lines.join('\r\n')], 'numbers.csv', { type: 'text/csv' });
}

describe('importFile in a Web Worker', () => {
  it('reads a 300,000-row csv with progress, and the page keeps running', async () => {
    const file = csvFile(300_000);
    const progress: FileImportProgress[] = [];
    // The page keeps running while the worker reads: a message loop on the main thread turns over and
    // over during the import. A parse on the main thread would hold it still until the parse ended.
    // (How long the page's tasks take is the benchmark's to measure, not a test's.)
    let turns = 0;
    let reading = true;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      turns++;
      if (reading) channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
    const result = await importFile(file, { mode: 'numbers', onProgress: (p) => progress.push(p) });
    reading = false;
    channel.port1.close();
    expect(result).toMatchObject({ mode: 'numbers', total: 300_000, validCount: 300_000, invalidCount: 0 });
    expect(result.column).toEqual({ index: 1, header: 'موبایل', by: 'header' });
    expect(numberList(result)[0]).toBe('989120000000');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.fraction).toBe(1);
    expect(turns).toBeGreaterThan(100);
  });

  it('reads an xlsx and pairs messages peer-to-peer', async () => {
    const bytes = await writeXlsx([
      ['متن', 'موبایل'],
      ['سلام', '۰۹۱۲۱۲۳۴۵۶۷'],
      ['درود', { n: '9351234567' }],
    ]);
    const file = new File([new Uint8Array(bytes)], 'p2p.xlsx');
    const result = await importFile(file, { mode: 'peer-to-peer' });
    expect(result.mode === 'peer-to-peer' && result.messages).toEqual(['سلام', 'درود']);
    expect(numberList(result)).toEqual(['989121234567', '989351234567']);
  });

  it('reads a shared-strings xlsx whose sheet a helper worker inflates, and refuses a corrupt sheet', async () => {
    const rows: (string | { n: string })[][] = [['نام', 'موبایل']];
    for (let i = 0; i < 20_000; i++) {
      const mobile = `0912${String(i).padStart(7, '0')}`;
      rows.push([`کاربر ${i}`, i % 2 ? mobile : { n: mobile.slice(1) }]);
    }
    const bytes = await writeXlsx(rows);
    const result = await importFile(new File([new Uint8Array(bytes)], 'big.xlsx'), { mode: 'numbers' });
    expect(result).toMatchObject({ total: 20_000, validCount: 20_000 });
    expect(numberList(result).at(-1)).toBe('989120019999');

    // Corrupt the worksheet's deflate data (after its local header): the helper's error comes through.
    const name = new TextEncoder().encode('xl/worksheets/sheet1.xml');
    const at = bytes.findIndex((_, i) => name.every((c, k) => bytes[i + k] === c));
    const broken = bytes.slice();
    broken.fill(0xff, at + name.length + 40, at + name.length + 400);
    const error = await importFile(new File([broken], 'broken.xlsx'), { mode: 'numbers' }).catch((e) => e);
    expect((error as FileImportError).code).toBe('damaged');
  });

  it('rejects with the Persian message of the error', async () => {
    const error = await importFile(new File([''], 'empty.csv'), { mode: 'numbers' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileImportError);
    expect((error as FileImportError).code).toBe('empty');
    expect((error as FileImportError).message).toBe('فایل خالی است');
  });

  it('stops on cancel, after the first progress, with an AbortError', async () => {
    const controller = new AbortController();
    const fractions: number[] = [];
    const outcome = await importFile(csvFile(1_000_000), {
      mode: 'numbers',
      signal: controller.signal,
      onProgress: ({ fraction }) => {
        fractions.push(fraction);
        controller.abort();
      },
    }).catch((e: unknown) => e);
    expect((outcome as DOMException).name).toBe('AbortError');
    // The worker went with the first progress: nothing more was reported, and the file was not read through.
    expect(fractions).toHaveLength(1);
    expect(fractions[0]).toBeLessThan(1);
    await expect(importFile(csvFile(1), { mode: 'numbers', signal: controller.signal })).rejects.toThrow();
  });

  it('reads file after file with a worker readied ahead, also after a cancelled one', async () => {
    const done = prepareFileImport();
    try {
      const first = await importFile(csvFile(3), { mode: 'numbers' });
      expect(numberList(first)).toEqual(['989120000000', '989120000001', '989120000002']);
      const controller = new AbortController();
      const cancelled = importFile(csvFile(200_000), { mode: 'numbers', signal: controller.signal });
      controller.abort();
      await expect(cancelled).rejects.toThrow();
      const again = await importFile(csvFile(2), { mode: 'numbers' });
      expect(numberList(again)).toEqual(['989120000000', '989120000001']);
    } finally {
      done();
    }
    // With the screen closed, an import still starts a worker of its own.
    expect((await importFile(csvFile(1), { mode: 'numbers' })).validCount).toBe(1);
  });
});
