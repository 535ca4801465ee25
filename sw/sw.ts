/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

// The shell (app, fonts, icons) is precached so a cold start offline opens the panel.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Deep links work offline: every navigation outside the API gets the precached shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/v1\//] }));

// The first install takes the open page at once; a later version waits until the user accepts it.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
