import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
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
  return {
    persistClient: (client) => set(KEY, client, store),
    restoreClient: () => get<PersistedClient>(KEY, store),
    removeClient: () => del(KEY, store),
  };
}

type SaveOptions = { queryClient: QueryClient; persister: Persister; buster: string };

/**
 * Saves the cache at most once a second, with the state it holds then. TanStack's own subscription
 * dehydrates the whole cache at every change of any query (a fetch starting, data arriving, an observer
 * added): a list screen's first render made dozens of copies of everything fetched so far, which was a
 * slow phone's longest task after the first paint (issue 28); one copy a second is what was written anyway.
 * Returns what stops it, dropping a save not yet made.
 */
function saveEverySecond(options: SaveOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    void persistQueryClientSave(options).catch(() => undefined);
  };
  const changed = (event: { type: string }) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') {
      timer ??= setTimeout(save, WRITE_THROTTLE_MS);
    }
  };
  const stopQueries = options.queryClient.getQueryCache().subscribe(changed);
  const stopMutations = options.queryClient.getMutationCache().subscribe(changed);
  // A page left within the second (a tab closed, a link followed to another page) writes what it holds
  // now: the data it just fetched, or the write just queued, is what the next visit offline has.
  const leaving = () => {
    if (timer) save();
  };
  addEventListener('pagehide', leaving);
  return () => {
    if (timer) clearTimeout(timer);
    timer = null;
    stopQueries();
    stopMutations();
    removeEventListener('pagehide', leaving);
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
  if (!restore) return cleaner(options);
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
  return cleaner(options);
}

/** Saving goes on; the logout cleaner drops a save not yet made and the saved copy. */
function cleaner(options: SaveOptions): () => Promise<void> {
  let stop = saveEverySecond(options);
  return async () => {
    stop();
    await options.persister.removeClient();
    // The next session's data is saved as this one's was.
    stop = saveEverySecond(options);
  };
}
