// What every tab shares with its own screens: the live status and the received messages. Kept free
// of the socket and the tab election so the first visit (/login) loads only this much (the rest
// arrives with live-control's dynamic import once a token exists).

/** The live connection's states. */
export type LiveStatus = 'CLOSED' | 'CONNECTING' | 'OPEN' | 'ERROR';

/** Server messages are JSON with an `event` field; the payload sits under `data`. */
export type LiveMessage = { event: string; data?: unknown };

type Handler = (message: LiveMessage) => void;

const handlers = new Map<string, Set<Handler>>();
const statusListeners = new Set<() => void>();
let status: LiveStatus = 'CLOSED';

/** Calls `handler` for every message of `event` this tab receives; returns the unsubscribe. */
export function onLiveEvent(event: string, handler: Handler): () => void {
  const set = handlers.get(event) ?? new Set();
  set.add(handler);
  handlers.set(event, set);
  return () => {
    set.delete(handler);
    if (set.size === 0) handlers.delete(event);
  };
}

/** Hands a message to this tab's subscribers; one failing handler does not starve the others. */
export function dispatchLive(message: LiveMessage): void {
  for (const handler of [...(handlers.get(message.event) ?? [])]) {
    try {
      handler(message);
    } catch (error) {
      console.error(`live: a handler of "${message.event}" failed`, error);
    }
  }
}

export function getLiveStatus(): LiveStatus {
  return status;
}

export function subscribeLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of [...statusListeners]) listener();
}
