// React's view of the live connection: subscribe to an event, read the shared status.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  getLiveStatus,
  type LiveMessage,
  type LiveStatus,
  onLiveEvent,
  subscribeLiveStatus,
} from './live-bus.ts';

/** Calls the latest `handler` for every `event` message this tab receives while mounted. */
export function useLiveEvent(event: string, handler: (message: LiveMessage) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onLiveEvent(event, (message) => latest.current(message)), [event]);
}

/**
 * For a screen that reads its data again when one of `events` says it changed: also on `ready`, which
 * the server says on every new connection, since what it sent while there was none was lost (a dropped
 * connection, the moments before the first socket opened, a tab taking over).
 */
export function useLiveReadAgain(events: readonly string[], readAgain: () => void): void {
  const latest = useRef(readAgain);
  useEffect(() => {
    latest.current = readAgain;
  });
  const names = [...events, 'ready'].join(' ');
  useEffect(() => {
    const stops = names.split(' ').map((event) => onLiveEvent(event, () => latest.current()));
    return () => {
      for (const stop of stops) stop();
    };
  }, [names]);
}

/** CLOSED, CONNECTING, OPEN or ERROR: the holder tab's state, the same in every tab. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeLiveStatus, getLiveStatus, getLiveStatus);
}
