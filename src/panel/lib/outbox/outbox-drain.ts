// Sends what waits in the outbox, in the order it was made, by one sender at a time: every tab and the
// service worker ask for the same Web Lock, so two never send at once, and each entry is taken from the
// store only once its answer came back. An entry sent twice (a tab closed mid-request) is one request to
// the server: its Idempotency-Key is the entry's id. No DOM and no React: the service worker runs it too.
import { MESSAGE_CODES, type MessageCode } from '../../../domain/core/message-codes.ts';
import {
  type OutboxEntry,
  readAuth,
  readEntries,
  readEntry,
  removeEntry,
  writeEntry,
} from './outbox-store.ts';

export const OUTBOX_LOCK = 'payamak-outbox';
export const OUTBOX_CHANNEL = 'payamak-outbox';
/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'payamak-outbox';

/** What the channel tells every tab: the outbox changed, and these entries reached the server. */
export type OutboxNews = { type: 'changed'; sent: readonly Pick<OutboxEntry, 'id' | 'kind' | 'detail'>[] };

/** Why a drain stopped before the outbox was empty of what it may send now. */
export type DrainEnd = 'done' | 'offline' | 'signed-out' | 'later';

/** The message_code the server gives an edit made on an older revision (409-1 is "still running"). */
const STALE_CODE: MessageCode = MESSAGE_CODES.staleRevision;

type Envelope = { meta?: { message?: unknown; message_code?: unknown } } | null;

/** Tells every tab (and this one) what changed. */
export function announce(news: OutboxNews): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage(news);
  channel.close();
}

async function sendOne(entry: OutboxEntry, token: string): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: token,
    'Content-Type': 'application/json',
    'Idempotency-Key': entry.id,
  };
  if (entry.ifMatch) headers['If-Match'] = entry.ifMatch;
  return fetch(entry.url, { method: entry.method, headers, body: JSON.stringify(entry.body) });
}

async function drainHeld(onSent: (entry: OutboxEntry, data: unknown) => void): Promise<DrainEnd> {
  const auth = await readAuth();
  if (!auth) return 'signed-out';
  const sent: OutboxEntry[] = [];
  let end: DrainEnd = 'done';
  // The things with a write in conflict or refused: their later writes wait behind it, in order.
  const held = new Set<string>();
  try {
    for (const listed of await readEntries()) {
      // Cancelled meanwhile, or changed by the sheet: the store's copy is the one that counts.
      const entry = await readEntry(listed.id);
      if (!entry) continue;
      if (entry.owner !== auth.owner) continue;
      if (entry.state !== 'waiting' || (entry.target && held.has(entry.target))) {
        if (entry.target) held.add(entry.target);
        continue;
      }
      let response: Response;
      try {
        response = await sendOne(entry, auth.token);
      } catch {
        end = 'offline';
        break;
      }
      const body = (await response.json().catch(() => null)) as Envelope & { data?: unknown };
      if (response.ok) {
        await removeEntry(entry.id);
        sent.push(entry);
        onSent(entry, body?.data);
        continue;
      }
      // The session ran out: the entries wait for the next login of the same person.
      if (response.status === 401) {
        end = 'signed-out';
        break;
      }
      const code = body?.meta?.message_code;
      // Still running elsewhere, too many calls, or the server in trouble: the same request later.
      if (
        (response.status === 409 && code !== STALE_CODE) ||
        response.status === 429 ||
        response.status >= 500
      ) {
        end = 'later';
        break;
      }
      const message = typeof body?.meta?.message === 'string' ? body.meta.message : '';
      await writeEntry({
        ...entry,
        state: response.status === 409 ? 'conflict' : 'refused',
        problem: message,
      });
      if (entry.target) held.add(entry.target);
    }
  } finally {
    announce({ type: 'changed', sent: sent.map(({ id, kind, detail }) => ({ id, kind, detail })) });
  }
  return end;
}

/**
 * Sends what may go now, holding the outbox's Web Lock (where the browser has none, as in old ones, one
 * tab at a time is all it can do). `onSent` hears each entry the server took.
 */
export async function drainOutbox(
  onSent: (entry: OutboxEntry, data: unknown) => void = () => {},
): Promise<DrainEnd> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (!locks) return drainHeld(onSent);
  return locks.request(OUTBOX_LOCK, () => drainHeld(onSent));
}
