import { useEffect, useState } from 'react';
import { isDark } from '../lib/theme.ts';
import { setDark } from '../lib/theme-sync.ts';
import * as styles from './header.css.ts';
import { Icon } from './icons.tsx';

export function ThemeToggle() {
  const [dark, setDarkState] = useState(isDark);
  useEffect(() => {
    const update = () => setDarkState(isDark());
    window.addEventListener('payamak:theme', update);
    return () => window.removeEventListener('payamak:theme', update);
  }, []);
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={dark}
      aria-label="حالت تیره"
      onClick={() => setDark(!dark)}
    >
      <Icon name={dark ? 'sun' : 'moon'} />
    </button>
  );
}
