// The send screens' way into a file: `importFile` reads txt, csv, xlsx or xls in a Web
// Worker and answers the valid, de-duplicated numbers in canonical form with the counts, or rejects
// with a FileImportError whose message is the Persian text to show. Aborting the signal stops the
// worker at once and rejects with an AbortError.
import { FileImportError } from '../../domain/core/file-import/errors.ts';
import type { FileImport, FileImportMode } from '../../domain/core/file-import/types.ts';
import type { FileImportMessage, FileImportRequest } from '../workers/file-import.worker.ts';

export { FileImportError } from '../../domain/core/file-import/errors.ts';
export type {
  FileImport,
  FileImportErrorCode,
  FileImportMode,
  KeywordImport,
  MobileColumn,
  NumbersImport,
  PairsImport,
} from '../../domain/core/file-import/types.ts';
export { cellsOf, numberList } from '../../domain/core/file-import/types.ts';

export interface FileImportProgress {
  loaded: number;
  total: number;
  /** 0..1, for the progress bar (capped at 100 percent). */
  fraction: number;
}

export interface ImportFileOptions {
  /** 'numbers' (file mode), 'peer-to-peer' (Excel with message and mobile columns) or 'keyword' (whole rows). */
  mode: FileImportMode;
  /** Keyword mode: the mobile column the user chose instead of the one found. */
  mobileColumn?: number | undefined;
  onProgress?: (progress: FileImportProgress) => void;
  signal?: AbortSignal;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The file import was cancelled', 'AbortError');
}

function startWorker(): Worker {
  return new Worker(new URL('../workers/file-import.worker.ts', import.meta.url), {
    type: 'module',
    name: 'file-import',
  });
}

// A worker started while a file screen is open, before any file is chosen: its script is loaded and
// compiled by the time the user picks a file, which then waits only for the reading itself.
let spare: Worker | null = null;
let screensOpen = 0;

/**
 * Readies a worker for the next importFile while a screen that reads files is open; call the answer
 * when the screen closes. Each import uses the ready worker (and readies the next one).
 */
export function prepareFileImport(): () => void {
  screensOpen++;
  spare ??= startWorker();
  return () => {
    screensOpen--;
    if (screensOpen > 0) return;
    spare?.terminate();
    spare = null;
  };
}

export function importFile(
  file: Blob,
  { mode, mobileColumn, onProgress, signal }: ImportFileOptions,
): Promise<FileImport> {
  if (signal?.aborted) return Promise.reject(abortError(signal));
  return new Promise<FileImport>((resolve, reject) => {
    const worker = spare ?? startWorker();
    spare = null;
    const finish = () => {
      // One worker an import: terminating it frees all it held at once.
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
      if (screensOpen > 0) spare ??= startWorker();
    };
    const onAbort = () => {
      finish();
      reject(abortError(signal as AbortSignal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = ({ data }: MessageEvent<FileImportMessage>) => {
      if (data.type === 'progress') {
        const fraction = data.total > 0 ? Math.min(1, data.loaded / data.total) : 0;
        onProgress?.({ loaded: data.loaded, total: data.total, fraction });
        return;
      }
      finish();
      if (data.type === 'done') resolve(data.result);
      else reject(new FileImportError(data.code));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new FileImportError('invalid-format'));
    };
    worker.postMessage({ file, mode, mobileColumn } satisfies FileImportRequest);
  });
}
