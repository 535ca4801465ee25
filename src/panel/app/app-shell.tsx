import { Outlet, useMatches, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { MOBILE_QUERY } from '../lib/device.ts';
import { MobileLayoutProvider } from '../lib/mobile-layout.tsx';
import * as styles from './app-shell.css.ts';
import { BottomBar } from './bottom-bar.tsx';
import { Header } from './header.tsx';
import { bottomItems } from './nav.ts';
import { NavList } from './nav-list.tsx';
import { OfflineBar } from './offline-bar.tsx';
import { OldPanelBanner } from './old-panel-banner.tsx';
import { QueuedSendNotice } from './queued-send-notice.tsx';

// The low-balance banner loads after the first screen: it stays out of the shell's first visit. A
// banner that fails to load is no reason to take the shell down with it: it is left out.
const LowBalanceBanner = lazy(() =>
  import('../features/wallet/low-balance-banner.tsx').then(
    (m) => ({ default: m.LowBalanceBanner }),
    () => ({ default: () => null }),
  ),
);

/** The frame of every page inside the login: sidebar on a desktop, top and bottom bars on a phone. */
export function AppShell() {
  const matches = useMatches();
  const router = useRouter();
  const leaf = matches[matches.length - 1];
  const title = [...matches].reverse().find((m) => m.staticData.title)?.staticData.title ?? '';
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
        <OldPanelBanner />
        <Suspense fallback={null}>
          <LowBalanceBanner />
        </Suspense>
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
            <Outlet />
          </main>
        </div>
        <BottomBar />
        <QueuedSendNotice />
      </div>
    </MobileLayoutProvider>
  );
}
