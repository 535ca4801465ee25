import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useMatches, useRouter } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useSyncExternalStore } from 'react';
import { meQuery } from '../lib/account.queries.ts';
import { MOBILE_QUERY } from '../lib/device.ts';
import { MobileLayoutProvider } from '../lib/mobile-layout.tsx';
import { AccessLimitedDialog } from './access-limited-dialog.tsx';
import * as styles from './app-shell.css.ts';
import { BottomBar } from './bottom-bar.tsx';
import { Header } from './header.tsx';
import { bottomItems } from './nav.ts';
import { NavList } from './nav-list.tsx';
import { OfflineBar } from './offline-bar.tsx';
import { OldPanelBanner } from './old-panel-banner.tsx';
import { OutboxBar } from './outbox-sheet.tsx';
import { QueuedSendNotice } from './queued-send-notice.tsx';

// Only a colleague's first login needs it.
const FirstPassword = lazy(() => import('./first-password.tsx').then((m) => ({ default: m.FirstPassword })));

/**
 * Whether the member still holds the password the invitation sent, read from the member's record in the
 * cache (the header and the permissions ask for it). A boolean that stays false while the record is
 * unknown and then arrives: the whole frame is not rendered again for a record that changes nothing here.
 */
function useMustChangePassword(): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (change: () => void) => queryClient.getQueryCache().subscribe(change),
    [queryClient],
  );
  const read = () => queryClient.getQueryData(meQuery().queryKey)?.must_change_password === true;
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The frame of every page inside the login: sidebar on a desktop, top and bottom bars on a phone.
 * `banners` are the areas' own notices above the page (the route composes them): one still loading
 * holds up nothing else.
 */
export function AppShell({ banners }: { banners?: ReactNode }) {
  const matches = useMatches();
  const router = useRouter();
  const leaf = matches[matches.length - 1];
  // A colleague still holding the password the invitation sent changes it before anything else.
  const mustChangePassword = useMustChangePassword();
  const routeTitle = [...matches].reverse().find((m) => m.staticData.title)?.staticData.title ?? '';
  const title = mustChangePassword ? 'تغییر رمز عبور اولیه' : routeTitle;
  const leafPath = leaf?.pathname.replace(/\/+$/, '') ?? '';
  const topLevel = bottomItems.some((item) => item.to === leafPath);

  // Mobile-only and desktop-only routes are re-evaluated when the width crosses the breakpoint.
  useEffect(() => {
    const query = matchMedia(MOBILE_QUERY);
    const recheck = () => void router.invalidate();
    query.addEventListener('change', recheck);
    return () => query.removeEventListener('change', recheck);
  }, [router]);

  useEffect(() => {
    document.title = title ? `${title} | پنل پیامک` : 'پنل پیامک';
  }, [title]);

  return (
    <MobileLayoutProvider>
      <div className={styles.shell}>
        <OfflineBar />
        <OutboxBar />
        <OldPanelBanner />
        <Suspense fallback={null}>{banners}</Suspense>
        <aside className={styles.sidebar} aria-label="منوی پنل">
          <div className={styles.brand}>
            <img src="/icons/icon.svg" alt="" width={32} height={32} />
            پنل پیامک
          </div>
          <nav aria-label="بخش‌های پنل">
            <NavList />
          </nav>
        </aside>
        <div className={styles.main}>
          <Header title={title} topLevel={topLevel} />
          <main className={styles.content} data-path={leafPath}>
            <h1 className={styles.pageTitle}>{title}</h1>
            {mustChangePassword ? (
              <Suspense fallback={null}>
                <FirstPassword />
              </Suspense>
            ) : (
              <Outlet />
            )}
          </main>
        </div>
        <BottomBar />
        <QueuedSendNotice />
        <AccessLimitedDialog />
      </div>
    </MobileLayoutProvider>
  );
}
