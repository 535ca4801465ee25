import { useSyncExternalStore } from 'react';
import { phoneQuery } from './breakpoints.ts';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}

export const useIsPhone = () => useMediaQuery(phoneQuery);
