// The panel's switch for the live connection: start when a token exists (app start, login), stop on
// logout. The socket and the tab election load on the first start, so the login page's first visit
// does not download them.
import { getToken, TOKEN_KEY } from '../token.ts';
import { getLiveStatus, subscribeLiveStatus } from './live-bus.ts';

type LiveTabs = typeof import('./live-tab-instance.ts');

let wanted = false;
let loading: Promise<LiveTabs> | null = null;
let watching = false;

/** Whatever was asked last wins, however the calls interleave with the module's loading. */
function apply(restart = false) {
  loading ??= import('./live-tab-instance.ts');
  void loading.then(
    (tabs) => {
      if (!wanted || !getToken()) return tabs.stopTab();
      if (restart) tabs.stopTab();
      tabs.startTab();
    },
    (error: unknown) => {
      loading = null; // a failed chunk load (offline) may succeed on the next start
      console.warn('live: could not load the live connection', error);
    },
  );
}

function watch() {
  if (watching) return;
  watching = true;
  // Each tab can show the connection state; the root attribute lets styles and the e2e
  // lane read it without mounting a component.
  const show = () => {
    document.documentElement.dataset.live = getLiveStatus().toLowerCase();
  };
  show();
  subscribeLiveStatus(show);
  // A login or logout in another tab changes the one stored token: follow it here too (a holder
  // reconnects with the new token).
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    wanted = getToken() !== null;
    if (wanted || loading) apply(true);
  });
}

/** Starts this tab's part of the live connection if a token is stored; safe to call repeatedly. */
export function startLive(): void {
  watch();
  if (!getToken()) return;
  wanted = true;
  apply();
}

/** Stops it (logout): no reconnection, and another tab may take the connection over. */
export function stopLive(): void {
  wanted = false;
  if (loading) apply();
}
