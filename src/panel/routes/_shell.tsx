import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppShell } from '../app/app-shell.tsx';
import { ErrorFallback } from '../app/error-fallback.tsx';
import { ExportNotices } from '../features/files/export-notices.tsx';
import { lazyPart } from '../lib/lazy-part.tsx';
import { getToken } from '../lib/token.ts';

// The low-balance banner loads after the first screen: it stays out of the shell's first visit. A
// banner whose code fails to arrive is left out until the network returns (lazyPart).
const LowBalanceBanner = lazyPart(() =>
  import('../features/wallet/low-balance-banner.tsx').then((m) => m.LowBalanceBanner),
);

// Every page inside the shell needs a stored login token; without one, the login page.
export const Route = createFileRoute('/_shell')({
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/login', replace: true });
  },
  component: Shell,
  // Inside the shell, so the menus stay usable while one screen fails.
  errorComponent: ErrorFallback,
});

/**
 * The shell with the low-balance banner, and the notices of exports finished (live, or while the user
 * was away).
 */
function Shell() {
  return (
    <>
      <AppShell banners={<LowBalanceBanner />} />
      <ExportNotices />
    </>
  );
}
