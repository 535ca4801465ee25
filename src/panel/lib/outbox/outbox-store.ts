// The outbox's storage: the writes a user made that wait for the network, in IndexedDB of their own (not
// the query cache, which a new build drops), so they outlive a reload, a closed tab and a service-worker
// update. Plain on purpose: the service worker imports it too, to send them when the panel is closed.
import { clear, createStore, del, get, set, values } from 'idb-keyval';

/** What the outbox holds, by kind: each kind says how the screens show it while it waits. */
export type OutboxKind =
  | 'contact.add'
  | 'contact.edit'
  | 'draft.add'
  | 'draft.edit'
  | 'inbox.read'
  | 'inbox.delete'
  | 'ticket.reply'
  | 'blacklist.add'
  | 'profile.edit'
  | 'settings.edit'
  | 'contact.tags'
  | 'draft.group'
  | 'book.edit'
  | 'rating.edit'
  | 'ticket.add'
  | 'book.add'
  | 'colleague.edit'
  | 'role.edit'
  | 'pattern.edit'
  | 'feature.add'
  | 'feature.edit';

/**
 * One write waiting. Its id is its Idempotency-Key, made when the user tapped: every send of it is the
 * same request, so the server does it once however often it arrives.
 */
export type OutboxEntry = {
  id: string;
  /** The order the user made them in. */
  seq: number;
  kind: OutboxKind;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  body: unknown;
  /** The revision an edit was made on (If-Match): a row changed meanwhile is a conflict, not overwritten. */
  ifMatch?: string;
  /**
   * The thing it changes ('contact 12'): a later write of the same thing waits behind one in conflict
   * or refused, so the order the user made them in holds.
   */
  target?: string;
  /** Who made it (user_name): never sent with another person's session. */
  owner: string;
  /** What the outbox sheet says it is, in Persian. */
  label: string;
  /** What the screen shows while it waits (the kind's own fields). */
  detail: Record<string, unknown>;
  state: 'waiting' | 'conflict' | 'refused';
  /** Why it is in conflict or refused, in Persian (the server's message). */
  problem?: string;
  createdAt: number;
};

/** The session the outbox sends with, kept beside it so the service worker can send when no page is open. */
export type OutboxAuth = { token: string; owner: string };

const AUTH_KEY = 'auth';
const ENTRY_PREFIX = 'entry:';

let store: ReturnType<typeof createStore> | null = null;
const outboxStore = () => {
  store ??= createStore('payamak-outbox', 'entries');
  return store;
};

export async function readEntries(): Promise<OutboxEntry[]> {
  const all = (await values(outboxStore())) as unknown[];
  return all
    .filter((v): v is OutboxEntry => typeof (v as OutboxEntry | null)?.seq === 'number')
    .sort((a, b) => a.seq - b.seq);
}

export const readEntry = (id: string) => get<OutboxEntry>(ENTRY_PREFIX + id, outboxStore());
export const writeEntry = (entry: OutboxEntry) => set(ENTRY_PREFIX + entry.id, entry, outboxStore());
export const removeEntry = (id: string) => del(ENTRY_PREFIX + id, outboxStore());

export const readAuth = () => get<OutboxAuth>(AUTH_KEY, outboxStore());
export const writeAuth = (auth: OutboxAuth) => set(AUTH_KEY, auth, outboxStore());
export const removeAuth = () => del(AUTH_KEY, outboxStore());

/** Everything gone: the person logged out, and a device's next user must not send their writes. */
export const clearOutbox = () => clear(outboxStore());
