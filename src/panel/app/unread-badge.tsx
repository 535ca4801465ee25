import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatNumber } from '../../domain/index.ts';
import { inboxUnreadQuery } from '../lib/inbox-unread.ts';
import * as styles from './unread-badge.css.ts';

const label = (n: number) => `${formatNumber(n)} پیام خوانده‌نشده`;

/** The unread count beside the inbox entry of the menu; nothing while all is read. */
export function UnreadCount() {
  const unread = useQuery(inboxUnreadQuery());
  const n = unread.data ?? 0;
  if (n === 0) return null;
  return (
    <span className={styles.count} data-testid="nav-inbox-unread">
      {formatNumber(n)}
      <span className={styles.hidden}> پیام خوانده‌نشده</span>
    </span>
  );
}

/** The header's way to the inbox, with the unread count, on a phone and a desktop alike. */
export function InboxLink() {
  const unread = useQuery(inboxUnreadQuery());
  const n = unread.data ?? 0;
  return (
    <Link
      to="/inbox"
      className={styles.link}
      aria-label={n > 0 ? `صندوق دریافت، ${label(n)}` : 'صندوق دریافت'}
      data-testid="header-inbox"
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M3 13h5l1.5 3h5L16 13h5M3 13l3-8h12l3 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
      </svg>
      {n > 0 ? (
        <span className={styles.dot} aria-hidden="true">
          {n > 999 ? '+۹۹۹' : formatNumber(n)}
        </span>
      ) : null}
    </Link>
  );
}
