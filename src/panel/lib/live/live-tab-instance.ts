// This tab's one LiveTab, loaded on demand by live-control.ts (kept apart so tests of LiveTab build
// their own with fakes).
import { checkTokenCall } from '../../../domain/auth/auth.calls.ts';
import { call } from '../api.ts';
import { getToken } from '../token.ts';
import { onLiveEvent } from './live-bus.ts';
import { SESSION_REVOKED_EVENT } from './live-socket.ts';
import { LiveTab } from './live-tabs.ts';

// A session ended elsewhere (a password change, "end this session" on another device) closes its
// socket: the token is checked at once, and the 401 that answers ends the session here and goes to
// the login page, as any refused call does. Kept here, with the socket, so the login page's first
// visit does not carry it.
onLiveEvent(SESSION_REVOKED_EVENT, () => {
  if (getToken()) void call(checkTokenCall).catch(() => {});
});

// Web Locks exist only in secure contexts (https, localhost); without them LiveTab holds alone.
const tab = new LiveTab({ locks: typeof navigator === 'undefined' ? undefined : navigator.locks });

export function startTab(): void {
  tab.start();
}

export function stopTab(): void {
  tab.stop();
}
