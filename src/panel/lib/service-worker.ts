import type { Workbox } from 'workbox-window';

type Listener = (waiting: boolean) => void;
let waiting = false;
let workbox: Workbox | null = null;
const listeners = new Set<Listener>();

/** Registered by hand (injectRegister: false) so that a new version asks before taking over. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  // workbox-window is loaded after the first screen: it registers at the page's load anyway, and the
  // first visit to /login does not wait for it.
  import('workbox-window')
    .then(({ Workbox: WorkboxWindow }) => start(new WorkboxWindow('/sw.js', { scope: '/' })))
    .catch(() => undefined);
}

function start(created: Workbox): void {
  workbox = created;
  workbox.addEventListener('waiting', () => {
    waiting = true;
    for (const listener of listeners) listener(true);
  });
  // Once the new worker controls the page, reload so that page and worker are the same version.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) location.reload();
  });
  // Where workers are unavailable (private modes, policies) the panel simply runs without one.
  workbox.register().catch(() => undefined);
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  listener(waiting);
  return () => listeners.delete(listener);
}

/** The user accepted the update: the waiting worker takes over, then the page reloads. */
export function applyUpdate(): void {
  workbox?.messageSkipWaiting();
}
