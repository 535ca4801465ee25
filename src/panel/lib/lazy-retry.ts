import { LAZY_LOAD_RETRIES } from '../../domain/index.ts';

const KEY = 'payamak:lazy-retries';
/**
 * Reloads for one failure follow each other within seconds; a failure this long after the series began
 * is a new one and gets its own retries. (A "loaded fine" signal cannot reset the count: the router
 * resolves a route before its component's code is found missing.)
 */
const SERIES_MS = 60_000;

type Series = { count: number; since: number };

/** A screen's code that failed to arrive (a new deploy removed the old chunk, or the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload/i.test(
    message,
  );
}

function readSeries(now: number): Series {
  try {
    const series = JSON.parse(sessionStorage.getItem(KEY) ?? '') as Series;
    if (now - series.since < SERIES_MS) return series;
  } catch {
    // No series yet, or an unreadable one: start a new one.
  }
  return { count: 0, since: now };
}

/** TanStack Router's lazy component reloads once by itself for a missing module, under this key. */
const routerReloadKey = (error: unknown) =>
  `tanstack_router_reload:${error instanceof Error ? error.message : ''}`;

/** Whether this page has already asked for its reload. */
let reloadAsked = false;

/**
 * A failed lazy screen load reloads the page, up to 3 times; then the error is raised.
 * Returns false when the retries are spent. The count lives in sessionStorage to survive the reloads.
 * The router's own one-off reload is marked as done, so that the count here is the only one.
 */
export function reloadForLazyLoad(error: unknown, now = Date.now()): boolean {
  sessionStorage.setItem(routerReloadKey(error), '1');
  // One page asks for one reload: the same failure can reach more than one error boundary (or one
  // twice) before the reload takes effect, and each must not count a retry of its own.
  if (reloadAsked) return true;
  const series = readSeries(now);
  if (series.count >= LAZY_LOAD_RETRIES) return false;
  sessionStorage.setItem(KEY, JSON.stringify({ count: series.count + 1, since: series.since }));
  reloadAsked = true;
  location.reload();
  return true;
}

/**
 * Vite announces a screen's code that failed to arrive (`vite:preloadError`) before the router sees the
 * failure. Marking the router's one-off reload as done right then leaves the count to
 * `reloadForLazyLoad` alone; otherwise whether the router reloaded first depended on timing.
 */
export function claimLazyLoadReloads(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    if (isChunkLoadError(error)) sessionStorage.setItem(routerReloadKey(error), '1');
  });
}

/** The user asked to try again: give the next failure its full retries. */
export function resetLazyLoadRetries(): void {
  sessionStorage.removeItem(KEY);
}
