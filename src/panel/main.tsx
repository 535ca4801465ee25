import '@fontsource-variable/vazirmatn';
import './ui/global.css.ts';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { adoptPersianValidationMessages } from '../domain/core/validation-messages.ts';
import { meSavedCopyIsOld } from './lib/account.queries.ts';
import { onUnauthorized } from './lib/api.ts';
import { syncInboxUnreadFromLive } from './lib/inbox-unread-live.ts';
import { claimLazyLoadReloads } from './lib/lazy-retry.ts';
import { startLive } from './lib/live/live-control.ts';
import { syncCreditFromLive } from './lib/live/live-credit.ts';
import { nextTask } from './lib/next-task.ts';
import { createQueryClient } from './lib/query-client.ts';
import { startPersistence } from './lib/query-persistence.ts';
import { loadRuntimeConfig } from './lib/runtime-config.ts';
import { registerSendMutation } from './lib/send-mutation.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { configureSession, endSession, sendPendingLogout } from './lib/session.ts';
import { applyTheme } from './lib/theme.ts';
import { syncThemeAcrossTabs } from './lib/theme-sync.ts';
import { getToken } from './lib/token.ts';
import { createAppRouter, preloadScreenOf } from './router.ts';

applyTheme();
// A screen's code that fails to arrive reloads the page up to 3 times, counted in one place.
claimLazyLoadReloads();
syncThemeAcrossTabs();
// TanStack Query starts as 'online' and only learns of later changes: a cold start offline must know.
onlineManager.setOnline(navigator.onLine);
// Where the API and the live socket are (/config.json) is known before anything calls them; it was
// asked for with the page (index.html preloads it) and arrives while the saved cache is read.
const configured = loadRuntimeConfig();
const queryClient = createQueryClient();
// --- Offline sends: the send's mutationFn is registered before the restore, so a send
// queued offline comes back from IndexedDB able to run; once restored it resumes (when online),
// once, with the Idempotency-Key it was given when the user tapped Send.
// Before any form validates: a check without a Persian message of its own falls back to a Persian one.
adoptPersianValidationMessages();
registerSendMutation(queryClient);
// The saved cache is back before the first render, so an offline cold start shows the last data.
const restored = Promise.all([startPersistence(queryClient, { restore: getToken() !== null }), configured]);
// The start is cut into tasks with the browser free between them (issue 28): loading the modules, making
// the router (its history and every screen's route), starting the session's parts, and the first render
// were one or two long tasks that kept a slow phone from answering a tap.
await nextTask();
const router = createAppRouter(queryClient);
// The screen being opened is fetched now, while the saved cache is read, not when the first render asks.
preloadScreenOf(router, location.pathname);
const [clearSavedCache] = await restored;
await nextTask();
await meSavedCopyIsOld(queryClient);
void queryClient.resumePausedMutations();
// Every other write that can wait (a contact, a draft, a read, a reply) waits in the outbox: started
// after the first screen, so the first visit to /login does not download it (a screen that writes
// imports it anyway).
void import('./lib/outbox/outbox.ts').then(({ startOutbox }) => startOutbox(queryClient));
// --- end offline sends
configureSession({
  clearCache: async () => {
    queryClient.clear();
    await clearSavedCache();
  },
  toLogin: () => void router.navigate({ to: '/login', replace: true }),
});
// A 401 on any call but the exempt ones clears the token and goes to login; a session that ran out
// says so there.
onUnauthorized((reason) => void endSession(reason));
// A logout made offline reaches the server at the next start or when the network returns.
void sendPendingLogout();
window.addEventListener('online', () => void sendPendingLogout());
// The live connection runs while a token exists; its credit event updates the header.
syncCreditFromLive(queryClient);
// The unread count beside the inbox follows the inbox's live events.
syncInboxUnreadFromLive(queryClient);
startLive();

await nextTask();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
registerServiceWorker();
