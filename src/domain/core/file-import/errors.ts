// The ways a file import fails (empty file, invalid format, no mobile column, no valid numbers
// and over a million records are each reported), as codes that cross the worker boundary as plain data.
import { fileImportMessages } from './file-import.messages.ts';
import type { FileImportErrorCode } from './types.ts';

export class FileImportError extends Error {
  override readonly name = 'FileImportError';
  constructor(readonly code: FileImportErrorCode) {
    super(fileImportMessages[code]);
  }
}

export function isFileImportErrorCode(value: unknown): value is FileImportErrorCode {
  return typeof value === 'string' && Object.hasOwn(fileImportMessages, value);
}
