// The reading threads of uploads: a file is read in a thread and its import comes back whole; a read
// past the user's or the process's places is refused at once with a Persian 429; a thread that dies
// of its memory ceiling refuses its file in Persian, and the next file is read by a new thread.
import { afterAll, describe, expect, it } from 'vitest';
import { amplifyingXls } from '../../../tests/tools/hostile-files.ts';
import { FileImportError } from '../../domain/core/file-import/errors.ts';
import { uploadReadMessages } from '../../domain/core/file-import/file-import.messages.ts';
import { numberList } from '../../domain/core/file-import/types.ts';
import { ApiError } from '../http/api-error.ts';
import { DEFAULT_UPLOAD_READ_LIMITS, UploadReaders } from './upload-read.ts';

const csv = (text: string) => new Blob([text]);
const readers: UploadReaders[] = [];
const make = (limits: Partial<typeof DEFAULT_UPLOAD_READ_LIMITS> = {}) => {
  const made = new UploadReaders({ ...DEFAULT_UPLOAD_READ_LIMITS, ...limits });
  readers.push(made);
  return made;
};
afterAll(async () => {
  for (const r of readers) await r.close();
});

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string } | string> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, message: error.message };
    if (error instanceof FileImportError) return error.code;
    throw error;
  }
}

describe('UploadReaders', () => {
  it('reads a file in a thread, and refuses a hostile one there with its own code', async () => {
    const pool = make();
    const read = await pool.read(1, csv('09121234567\n09351234567\n'), { mode: 'numbers' });
    expect(numberList(read)).toEqual(['989121234567', '989351234567']);
    expect(await refusal(pool.read(1, new Blob([amplifyingXls()]), { mode: 'numbers' }))).toBe(
      'xls-stream-too-long',
    );
    expect(pool.reading).toBe(0);
  }, 30_000);

  it('refuses a read past the user’s places, and past the process’s, with a Persian 429', async () => {
    const pool = make({ perUser: 1, perProcess: 2 });
    const first = pool.read(7, csv('09121234567\n'), { mode: 'numbers' });
    expect(await refusal(pool.read(7, csv('09121234567\n'), { mode: 'numbers' }))).toEqual({
      status: 429,
      message: uploadReadMessages.userBusy,
    });
    const second = pool.read(8, csv('09121234568\n'), { mode: 'numbers' });
    expect(await refusal(pool.read(9, csv('09121234569\n'), { mode: 'numbers' }))).toEqual({
      status: 429,
      message: uploadReadMessages.serverBusy,
    });
    expect((await first).validCount).toBe(1);
    expect((await second).validCount).toBe(1);
    // Places come back when the reads end.
    expect((await pool.read(7, csv('09121234567\n'), { mode: 'numbers' })).validCount).toBe(1);
  }, 30_000);

  it('refuses in Persian a file whose reading passes the thread’s memory ceiling, and goes on', async () => {
    const pool = make({ heapMb: 32 });
    // Keyword mode holds every row whole: 400,000 rows of three distinct cells need far more than 32 MB.
    let text = '';
    for (let i = 0; i < 400_000; i++) text += `0912${String(i).padStart(7, '0')},نام ${i},شهر ${i}\n`;
    expect(await refusal(pool.read(1, csv(text), { mode: 'keyword' }))).toEqual({
      status: 422,
      message: uploadReadMessages.tooMuchMemory,
    });
    expect((await pool.read(1, csv('09121234567\n'), { mode: 'numbers' })).validCount).toBe(1);
  }, 60_000);
});
