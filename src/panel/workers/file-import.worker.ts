// The file import off the main thread (a million records never block the page). One worker per
// import: the client terminates it to cancel, which also frees everything it held at once.
import { FileImportError } from '../../domain/core/file-import/errors.ts';
import { parseFile } from '../../domain/core/file-import/parse-file.ts';
import type {
  FileImport,
  FileImportErrorCode,
  FileImportMode,
  ZipEntryRef,
} from '../../domain/core/file-import/types.ts';
import type { InflateMessage, InflateRequest } from './inflate.worker.ts';

export interface FileImportRequest {
  file: Blob;
  mode: FileImportMode;
  /** Keyword mode: the mobile column the user chose. */
  mobileColumn?: number | undefined;
}

export type FileImportMessage =
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'done'; result: FileImport }
  | { type: 'error'; code: FileImportErrorCode; detail?: string };

// A modest rate: the bar moves smoothly and the main thread gets few messages.
const PROGRESS_INTERVAL_MS = 100;

const scope = self as unknown as {
  postMessage(message: FileImportMessage, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<FileImportRequest>) => void) | null;
};

/**
 * An entry's inflated bytes from a helper worker, pulled one chunk at a time: each chunk read is
 * acknowledged, which lets the helper inflate on. Cancelling the stream ends the helper.
 */
function inflateInHelper(file: Blob, entry: ZipEntryRef): ReadableStream<Uint8Array> {
  const helper = new Worker(new URL('./inflate.worker.ts', import.meta.url), {
    type: 'module',
    name: 'inflate',
  });
  const queue: InflateMessage[] = [];
  let waiting: (() => void) | null = null;
  helper.onmessage = ({ data }: MessageEvent<InflateMessage>) => {
    queue.push(data);
    waiting?.();
  };
  helper.onerror = () => {
    queue.push({ type: 'error', code: 'damaged' });
    waiting?.();
  };
  helper.postMessage({ file, entry } satisfies InflateRequest);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        while (queue.length === 0) await new Promise<void>((resolve) => (waiting = resolve));
        waiting = null;
        const message = queue.shift() as InflateMessage;
        if (message.type === 'chunks') {
          let bytes = 0;
          for (const chunk of message.chunks) {
            bytes += chunk.byteLength;
            controller.enqueue(new Uint8Array(chunk));
          }
          helper.postMessage({ type: 'ack', bytes });
          return;
        }
        helper.terminate();
        if (message.type === 'done') controller.close();
        else controller.error(new FileImportError(message.code));
      },
      cancel() {
        helper.terminate();
      },
    },
    { highWaterMark: 0 },
  );
}

scope.onmessage = async ({ data }) => {
  let last = 0;
  try {
    const result = await parseFile(data.file, {
      mode: data.mode,
      mobileColumn: data.mobileColumn,
      inflateElsewhere: (entry) => inflateInHelper(data.file, entry),
      onProgress(loaded, total) {
        const now = performance.now();
        if (now - last < PROGRESS_INTERVAL_MS && loaded < total) return;
        last = now;
        scope.postMessage({ type: 'progress', loaded, total });
      },
    });
    // A numbers import's tails move to the page without a copy.
    scope.postMessage({ type: 'done', result }, result.mode === 'numbers' ? [result.tails.buffer] : []);
  } catch (error) {
    // Anything unforeseen (a reader bug, a missing browser feature) still ends the import with an answer.
    scope.postMessage(
      error instanceof FileImportError
        ? { type: 'error', code: error.code }
        : { type: 'error', code: 'invalid-format', detail: String(error) },
    );
  }
};
