import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (change: () => void) => onlineManager.subscribe(change);
const online = () => onlineManager.isOnline();

/** Whether the panel is online, as TanStack Query sees it (seeded from navigator.onLine in main.tsx). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online);
}
