/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { drainOutbox, OUTBOX_SYNC_TAG } from '../src/panel/lib/outbox/outbox-drain.ts';

declare const self: ServiceWorkerGlobalScope;

// The shell (app, fonts, icons) is precached so a cold start offline opens the panel.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Deep links work offline: every navigation outside the API gets the precached shell. The simulated
// bank's pages, served beside the panel by the reference server, are the bank's, not the panel's.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/v1\//, /^\/bank-gateway\//] }),
);

// The runtime configuration (/config.json: where the API is) comes from the network when it answers
// in time, so a changed deployment is seen at once, and from the last copy when offline or slow.
const CONFIG_CACHE = 'payamak-runtime-config';
// A flaky connection must not hold the start: after this long the saved copy is used.
const CONFIG_NETWORK_TIMEOUT_MS = 3_000;
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/config.json',
  async ({ request }) => {
    const cache = await caches.open(CONFIG_CACHE);
    try {
      const response = await Promise.race([
        fetch(request),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('slow')), CONFIG_NETWORK_TIMEOUT_MS),
        ),
      ]);
      if (response.ok) await cache.put(request, response.clone());
      return response;
    } catch (error) {
      const saved = await cache.match(request);
      if (saved) return saved;
      throw error;
    }
  },
);

// Background Sync: the writes made offline go out when the network returns, even with the panel closed.
// The same sender as the pages', under the same lock; a drain cut short (offline again, the server busy)
// fails the event, so the browser tries again later.
type SyncEvent = ExtendableEvent & { tag: string };
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
  const sync = event as unknown as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    drainOutbox().then((end) => {
      if (end === 'offline' || end === 'later') throw new Error(`outbox: ${end}`);
    }),
  );
});

// The first install takes the open page at once; a later version waits until the user accepts it.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
