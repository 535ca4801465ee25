// Hostile compound files (.xls): what the reader allocates is bounded by the file's own size. A
// chain that comes back to a sector it passed, and a stream that claims more than the file (or its
// sectors) hold, are refused as soon as they are met, each with its own Persian message.
import { describe, expect, it } from 'vitest';
import { fixtureBytes } from '../../../../tests/tools/fixtures.ts';
import {
  amplifyingXls,
  biffWorkbook,
  compoundFileWith,
  selfLoopingXls,
} from '../../../../tests/tools/hostile-files.ts';
import { CompoundFile } from './compound-file.ts';
import { FileImportError } from './errors.ts';
import { fileImportMessages } from './file-import.messages.ts';
import { parseFile } from './parse-file.ts';
import type { FileImportErrorCode } from './types.ts';

async function codeOf(promise: Promise<unknown>): Promise<FileImportErrorCode | string> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    if (error instanceof FileImportError) return error.code;
    throw error;
  }
}

const parse = (bytes: Uint8Array) => parseFile(new Blob([new Uint8Array(bytes)]), { mode: 'numbers' });

describe('CompoundFile on hostile files', () => {
  it('refuses a stream whose chain comes back to its own sector, without following it round', async () => {
    const looping = selfLoopingXls({ bytes: 1 << 20, streamSize: 512 * 1024 });
    expect(await codeOf(parse(looping))).toBe('xls-sector-loop');
    expect(fileImportMessages['xls-sector-loop']).toMatch(/اکسل/);
  });

  it('refuses the 8 MB file whose loop would fill a gigabyte: its stream is longer than the file', async () => {
    const before = process.memoryUsage().arrayBuffers;
    expect(await codeOf(parse(amplifyingXls()))).toBe('xls-stream-too-long');
    // The reader holds no more than the file's own size while it refuses it.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 << 20);
    expect(fileImportMessages['xls-stream-too-long']).toMatch(/اکسل/);
  });

  it('refuses a stream larger than the sectors that hold it even when the file is larger', async () => {
    // 64 KB of file, a stream of 48 KB whose one sector ends its chain at once.
    const short = selfLoopingXls({ bytes: 64 * 1024, streamSize: 48 * 1024 });
    const view = new DataView(short.buffer);
    view.setUint32(512 + 8, 0xfffffffe, true);
    expect(await codeOf(parse(short))).toBe('xls-stream-too-long');
  });

  it('still reads the real .xls files, stream by stream', async () => {
    const file = new CompoundFile(fixtureBytes('xls/many.xls'));
    expect(file.stream('Workbook')?.length).toBeGreaterThan(0);
    const read = await parse(fixtureBytes('xls/mixed.xls'));
    expect(read.validCount).toBe(5);
  });
});

describe('xls cells past BIFF8’s 256 columns', () => {
  it('leaves out a cell past column IV instead of widening every row to it', async () => {
    const workbook = biffWorkbook([
      [0, 0, '09121234567'],
      [1, 0, '09351234567'],
      [1, 300, 'far away'],
    ]);
    const read = await parseFile(new Blob([compoundFileWith(workbook)]), { mode: 'keyword' });
    expect(read.mode === 'keyword' && read.width).toBe(1);
    expect(read.validCount).toBe(2);
  });
});
