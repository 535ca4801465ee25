import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { formatJalali } from '../../domain/core/jalali-format.ts';
import { useOnline } from '../lib/use-online.ts';
import * as styles from './app-shell.css.ts';

/** When the oldest data on the screen was fetched: of the queries the screen shows now (0: none). */
function useOldestShown(): number {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (change) => cache.subscribe(change),
    () => {
      let oldest = 0;
      for (const query of cache.findAll({ type: 'active' })) {
        const at = query.state.dataUpdatedAt;
        if (at > 0 && (oldest === 0 || at < oldest)) oldest = at;
      }
      return oldest;
    },
  );
}

/** Offline is normal; screens render from saved data and say how old it is ("data from ۱۴:۰۵"). */
export function OfflineBar() {
  const online = useOnline();
  const oldest = useOldestShown();
  if (online) return null;
  // In Iran's time, as every time the panel shows (formatJalali), whatever zone the phone is set to.
  const [day, time] = oldest > 0 ? formatJalali(new Date(oldest), true).split(' ') : [];
  const today = day !== undefined && day === formatJalali(new Date());
  const age = !day ? '' : today ? `ساعت ${time}` : `${day}، ساعت ${time}`;
  return (
    <p className={styles.offline} role="status">
      {age
        ? `آفلاین هستید؛ داده‌های ${age} نمایش داده می‌شوند.`
        : 'آفلاین هستید؛ داده‌های ذخیره‌شده نمایش داده می‌شوند.'}
    </p>
  );
}
