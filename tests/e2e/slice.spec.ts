import { expect, test } from '@playwright/test';

test('an empty path goes to the dashboard, and without a token on to login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'ورود به پنل پیامک' })).toBeVisible();
});

test('the page is Persian, right to left, in Vazirmatn served from the build', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  const heading = page.getByRole('heading', { name: 'ورود به پنل پیامک' });
  await expect(heading).toHaveCSS('direction', 'rtl');
  await expect(heading).toHaveCSS('font-family', /Vazirmatn/);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Vazirmatn Variable"', 'پیامک')))
    .toBe(true);
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).host).toBe(new URL(page.url()).host);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/screen');
  await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();
});

test('the service worker controls the page, and a reload while offline still shows the panel', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null))
    .toBe('activated');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'ورود به پنل پیامک' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/اتصال به اینترنت برقرار نیست/);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A deep link never visited before opens from the precached shell too.
  await page.goto('/some/deep/link');
  await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();
  await context.setOffline(false);
});
