import { expect, type Page, test } from '@playwright/test';
import { isPhone, registerAccount, routeChunk, savedClientState, signInWithToken } from './helpers.ts';

/** The keys of the query cache the panel persisted (throttled, so it is awaited). */
async function savedQueryKeys(page: Page): Promise<string[]> {
  const state = await savedClientState<{ queries?: { queryKey: unknown[] }[] }>(page);
  return (state?.queries ?? []).map((q) => JSON.stringify(q.queryKey));
}

test('an offline cold start opens the dashboard from saved data', async ({
  context,
  page,
  request,
}, info) => {
  const account = await registerAccount(request);
  await request.post('/v1/api/demo/top_up', {
    headers: { Authorization: account.token },
    data: { amount: 2_500_000 },
  });
  await signInWithToken(page, account.token);
  await page.goto('/dashboard');
  const credit = page
    .getByRole('status', { name: 'اعتبار (ریال)' })
    .or(page.locator('output[aria-label="اعتبار (ریال)"]'));
  await expect(credit.first()).toContainText('۲٬۵۰۰٬۰۰۰');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => savedQueryKeys(page), { timeout: 10_000 }).toContain('["account","credit"]');
  await page.close();

  await context.setOffline(true);
  const cold = await context.newPage();
  await cold.goto('/dashboard');
  await expect(cold.getByRole('heading', { level: 1, name: 'پیشخوان' })).toBeVisible();
  // The bar says when the data on the screen was fetched, in Persian digits ("data from ۱۴:۰۵").
  await expect(
    cold.getByText(/^آفلاین هستید؛ داده‌های ساعت [۰-۹]{2}:[۰-۹]{2} نمایش داده می‌شوند\.$/),
  ).toBeVisible();
  await expect(cold.locator('output[aria-label="اعتبار (ریال)"]')).toContainText('۲٬۵۰۰٬۰۰۰');
  if (!isPhone(info.project.name)) await expect(cold.getByText(account.username)).toBeVisible();
  await context.setOffline(false);
});

test('logout clears the saved data', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  await page.goto('/dashboard');
  await expect.poll(() => savedQueryKeys(page), { timeout: 10_000 }).toContain('["account","credit"]');
  await page.getByRole('button', { name: 'منوی کاربر' }).click();
  await page.getByRole('menuitem', { name: 'خروج از پنل' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => savedQueryKeys(page), { timeout: 10_000 }).toEqual([]);
});

test('logout offline still clears the token and the saved data, and ends the session once online', async ({
  context,
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  await page.goto('/dashboard');
  await expect.poll(() => savedQueryKeys(page), { timeout: 10_000 }).toContain('["account","credit"]');
  // The login screen's code comes from the service worker's cache while offline.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);
  await page.getByRole('button', { name: 'منوی کاربر' }).click();
  await page.getByRole('menuitem', { name: 'خروج از پنل' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect.poll(() => savedQueryKeys(page), { timeout: 10_000 }).toEqual([]);
  // The server still holds the session until the network returns; then the panel ends it there too.
  const check = () =>
    request.get('/v1/api/acl/auth/check_token', { headers: { Authorization: account.token } });
  expect((await check()).status()).toBe(200);
  await context.setOffline(false);
  await expect.poll(async () => (await check()).status(), { timeout: 10_000 }).toBe(401);
});

test.describe('a screen whose code fails to load', () => {
  // page.route cannot see requests a service worker answers from its cache.
  test.use({ serviceWorkers: 'block' });

  test('reloads the page three times, then shows the error with a way back', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signInWithToken(page, account.token);
    const chunk = routeChunk('src/panel/routes/_shell/facilities.tsx');
    await page.route(chunk, (route) => route.abort('failed'));
    // Documents asked for, not load events: a reload can start before the previous page fired `load`.
    let loads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
    });
    await page.goto('/facilities');
    await expect(page.getByRole('heading', { name: 'خطا در دریافت اطلاعات' })).toBeVisible({
      timeout: 20_000,
    });
    // The first load and 3 reloads, then the error is raised.
    expect(loads).toBe(4);
    await expect(page.getByRole('button', { name: 'بازگشت به صفحه قبل' })).toBeVisible();

    // Once the code arrives again, the next visit loads normally and the count starts anew.
    await page.unroute(chunk);
    await page.goto('/facilities');
    await expect(page.getByRole('heading', { level: 1, name: 'امکانات' })).toBeVisible();
  });
});
