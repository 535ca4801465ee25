import { useOnline } from '../../lib/use-online.ts';
import * as styles from './auth-card.css.ts';

/** Logging in needs the server: say so plainly instead of letting a request fail. */
export function OfflineNote() {
  if (useOnline()) return null;
  return (
    <p className={styles.status} role="status">
      اتصال به اینترنت برقرار نیست؛ برای ورود، دوباره به اینترنت وصل شوید.
    </p>
  );
}
