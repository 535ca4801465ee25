import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
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
    timer = null;
    if (latest) await set(KEY, latest, store);
  };
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

/** Restores the saved cache before the first render, then keeps saving it. Returns the logout cleaner. */
export async function startPersistence(queryClient: QueryClient): Promise<() => Promise<void>> {
  const persister = idbPersister();
  const options = { queryClient, persister, buster: BUSTER };
  // A broken or old saved cache is dropped by the restore itself; the panel then starts empty.
  await persistQueryClientRestore({ ...options, maxAge: CACHE_MAX_AGE_MS }).catch(() => undefined);
  persistQueryClientSubscribe(options);
  return async () => {
    await persister.removeClient();
  };
}
