import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { lazyPart } from '../lib/lazy-part.tsx';
import { useMayOpen } from '../lib/permissions.ts';
import * as styles from './bottom-bar.css.ts';
import { Icon } from './icons.tsx';
import { bottomItems } from './nav.ts';

// vaul and its dialog are loaded only when the menu is first opened (keep it off /login).
const MenuDrawer = lazyPart(() => import('./menu-drawer.tsx').then((m) => m.MenuDrawer));

export function BottomBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const mayOpen = useMayOpen();
  return (
    <nav className={styles.bar} aria-label="پیمایش اصلی">
      {bottomItems
        .filter((item) => mayOpen(item.to))
        .map((item) => (
          <Link key={item.to} to={item.to} className={styles.item}>
            <Icon name={item.icon} />
            {item.label}
          </Link>
        ))}
      <button
        type="button"
        className={styles.item}
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen(true)}
      >
        <Icon name="menu" />
        منو
      </button>
      {menuOpen ? <MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} /> : null}
    </nav>
  );
}
