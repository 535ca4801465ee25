// The security screen: the password changed while logged in (another browser of the account lands on
// the login page at once, without a reload), the authenticator app turned on and used at login, with
// a recovery code that works once, and another session ended from the list.
import { expect, type Page, test } from '@playwright/test';
import { base32Decode, totp } from '../../src/server/auth/totp.ts';
import { passwordInput, registerAccount, signInWithToken } from './helpers.ts';

const SECURITY = '/profile/security-setting';

/** A second session of the account, made as another device's login would. */
async function secondLogin(page: Page, username: string, password: string) {
  const response = await page.request.post('/v1/api/acl/auth/login', { data: { username, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'منوی کاربر' }).click();
  await page.getByRole('menuitem', { name: 'خروج از پنل' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function passwordLogin(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('نام کاربری').fill(username);
  await passwordInput(page).fill(password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.getByText('کد شش‌رقمی برنامه احراز هویت را وارد کنید.')).toBeVisible();
}

test('changing the password ends the other browser’s session at once, without a reload', async ({
  page,
  browser,
}, info) => {
  const account = await registerAccount(page.request, 'pending');
  const other = await browser.newContext({ baseURL: String(info.project.use.baseURL), locale: 'fa-IR' });
  const elsewhere = await other.newPage();
  await signInWithToken(elsewhere, await secondLogin(page, account.username, account.password));
  await elsewhere.goto('/dashboard');
  await expect(elsewhere.getByRole('heading', { level: 1, name: 'پیشخوان' })).toBeVisible();
  await expect(elsewhere.locator('html')).toHaveAttribute('data-live', 'open');

  await signInWithToken(page, account.token);
  await page.goto(SECURITY);
  await page.getByLabel('رمز عبور فعلی').fill(account.password);
  const fresh = page.getByLabel('رمز عبور جدید', { exact: true });
  // The meter, from very weak to very strong; a password holding the username rates very weak.
  await fresh.fill('abc');
  await expect(page.getByText('قدرت رمز: خیلی ضعیف')).toBeVisible();
  await fresh.fill(`Aa1!${account.username}`);
  await expect(page.getByText('قدرت رمز: خیلی ضعیف')).toBeVisible();
  await page.getByLabel('تکرار رمز عبور جدید').fill(`Aa1!${account.username}`);
  await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
  await expect(page.getByText('رمز عبور نباید شامل نام کاربری باشد')).toBeVisible();

  const next = 'Tazeh#Ramz-1404-Safe';
  await fresh.fill(next);
  await expect(page.getByText('قدرت رمز: خیلی قوی')).toBeVisible();
  await page.getByLabel('تکرار رمز عبور جدید').fill(next);
  await page.getByLabel('رمز عبور فعلی').fill('Not-It#1404');
  await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
  await expect(page.getByText('رمز عبور فعلی اشتباه است')).toBeVisible();
  // Nothing typed was lost.
  await expect(fresh).toHaveValue(next);

  await page.getByLabel('رمز عبور فعلی').fill(account.password);
  await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'رمز عبور تغییر کرد' })).toHaveText(
    'رمز عبور تغییر کرد و ۱ نشست دیگر بسته شد.',
  );
  // The other browser was not touched: its socket closed, and it went to the login page by itself.
  await expect(elsewhere).toHaveURL(/\/login$/);
  expect(await elsewhere.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // This session stays.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'تغییر رمز عبور' })).toBeVisible();
  await other.close();
});

test('the authenticator app: turned on with its first code, then a login by code and by a recovery code, once', async ({
  page,
}) => {
  const account = await registerAccount(page.request, 'pending');
  await signInWithToken(page, account.token);
  await page.goto(SECURITY);
  await page.getByRole('button', { name: 'روشن کردن برنامه' }).click();
  const setup = page.getByRole('dialog', { name: 'روشن کردن ورود با برنامه احراز هویت' });
  await passwordInput(page).fill(account.password);
  await setup.getByRole('button', { name: 'نمایش کد QR' }).click();
  await expect(setup.getByRole('img', { name: 'کد QR برنامه احراز هویت' })).toBeVisible();
  const secret = (await setup.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const codeAt = (offsetMs: number) => totp(base32Decode(secret), new Date(Date.now() + offsetMs));
  await setup.getByLabel('کد برنامه احراز هویت').fill(codeAt(-10 * 60_000));
  await setup.getByRole('button', { name: 'تأیید و روشن کردن' }).click();
  await expect(setup.getByText('کد وارد شده اشتباه است')).toBeVisible();
  await setup.getByLabel('کد برنامه احراز هویت').fill(codeAt(0));
  await setup.getByRole('button', { name: 'تأیید و روشن کردن' }).click();

  const shown = page.getByRole('dialog', { name: 'کدهای بازیابی' });
  const items = shown.getByRole('list', { name: 'کدهای بازیابی' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  const codes = await items.allTextContents();
  await shown.getByRole('button', { name: 'کدها را نگه داشتم' }).click();
  await expect(page.getByText('۱۰ کد استفاده‌نشده باقی مانده است')).toBeVisible();
  await logOut(page);

  // The enabling code's step is spent: the next step's code (the app's clock may run ahead) is taken.
  await passwordLogin(page, account.username, account.password);
  await page.getByLabel('کد تأیید').fill(codeAt(30_000));
  await page.getByRole('button', { name: 'تأیید و ورود' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);

  const recovery = codes[2] ?? '';
  await passwordLogin(page, account.username, account.password);
  await page.getByRole('button', { name: 'ورود با کد بازیابی' }).click();
  await page.getByLabel('کد بازیابی').fill(recovery);
  await page.getByRole('button', { name: 'تأیید و ورود' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page);

  await passwordLogin(page, account.username, account.password);
  await page.getByRole('button', { name: 'ورود با کد بازیابی' }).click();
  await page.getByLabel('کد بازیابی').fill(recovery);
  await page.getByRole('button', { name: 'تأیید و ورود' }).click();
  await expect(page.getByRole('alert')).toHaveText('کد وارد شده اشتباه است');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('another session is ended from the list', async ({ page }) => {
  const account = await registerAccount(page.request, 'pending');
  const second = await secondLogin(page, account.username, account.password);
  await signInWithToken(page, account.token);
  await page.goto(SECURITY);
  const list = page.getByRole('region', { name: 'نشست‌های فعال' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('(همین نشست)');
  await expect(list.getByText(/محل: همین رایانه/).first()).toBeVisible();
  await list.getByRole('button', { name: 'پایان این نشست' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const check = await page.request.post('/v1/api/acl/auth/check_token', {
    headers: { Authorization: second },
  });
  expect(check.status()).toBe(401);
  await expect(list.getByRole('button', { name: 'پایان همهٔ نشست‌های دیگر' })).toBeDisabled();
});
