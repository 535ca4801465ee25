import { Link } from '@tanstack/react-router';
import * as styles from './app-shell.css.ts';
import { navGroups } from './nav.ts';
import { UnreadCount } from './unread-badge.tsx';

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
            </Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}
