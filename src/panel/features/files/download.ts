// A file is downloaded with the session's token (a plain link could not carry it), then handed to the
// browser under its Persian name.
import * as calls from '../../../domain/files/files.calls.ts';
import { callFile } from '../../lib/api.ts';
import { saveFile } from '../../lib/save-file.ts';

export async function downloadFile(file: { id: number; name: string }): Promise<void> {
  const response = await callFile(calls.downloadCall, { query: { id: file.id } });
  saveFile(await response.blob(), file.name);
}
