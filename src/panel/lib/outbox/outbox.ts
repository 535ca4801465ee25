// The page's side of the outbox: a write a screen makes either goes out at once (online, nothing queued
// before it) or waits here, shown at once on its screen as "waiting for the network", and goes out once,
// in order, when the network is back, from whichever tab holds the lock or from the service worker.
import { onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallData, CallSpec } from '../../../domain/core/call.ts';
import { accountKeys, type Me } from '../account.queries.ts';
import { type CallInput, call, callUrl, NetworkError } from '../api.ts';
import { getToken } from '../token.ts';
import { announce, drainOutbox, OUTBOX_CHANNEL, OUTBOX_SYNC_TAG, type OutboxNews } from './outbox-drain.ts';
import {
  clearOutbox,
  type OutboxEntry,
  type OutboxKind,
  readEntries,
  readEntry,
  removeAuth,
  removeEntry,
  writeAuth,
  writeEntry,
} from './outbox-store.ts';

export type { OutboxEntry, OutboxKind };

/** What each kind of write changes: refreshed once it reached the server. */
const REFRESHES: Record<OutboxKind, readonly QueryKey[]> = {
  'contact.add': [['contacts']],
  'contact.edit': [['contacts']],
  'blacklist.add': [['contacts']],
  'draft.add': [['predefined']],
  'draft.edit': [['predefined']],
  'inbox.read': [['inbox'], ['dashboard']],
  'inbox.delete': [['inbox'], ['dashboard']],
  'ticket.reply': [['support']],
  'profile.edit': [['account']],
  'settings.edit': [['account'], ['wallet'], ['send']],
  'contact.tags': [['contacts']],
  'draft.group': [['predefined']],
  'book.edit': [['contacts']],
  'rating.edit': [['support']],
  'ticket.add': [['support']],
  'book.add': [['contacts'], ['send']],
  'colleague.edit': [['colleagues']],
  'role.edit': [['colleagues']],
  'pattern.edit': [['patterns']],
  'feature.add': [['contacts']],
  'feature.edit': [['contacts']],
};

/**
 * Writes that carry the whole new state of their target (an edit, a rating, saved settings): a second
 * one of the same target whose first still waits replaces it, so one write of the user's last version
 * goes, made on the revision they first saw (the first never reached the server). Every other kind adds
 * something, and each one waits on its own.
 */
const LAST_ONE_COUNTS: ReadonlySet<OutboxKind> = new Set<OutboxKind>([
  'contact.edit',
  'draft.edit',
  'profile.edit',
  'settings.edit',
  'book.edit',
  'rating.edit',
  'colleague.edit',
  'role.edit',
  'pattern.edit',
  'feature.edit',
]);

/** How often a page tries again while something waits and the network says it is up. */
const RETRY_MS = 15_000;

let entries: readonly OutboxEntry[] = [];
let loaded = false;
const listeners = new Set<() => void>();
let queryClient: QueryClient | null = null;

async function reload(): Promise<void> {
  entries = await readEntries().catch(() => entries);
  loaded = true;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: what waits, oldest first. */
export const outbox = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    if (!loaded) void reload();
    return () => void listeners.delete(listener);
  },
  current: () => entries,
};

const owner = (): string | undefined => queryClient?.getQueryData<Me>(accountKeys.me())?.user_name;

/** The session the outbox (and the service worker) sends with, kept up to date with this tab's. */
async function keepAuth(): Promise<boolean> {
  const token = getToken();
  const who = owner();
  if (!token || !who) return false;
  await writeAuth({ token, owner: who });
  return true;
}

/** The outbox changed here: every tab hears it, and this one's list is current before the caller goes on. */
async function changed(): Promise<void> {
  announce({ type: 'changed', sent: [] });
  await reload();
}

function refresh(kind: OutboxKind): void {
  for (const queryKey of REFRESHES[kind]) void queryClient?.invalidateQueries({ queryKey });
}

let draining: Promise<unknown> | null = null;
let again = false;

/** Sends what waits, if online; one drain per tab at a time, and one more after it if asked meanwhile. */
export function sendOutbox(): void {
  if (!onlineManager.isOnline() || !getToken()) return;
  if (draining) {
    again = true;
    return;
  }
  draining = (async () => {
    try {
      if (!(await keepAuth())) return;
      // Another person's writes, left by a session that ran out before someone else logged in here:
      // never sent with this session, and not shown to its person.
      const me = owner();
      for (const entry of await readEntries()) if (entry.owner !== me) await removeEntry(entry.id);
      await drainOutbox();
    } catch {
      // IndexedDB refused, or the lock was lost: the next trigger tries again.
    }
  })().finally(() => {
    draining = null;
    if (again) {
      again = false;
      sendOutbox();
    }
  });
}

/** Asks the service worker to send the outbox even if the panel is closed before the network returns. */
async function askBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.ready;
    const sync = (
      registration as
        | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
        | undefined
    )?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync here (Firefox, Safari): the outbox goes out when the panel is next open.
  }
}

export type QueuedWrite = {
  kind: OutboxKind;
  label: string;
  detail: Record<string, unknown>;
  target?: string;
  ifMatch?: string;
};

let lastSeq = 0;

async function queue<S extends CallSpec>(spec: S, input: CallInput<S>, id: string, write: QueuedWrite) {
  const url = new URL(callUrl(spec, input.params as Record<string, string | number> | undefined));
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>))
    if (value !== undefined) url.searchParams.set(key, String(value));
  if (write.target && LAST_ONE_COUNTS.has(write.kind))
    for (const old of await readEntries())
      if (old.target === write.target && old.kind === write.kind && old.state === 'waiting')
        await removeEntry(old.id);
  lastSeq = Math.max(Date.now() * 1000, lastSeq + 1);
  const entry: OutboxEntry = {
    id,
    seq: lastSeq,
    kind: write.kind,
    method: spec.method.toUpperCase() as OutboxEntry['method'],
    url: url.toString(),
    body: input.body ?? {},
    ...(write.ifMatch ? { ifMatch: write.ifMatch } : {}),
    ...(write.target ? { target: write.target } : {}),
    owner: owner() ?? '',
    label: write.label,
    detail: write.detail,
    state: 'waiting',
    createdAt: Date.now(),
  };
  await writeEntry(entry);
  await keepAuth();
  await changed();
  void askBackgroundSync();
  sendOutbox();
}

/**
 * Makes a write that may wait: online with nothing queued before it, it goes out now and answers the
 * server's data (a refusal throws, for the form to show); offline, or when the request cannot reach the
 * server, it waits in the outbox with the same key and answers 'queued'.
 */
export async function writeOrQueue<S extends CallSpec>(
  spec: S,
  input: CallInput<S>,
  write: QueuedWrite,
): Promise<{ queued: true } | { queued: false; data: CallData<S> }> {
  const id = crypto.randomUUID();
  // Behind what waits, so the order the user made them in holds; and behind a write of the same thing
  // that is in conflict or refused.
  const me = owner();
  const waiting = entries.some(
    (e) =>
      e.owner === me && (e.state === 'waiting' || (write.target !== undefined && e.target === write.target)),
  );
  if (!onlineManager.isOnline() || waiting) {
    await queue(spec, input, id, write);
    return { queued: true };
  }
  try {
    const data = await (call as (s: S, i: unknown) => Promise<CallData<S>>)(spec, {
      ...input,
      idempotencyKey: id,
      ...(write.ifMatch ? { ifMatch: write.ifMatch } : {}),
    });
    return { queued: false, data };
  } catch (error) {
    // A request that did not reach the server waits; a refusal is the form's to show.
    if (!(error instanceof NetworkError)) throw error;
    await queue(spec, input, id, write);
    return { queued: true };
  }
}

/** The user took back a write that had not gone yet. */
export async function cancelEntry(id: string): Promise<void> {
  const entry = await readEntry(id);
  await removeEntry(id);
  await changed();
  if (entry) refresh(entry.kind);
  sendOutbox();
}

/** A conflict: the user keeps their version, made now on the server's revision, and it goes out again. */
export async function keepMine(id: string, serverRevision: string): Promise<void> {
  const entry = await readEntry(id);
  if (!entry) return;
  const { problem: _settled, ...rest } = entry;
  await writeEntry({ ...rest, ifMatch: serverRevision, state: 'waiting' });
  await changed();
  sendOutbox();
}

/** The user logged out: what waited is theirs alone, and goes with them. */
export async function forgetOutbox(): Promise<void> {
  await clearOutbox().catch(() => undefined);
  await reload();
}

/** The session ran out: the service worker must not try an ended token; the writes wait for the next login. */
export const outboxSessionEnded = () => removeAuth().catch(() => undefined);

/** Starts the outbox: hears other tabs and the service worker, and sends on every chance. */
export function startOutbox(client: QueryClient): void {
  queryClient = client;
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    // Every announcement comes here, this tab's own too (each is posted from a channel of its own).
    channel.onmessage = (event: MessageEvent<OutboxNews>) => {
      void reload();
      for (const sent of event.data?.sent ?? []) refresh(sent.kind);
    };
  }
  onlineManager.subscribe((online) => {
    if (online) sendOutbox();
  });
  // Once who the user is is known, the outbox can say whose writes it sends.
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryKey[1] === 'me' && event.query.state.data) sendOutbox();
  });
  setInterval(() => {
    if (entries.some((e) => e.state === 'waiting')) sendOutbox();
  }, RETRY_MS);
  void reload().then(() => sendOutbox());
}
