import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import * as styles from './app-shell.css.ts';
import { navGroups } from './nav.ts';
import { UnreadCount } from './unread-badge.tsx';

// Loaded after the shell: the support area's calls stay off the first visit.
const TicketUnreadCount = lazy(() =>
  import('./ticket-unread-badge.tsx').then((m) => ({ default: m.TicketUnreadCount })),
);

export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  return navGroups.map((group) => (
    <section key={group.label} aria-label={group.label}>
      <h2 className={styles.navGroupLabel}>{group.label}</h2>
      <ul className={styles.navList}>
        {group.items.map((item) => (
          <li key={item.to}>
            <Link className={styles.navLink} to={item.to} onClick={onNavigate}>
              {item.label}
              {item.to === '/inbox' ? <UnreadCount /> : null}
              {item.to === '/support/tickets' ? (
                <Suspense fallback={null}>
                  <TicketUnreadCount />
                </Suspense>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}
