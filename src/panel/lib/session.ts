import { api } from './api.ts';
import { startLive, stopLive } from './live/live-control.ts';
import { removeToken, setToken } from './token.ts';

type SessionHooks = { clearCache: () => Promise<void>; toLogin: () => void };
let hooks: SessionHooks = { clearCache: async () => {}, toLogin: () => {} };

/** main.tsx gives the session what it clears and where it goes; the rest of the panel calls signOut. */
export function configureSession(next: SessionHooks): void {
  hooks = next;
}

/** spec 4: remove the token, clear all cached queries, go to the login page. */
export async function endSession(): Promise<void> {
  stopLive(); // first, so no late event refills the cache cleared below
  removeToken();
  await hooks.clearCache();
  hooks.toLogin();
}

/** spec 4: logout calls the server first; a failure is thrown for the caller's error dialog. */
export async function signOut(): Promise<void> {
  await api('acl/auth/logout', { method: 'POST', body: {} });
  await endSession();
}

/** A new login: keep the token, ask the browser to keep our storage (offline data), open the dashboard. */
export async function startSession(token: string): Promise<void> {
  setToken(token);
  startLive();
  // Persistent storage keeps the saved queries and queued sends from being evicted under pressure.
  await navigator.storage?.persist?.().catch(() => false);
}
