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

/** CLOSED, CONNECTING, OPEN or ERROR: the holder tab's state, the same in every tab. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeLiveStatus, getLiveStatus, getLiveStatus);
}
