import { logoutCall } from '../../domain/api/calls/auth.calls.ts';
import type { UnauthorizedReason } from '../../domain/index.ts';
import { call } from './api.ts';
import { startLive, stopLive } from './live/live-control.ts';
import { removeToken, setToken } from './token.ts';

type SessionHooks = { clearCache: () => Promise<void>; toLogin: () => void };
let hooks: SessionHooks = { clearCache: async () => {}, toLogin: () => {} };
// Kept here, not in the URL: whichever way the panel reaches /login after the session ended (this
// module's navigation or a guarded route's redirect), the login screen can say why.
let endedBecause: UnauthorizedReason | null = null;

/** Why the last session was ended by the server ('expired': it ran out), until the next login. */
export const sessionEndReason = (): UnauthorizedReason | null => endedBecause;

/** main.tsx gives the session what it clears and where it goes; the rest of the panel calls signOut. */
export function configureSession(next: SessionHooks): void {
  hooks = next;
}

/** Ends the session here: remove the token, clear all cached queries, go to the login page. */
export async function endSession(reason?: UnauthorizedReason): Promise<void> {
  endedBecause = reason ?? null;
  stopLive(); // first, so no late event refills the cache cleared below
  removeToken();
  await hooks.clearCache();
  hooks.toLogin();
}

/** Logout calls the server first; a failure is thrown for the caller's error dialog. */
export async function signOut(): Promise<void> {
  await call(logoutCall);
  await endSession();
}

/** A new login: keep the token, ask the browser to keep our storage (offline data), open the dashboard. */
export async function startSession(token: string): Promise<void> {
  endedBecause = null;
  setToken(token);
  startLive();
  // Persistent storage keeps the saved queries and queued sends from being evicted under pressure.
  await navigator.storage?.persist?.().catch(() => false);
}
