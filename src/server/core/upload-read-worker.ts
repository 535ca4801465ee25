// The thread that reads an uploaded file for a send (upload-read.ts runs a few of them): the same
// reader the panel's Web Worker uses, one file at a time, its answer handed back with its typed
// arrays moved rather than copied.
import { setPriority } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { parseFile } from '../../domain/core/file-import/parse-file.ts';
import type { FileImport, ParseOptions } from '../../domain/core/file-import/types.ts';

export type UploadReadJob = { file: Blob; options: Pick<ParseOptions, 'mode' | 'mobileColumn'> };

export type UploadReadAnswer = (
  | { ok: true; read: FileImport }
  | { ok: false; code: string | null; message: string }
) & {
  /** The thread's heap after the read (bytes): a thread that grew it large is ended, not kept. */
  heap?: number;
};

export async function answerJob(
  job: UploadReadJob,
): Promise<{ answer: UploadReadAnswer; transfer: ArrayBuffer[] }> {
  try {
    const read = await parseFile(job.file, job.options);
    const transfer: ArrayBuffer[] = [];
    if (read.mode === 'numbers') transfer.push(read.tails.buffer as ArrayBuffer);
    if (read.mode === 'keyword') transfer.push(read.rows.buffer as ArrayBuffer);
    return { answer: { ok: true, read }, transfer };
  } catch (error) {
    const e = error as Error & { code?: string };
    return {
      answer: { ok: false, code: e.name === 'FileImportError' ? (e.code ?? null) : null, message: e.message },
      transfer: [],
    };
  }
}

if (parentPort && (workerData as { uploadRead?: boolean } | null)?.uploadRead) {
  const port = parentPort;
  // On Linux a priority set with pid 0 is this thread's alone: the reading yields the cores to the
  // thread that answers requests. Where it cannot be set, the reading runs as is.
  try {
    setPriority(10);
  } catch {}
  port.on('message', async (job: UploadReadJob) => {
    const { answer, transfer } = await answerJob(job);
    port.postMessage({ ...answer, heap: getHeapStatistics().total_heap_size }, transfer);
  });
}
