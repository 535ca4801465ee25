import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';

/** Saved data is kept for a week: a marketer in the field may stay offline for days. gcTime follows it. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Writes to IndexedDB at most once a second, always with the latest state. */
const WRITE_THROTTLE_MS = 1000;
const KEY = 'query-cache';
// A new build may change what queries hold: its cache starts anew (tie the buster to the build).
const BUSTER = import.meta.env.VITE_BUILD_ID ?? 'dev';

export function idbPersister(): Persister {
  const store = createStore('payamak', 'persisted');
  let latest: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (latest) await set(KEY, latest, store);
  };
  // A page left within the second (a tab closed, a link followed to another page) writes what it holds
  // now: the data it just fetched is what the next visit offline shows.
  addEventListener('pagehide', () => {
    if (timer) void flush();
  });
  return {
    persistClient: (client) => {
      latest = client;
      timer ??= setTimeout(() => void flush(), WRITE_THROTTLE_MS);
    },
    restoreClient: () => get<PersistedClient>(KEY, store),
    removeClient: async () => {
      latest = null;
      if (timer) clearTimeout(timer);
      timer = null;
      await del(KEY, store);
    },
  };
}

/**
 * Restores the saved cache before the first render, then keeps saving it. Returns the logout cleaner.
 * Without a session (`restore` false) nothing is read: a logout and a new login both clear the saved cache,
 * so a visitor with no token has nothing to restore, and the first visit to /login does not open
 * IndexedDB before its first paint.
 */
export async function startPersistence(
  queryClient: QueryClient,
  { restore = true }: { restore?: boolean } = {},
): Promise<() => Promise<void>> {
  const persister = idbPersister();
  const options = { queryClient, persister, buster: BUSTER };
  if (!restore) {
    persistQueryClientSubscribe(options);
    return async () => {
      await persister.removeClient();
    };
  }
  // A new build drops the saved data (its shapes may have changed), but not the sends queued offline
  // under the old one: a send's body is the published API's, and the user was told it will go out.
  const saved = await Promise.resolve(persister.restoreClient()).catch(() => undefined);
  const queuedSends =
    saved && saved.buster !== BUSTER
      ? saved.clientState.mutations.filter(
          (m: DehydratedState['mutations'][number]) => m.state.isPaused && m.mutationKey?.[0] === 'send',
        )
      : [];
  // A broken or old saved cache is dropped by the restore itself; the panel then starts empty.
  await persistQueryClientRestore({ ...options, maxAge: CACHE_MAX_AGE_MS }).catch(() => undefined);
  if (queuedSends.length > 0) hydrate(queryClient, { mutations: queuedSends, queries: [] });
  persistQueryClientSubscribe(options);
  return async () => {
    await persister.removeClient();
  };
}
