// A row's revision: when it last changed, to the microsecond, as an opaque text the panel keeps with the
// copy it shows. An edit sends it back in If-Match; when the row changed meanwhile (another tab, a
// colleague, a queued edit made offline) the edit is refused with 409-2 and the panel shows both.
import type { Context } from 'hono';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import { ApiError } from './api-error.ts';

/** SQL for a timestamptz column's revision text. */
export const revisionOf = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The revision an edit was made on: If-Match's value (an ETag's quotes allowed), or none. */
export function ifMatchOf(c: Context): string | undefined {
  const value = c.req.header('If-Match')?.trim();
  if (!value || value === '*') return undefined;
  return value.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/** Refuses an edit made on another revision than the row's: the user sees both and chooses. */
export function refuseStale(current: string, expected: string | undefined, message: string): void {
  if (expected !== undefined && expected !== current)
    throw new ApiError(409, message, undefined, MESSAGE_CODES.staleRevision);
}
