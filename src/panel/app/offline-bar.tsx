import { useOnline } from '../lib/use-online.ts';
import * as styles from './app-shell.css.ts';

/** Offline is normal; screens render from saved data and say so. */
export function OfflineBar() {
  if (useOnline()) return null;
  return (
    <p className={styles.offline} role="status">
      آفلاین هستید؛ داده‌های ذخیره‌شده نمایش داده می‌شوند.
    </p>
  );
}
