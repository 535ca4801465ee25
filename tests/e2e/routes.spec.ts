import { expect, type Page, test } from '@playwright/test';
import { isPhone, registerAccount, signInWithToken } from './helpers.ts';

// Every route of the product. {id} is filled with 1. Mobile-only routes are marked.
const routes: { path: string; mobileOnly?: true }[] = [
  { path: '/dashboard' },
  ...[
    '',
    '/quick',
    '/phonebook',
    '/file',
    '/keyword',
    '/peer-to-peer',
    '/business',
    '/map',
    '/postalcode',
    '/city-province',
    '/tower-irancell',
    '/success-send/1',
  ].map((p) => ({ path: `/send-sms${p}` })),
  { path: '/reports' },
  { path: '/reports/1' },
  { path: '/reports/archive-details/1' },
  { path: '/facilities' },
  { path: '/inbox' },
  { path: '/settings' },
  { path: '/plans' },
  { path: '/contacts' },
  { path: '/contacts/all-contacts', mobileOnly: true },
  { path: '/contacts/all-groups', mobileOnly: true },
  { path: '/contacts/group/1' },
  { path: '/contacts/manage-more-features', mobileOnly: true },
  { path: '/contacts/blacklist', mobileOnly: true },
  { path: '/contacts/cancel_11', mobileOnly: true },
  { path: '/contacts/1' },
  { path: '/wallet/credit' },
  { path: '/wallet/payment-result' },
  { path: '/wallet/transactions' },
  { path: '/profile' },
  { path: '/profile/account-info' },
  { path: '/profile/security-setting' },
  { path: '/profile/tariffs' },
  { path: '/profile/settings' },
  { path: '/profile/personal-info' },
  { path: '/profile/contact-info' },
  { path: '/profile/address-info', mobileOnly: true },
  { path: '/profile/change-phone-number', mobileOnly: true },
  { path: '/support/tickets' },
  { path: '/support/tickets/1' },
  { path: '/support/create-ticket' },
  { path: '/support/contact-info' },
  { path: '/file-management' },
  { path: '/pattern' },
  { path: '/pattern/systemic/1' },
  { path: '/pattern/create' },
  { path: '/pattern/update/1' },
  { path: '/pattern/1' },
  { path: '/developers/plugins' },
  { path: '/developers/api-keys' },
  { path: '/developers/documents' },
  { path: '/developers/api-calls' },
  { path: '/developers/api-calls/1' },
  { path: '/predefined-messages' },
  { path: '/predefined-messages/1' },
  { path: '/colleagues' },
  { path: '/colleagues/create' },
  { path: '/colleagues/create-access' },
  { path: '/colleagues/update-access/1' },
  { path: '/colleagues/1' },
];

/** Moves the running app to `path` as a link would: the router reads the address on popstate. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

test('without a token every shell route goes to the login page', async ({ page }) => {
  test.setTimeout(120_000);
  // A few direct visits (a bookmark, a shared link), then every route from inside the running app:
  // the guard is the same route check either way, and sixty full loads cost most of a minute.
  for (const path of ['/dashboard', '/reports/1', '/contacts/1', '/pattern/1']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
  for (const { path } of routes) {
    await navigateInApp(page, path);
    await expect(page, path).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'ورود به پنل' }), path).toBeVisible();
  }
});

test('with a token every route resolves to its screen, or to /404 where the device rule says', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { token } = await registerAccount(request);
  await signInWithToken(page, token);
  const phone = isPhone(testInfo.project.name);
  // The first route is a full page load; the others are reached as a link would reach them, inside
  // the running app (the router reads the address on popstate). Sixty full loads cost a minute per
  // project; direct visits are walked by the token-less test above and by each area's own specs.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const { path, mobileOnly } of routes) {
    await navigateInApp(page, path);
    if (mobileOnly && !phone) {
      await expect(page, path).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();
      continue;
    }
    await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}(\\?.*)?$`));
    // The shell marks its main area with the path it rendered: the router has moved to this route.
    await expect(page.locator(`main[data-path="${path}"]`), path).toBeVisible();
    const title = page.getByRole('heading', { level: 1 });
    await expect(title, path).toBeVisible();
    await expect(title, path).not.toHaveText('');
    await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' }), path).toHaveCount(0);
  }
});

test('an empty path opens the dashboard for a signed-in user, and /login sends them there too', async ({
  page,
  request,
}) => {
  const { token } = await registerAccount(request);
  await signInWithToken(page, token);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('tab out of range, and bad page and limit values, fall back', async ({ page, request }) => {
  const { token } = await registerAccount(request);
  await signInWithToken(page, token);
  await page.goto('/reports?tab=7&page=-2&limit=abc');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const search = await page.evaluate(() => {
    const params = new URLSearchParams(location.search);
    return { tab: params.get('tab'), page: params.get('page'), limit: params.get('limit') };
  });
  expect(search).toEqual({ tab: '0', page: '1', limit: '10' });
});
