import { Link } from '@tanstack/react-router';
import { lazyPart } from '../lib/lazy-part.tsx';
import { useMayOpen } from '../lib/permissions.ts';
import * as styles from './app-shell.css.ts';
import { navGroups } from './nav.ts';
import { UnreadCount } from './unread-badge.tsx';

// Loaded after the shell: the support area's calls stay off the first visit.
const TicketUnreadCount = lazyPart(() =>
  import('./ticket-unread-badge.tsx').then((m) => m.TicketUnreadCount),
);

/** The sidebar's groups; what the member's roles do not reach is left out, and a group left empty too. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const mayOpen = useMayOpen();
  return navGroups.map((group) => {
    const items = group.items.filter((item) => mayOpen(item.to));
    if (items.length === 0) return null;
    return (
      <section key={group.label} aria-label={group.label}>
        <h2 className={styles.navGroupLabel}>{group.label}</h2>
        <ul className={styles.navList}>
          {items.map((item) => (
            <li key={item.to}>
              <Link className={styles.navLink} to={item.to} onClick={onNavigate}>
                {item.label}
                {item.to === '/inbox' ? <UnreadCount /> : null}
                {item.to === '/support/tickets' ? <TicketUnreadCount /> : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  });
}
