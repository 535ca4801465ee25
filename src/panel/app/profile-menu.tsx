import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useMay } from '../lib/permissions.ts';
import { signOut } from '../lib/session.ts';
import * as styles from './header.css.ts';
import { Icon } from './icons.tsx';

// The profile dropdown has 'profile view' and 'exit panel'; logout calls the server,
// and on failure an error dialog appears.
export function ProfileMenu() {
  const errorDialog = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // The profile is the account owner's; a colleague keeps its own password and two-step login.
  const owner = useMay()('owner');

  const logout = async () => {
    setBusy(true);
    try {
      await signOut();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      errorDialog.current?.showModal();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        popoverTarget="profile-menu"
        aria-label="منوی کاربر"
      >
        <Icon name="user" />
      </button>
      <div id="profile-menu" popover="auto" className={styles.menu} role="menu">
        {owner ? (
          <Link className={styles.menuItem} to="/profile" role="menuitem">
            مشاهده پروفایل
          </Link>
        ) : (
          <Link className={styles.menuItem} to="/profile/security-setting" role="menuitem">
            امنیت و رمز عبور
          </Link>
        )}
        <button type="button" className={styles.menuItem} role="menuitem" disabled={busy} onClick={logout}>
          خروج از پنل
        </button>
      </div>
      <dialog ref={errorDialog} className={styles.menu} aria-labelledby="logout-error-title">
        <h2 id="logout-error-title">خروج انجام نشد</h2>
        <p>{error}</p>
        <form method="dialog">
          <button type="submit" className={styles.menuItem}>
            بستن
          </button>
        </form>
      </dialog>
    </>
  );
}
