import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { meQuery } from '../lib/account.queries.ts';
import { useMobileLayoutState } from '../lib/mobile-layout.tsx';
import { useMay } from '../lib/permissions.ts';
import { CreditBadge } from './credit-badge.tsx';
import * as styles from './header.css.ts';
import { Icon } from './icons.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { InboxLink } from './unread-badge.tsx';

type Props = { title: string; topLevel: boolean };

// Name and username separated by a bar; on a phone the page title and back go in this top bar.
export function Header({ title, topLevel }: Props) {
  const me = useQuery(meQuery());
  const router = useRouter();
  const layout = useMobileLayoutState();
  // A colleague sees the inbox and the credit only if a role grants them (the calls would be refused).
  const may = useMay();
  const showBack = !topLevel && !layout.suppressedShowBackIcon;
  return (
    <header className={styles.header}>
      <div className={styles.mobileTitle}>
        {showBack ? (
          <button
            type="button"
            className={styles.iconButton}
            aria-label="بازگشت"
            onClick={() => (layout.backNavigate ? layout.backNavigate() : router.history.back())}
          >
            <Icon name="back" />
          </button>
        ) : null}
        <h1 className={styles.mobileHeading}>{layout.title || title}</h1>
        {layout.actions}
      </div>
      <p className={styles.account}>
        {me.data ? (
          <>
            {me.data.name} | <span className={styles.ltr}>{me.data.user_name}</span>
          </>
        ) : null}
      </p>
      {may('inbox.view') ? <InboxLink /> : null}
      {may('wallet.view') ? <CreditBadge /> : null}
      <ThemeToggle />
      <ProfileMenu />
    </header>
  );
}
