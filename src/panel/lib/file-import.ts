// The send screens' way into a file (issue 7, spec 5): `importFile` reads txt, csv, xlsx or xls in a Web
// Worker and answers the valid, de-duplicated numbers in canonical form with the counts, or rejects
// with a FileImportError whose message is the Persian text to show. Aborting the signal stops the
// worker at once and rejects with an AbortError.
import { FileImportError } from '../../domain/file-import/errors.ts';
import type { FileImport, FileImportMode } from '../../domain/file-import/types.ts';
import type { FileImportMessage, FileImportRequest } from '../workers/file-import.worker.ts';

export { FileImportError } from '../../domain/file-import/errors.ts';
export type {
  FileImport,
  FileImportErrorCode,
  FileImportMode,
  KeywordImport,
  MobileColumn,
  NumbersImport,
  PairsImport,
} from '../../domain/file-import/types.ts';
export { cellsOf, numberList } from '../../domain/file-import/types.ts';

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

export function importFile(
  file: Blob,
  { mode, mobileColumn, onProgress, signal }: ImportFileOptions,
): Promise<FileImport> {
  if (signal?.aborted) return Promise.reject(abortError(signal));
  return new Promise<FileImport>((resolve, reject) => {
    const worker = new Worker(new URL('../workers/file-import.worker.ts', import.meta.url), {
      type: 'module',
      name: 'file-import',
    });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
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
