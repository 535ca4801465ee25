// A helper of the file-import worker: inflates one zip entry (an xlsx's worksheet) while the import
// worker reads the shared strings, so the two halves of the work run side by side. It guards the
// zip-bomb limits as it inflates and stays at most INFLIGHT_BYTES ahead of the reader, so a reader
// busy elsewhere never makes it pile up the whole sheet in memory.
import { FileImportError } from '../../domain/core/file-import/errors.ts';
import type { FileImportErrorCode, ZipEntryRef } from '../../domain/core/file-import/types.ts';
import { InflateBudget, readEntry } from '../../domain/core/file-import/zip-reader.ts';

export interface InflateRequest {
  file: Blob;
  entry: ZipEntryRef;
}

export type InflateMessage =
  | { type: 'chunks'; chunks: ArrayBuffer[] }
  | { type: 'done' }
  | { type: 'error'; code: FileImportErrorCode };

const INFLIGHT_BYTES = 64 * 1024 * 1024;
// The inflater hands out 64 KB at a time: 4,000 messages for a large sheet, each a task on both sides.
// They go together instead, about a megabyte a message.
const BATCH_BYTES = 1024 * 1024;

const scope = self as unknown as {
  postMessage(message: InflateMessage, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<InflateRequest | { type: 'ack'; bytes: number }>) => void) | null;
};

let inflight = 0;
let wake: (() => void) | null = null;

scope.onmessage = async ({ data }) => {
  if ('type' in data) {
    inflight -= data.bytes;
    if (inflight <= INFLIGHT_BYTES) wake?.();
    return;
  }
  let batch: ArrayBuffer[] = [];
  let batched = 0;
  const send = () => {
    if (batch.length === 0) return;
    scope.postMessage({ type: 'chunks', chunks: batch }, batch);
    batch = [];
    batched = 0;
  };
  try {
    await readEntry(
      data.file,
      data.entry,
      new InflateBudget(),
      (chunk) => {
        // A chunk that is a view on a larger buffer is copied, so that only its own bytes move.
        const own =
          chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength
            ? (chunk.buffer as ArrayBuffer)
            : chunk.slice().buffer;
        inflight += own.byteLength;
        batch.push(own);
        batched += own.byteLength;
        if (batched >= BATCH_BYTES) send();
        if (inflight <= INFLIGHT_BYTES) return;
        send();
        return new Promise<void>((resolve) => {
          wake = () => {
            wake = null;
            resolve();
          };
        });
      },
      () => undefined,
    );
    send();
    scope.postMessage({ type: 'done' });
  } catch (error) {
    scope.postMessage({ type: 'error', code: error instanceof FileImportError ? error.code : 'damaged' });
  }
};
