// A file is downloaded with the session's token in the Authorization header (a plain link could not
// carry it), then handed to the browser under its Persian name.

import { apiUrl } from '../../../domain/core/runtime-config.ts';
import * as calls from '../../../domain/files/files.calls.ts';
import { ApiError } from '../../lib/api.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { getToken } from '../../lib/token.ts';

export async function downloadFile(file: { id: number; name: string }): Promise<void> {
  const url = new URL(apiUrl(runtimeConfig(), location.origin, calls.downloadCall.path));
  url.searchParams.set('id', String(file.id));
  const token = getToken();
  const response = await fetch(url, { headers: token ? { Authorization: token } : {} });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the blob by the time the click's task ends.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
