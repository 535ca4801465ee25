// The file import off the main thread (issue 7: a million records never block the page). One worker per
// import: the client terminates it to cancel, which also frees everything it held at once.
import { FileImportError } from '../../domain/file-import/errors.ts';
import { parseFile } from '../../domain/file-import/parse-file.ts';
import type { FileImport, FileImportErrorCode, FileImportMode } from '../../domain/file-import/types.ts';

export interface FileImportRequest {
  file: Blob;
  mode: FileImportMode;
}

export type FileImportMessage =
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'done'; result: FileImport }
  | { type: 'error'; code: FileImportErrorCode; detail?: string };

// A modest rate: the bar moves smoothly and the main thread gets few messages.
const PROGRESS_INTERVAL_MS = 100;

const scope = self as unknown as {
  postMessage(message: FileImportMessage): void;
  onmessage: ((event: MessageEvent<FileImportRequest>) => void) | null;
};

scope.onmessage = async ({ data }) => {
  let last = 0;
  try {
    const result = await parseFile(data.file, {
      mode: data.mode,
      onProgress(loaded, total) {
        const now = performance.now();
        if (now - last < PROGRESS_INTERVAL_MS && loaded < total) return;
        last = now;
        scope.postMessage({ type: 'progress', loaded, total });
      },
    });
    scope.postMessage({ type: 'done', result });
  } catch (error) {
    // Anything unforeseen (a reader bug, a missing browser feature) still ends the import with an answer.
    scope.postMessage(
      error instanceof FileImportError
        ? { type: 'error', code: error.code }
        : { type: 'error', code: 'invalid-format', detail: String(error) },
    );
  }
};
