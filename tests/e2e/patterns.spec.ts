import { expect, test } from '@playwright/test';
import { signInWithToken } from './helpers.ts';

// A pattern from the first word to a test send: the reason it would be rejected shows while typing,
// it is fixed and submitted, the reviewer's answer arrives live, a test reaches the demo mobile, and an
// edit shows the live version beside the one under review until that one is confirmed.

const COMPANY = 'فروشگاه آنلاین گلبرگ'; // the demo account's company

declare global {
  interface Window {
    sawBothVersions?: boolean;
    notReloaded?: boolean;
  }
}

test('a pattern fixed before submitting, confirmed live, sent as a test, edited with both versions shown', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const login = await request.post('/v1/api/acl/auth/login', {
    data: { username: 'demo', password: 'Payamak@1404' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await signInWithToken(page, token);
  // Each project writes its own pattern: phone and desktop never touch each other's.
  const title = `کد ورود ${testInfo.project.name} ${Date.now().toString(36)}`;

  await page.goto('/pattern/create');
  await page.getByLabel('عنوان الگو').fill(title);
  await page.getByLabel('آدرس سایت').fill('https://example.ir');
  const text = page.getByLabel('متن الگو', { exact: true });
  await text.fill('کد ورود شما: ');
  await page.getByLabel('نام متغیر تازه').fill('login_code');
  await page.getByRole('button', { name: 'افزودن متغیر' }).click();
  await expect(text).toHaveValue('کد ورود شما: {{login_code}}');
  await page.getByLabel('نوع login_code').selectOption('integer');
  await page.getByLabel('طول login_code').fill('6');

  // Why it would be rejected, beside the text, before any submit.
  const companyRule = page.getByText('نام شرکت باید در متن الگو آمده باشد');
  await expect(companyRule).toBeVisible();
  // A submit waits while the reviewer would reject it, and says so.
  await page.getByRole('button', { name: 'ثبت الگو برای بررسی' }).click();
  await expect(page.getByText('۱ مورد بالا را اصلاح کنید', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/pattern\/create$/);
  await text.press('Control+End');
  await text.pressSequentially(`\n${COMPANY}`);
  await expect(companyRule).toBeHidden();

  await page.evaluate(() => {
    window.notReloaded = true;
  });
  await page.getByRole('button', { name: 'ثبت الگو برای بررسی' }).click();
  const state = page.getByTestId('pattern-state');
  await expect(state).toBeVisible();
  const code = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  expect(code).not.toBe('create');
  // The reviewer answers a moment later, pushed to this page without a reload.
  await expect(state).toHaveText('تأییدشده');
  expect(await page.evaluate(() => window.notReloaded)).toBe(true);
  await expect(page.getByText('متن الگو مورد تأیید است.')).toBeVisible();

  // A test to the demo account's own mobile, and the text the phone received.
  await page.getByLabel('مقدار login_code').fill('۴۸۱۲۰۷');
  await page.getByRole('button', { name: 'ارسال آزمایشی به موبایل من' }).click();
  await expect(page.getByText(/فرستاده شد به/)).toContainText('۰۹۱۲۱۲۳۴۵۶۷');
  const delivered = page.getByTestId('delivered-text');
  await expect(delivered).toContainText('کد ورود شما: 481207');
  await expect(delivered).toContainText(COMPANY);
  await expect(page.getByRole('link', { name: 'گزارش این ارسال' })).toBeVisible();

  // An edit: the confirmed version stays live beside the new one until the reviewer confirms it.
  await page.getByRole('link', { name: 'ویرایش', exact: true }).click();
  await expect(page).toHaveURL(`/pattern/update/${encodeURIComponent(code)}`);
  await expect(page.getByRole('button', { name: 'ثبت ویرایش برای بررسی' })).toBeVisible();
  await expect(text).toHaveValue(`کد ورود شما: {{login_code}}\n${COMPANY}`);
  await text.press('Control+End');
  await text.pressSequentially('\nاین کد را به کسی ندهید.');
  // The reviewer answers within a second: what the page showed on the way is recorded as it appears.
  await page.evaluate(() => {
    const both = () =>
      document.querySelector('[aria-label="نسخهٔ فعال"]') &&
      document.querySelector('[aria-label="نسخهٔ ویرایش‌شده"]');
    new MutationObserver(() => {
      if (both()) window.sawBothVersions = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'ثبت ویرایش برای بررسی' }).click();
  await expect(page).toHaveURL(`/pattern/${encodeURIComponent(code)}`);
  await expect.poll(() => page.evaluate(() => window.sawBothVersions === true)).toBe(true);
  // Confirmed, the second version becomes the live one.
  await expect(page.getByRole('region', { name: 'متن الگو' })).toContainText('این کد را به کسی ندهید.');
  await expect(state).toHaveText('تأییدشده');
});
