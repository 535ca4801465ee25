import { logoutCall } from '../../domain/auth/auth.calls.ts';
import { apiUrl } from '../../domain/core/runtime-config.ts';
import type { UnauthorizedReason } from '../../domain/index.ts';
import { call } from './api.ts';
import { startLive, stopLive } from './live/live-control.ts';
import { runtimeConfig } from './runtime-config.ts';
import { getToken, removeToken, setToken } from './token.ts';

/** A token whose logout did not reach the server (offline): it is ended there once the network is back. */
const PENDING_LOGOUT_KEY = 'pending-logout';

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
  // The writes waiting offline stay for this person's next login; the service worker stops trying.
  await import('./outbox/outbox.ts').then((outbox) => outbox.outboxSessionEnded());
  await hooks.clearCache();
  hooks.toLogin();
}

/**
 * Logout ends the session here whatever the network says (on a shared device the token and the saved
 * data must not outlive the tap); a logout the server did not hear is sent again once online.
 */
export async function signOut(): Promise<void> {
  const token = getToken();
  try {
    await call(logoutCall);
  } catch {
    if (token) localStorage.setItem(PENDING_LOGOUT_KEY, token);
  }
  // A logout is a choice to leave this device: what waited to be sent goes too (the outbox sheet counts it).
  await import('./outbox/outbox.ts').then((outbox) => outbox.forgetOutbox());
  await endSession();
}

/** Sends a logout the server did not hear; kept for the next try while the network is down. */
export async function sendPendingLogout(): Promise<void> {
  const token = localStorage.getItem(PENDING_LOGOUT_KEY);
  if (!token) return;
  try {
    const response = await fetch(apiUrl(runtimeConfig(), location.origin, logoutCall.path), {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{}',
    });
    // Ended now, or already gone (401): either way nothing is left to end.
    if (response.ok || response.status === 401) localStorage.removeItem(PENDING_LOGOUT_KEY);
  } catch {
    // Still offline: the next start or the next 'online' tries again.
  }
}

/**
 * A new login: whatever the last user left here (its token, live connection and saved data, its queued
 * writes) is gone first; then the token is kept and the browser asked to keep our storage.
 */
export async function startSession(token: string): Promise<void> {
  endedBecause = null;
  stopLive();
  removeToken();
  await hooks.clearCache();
  setToken(token);
  startLive();
  // Persistent storage keeps the saved queries and queued sends from being evicted under pressure.
  await navigator.storage?.persist?.().catch(() => false);
}
