// Colleagues with access roles: the owner is sent to make a role before inviting anyone, makes a
// reports-only role and invites a colleague; the colleague logs in with the SMS's first password in
// another browser, changes it, sees only what the role reaches, is refused a send screen opened by its
// address with the access dialog, and lands on the login page at once when the owner deactivates it;
// the activity log tells each step.
import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { firstPasswordSentTo, isPhone, passwordInput, registerAccount, signInWithToken } from './helpers.ts';

const ROLE = 'فقط گزارش‌ها';

test('a reports-only colleague: invited, first password changed, limited, deactivated live, logged', async ({
  page,
  browser,
}, info) => {
  // Two browsers, a role, an invitation and a live logout: a loaded machine takes over a minute.
  test.setTimeout(150_000);
  const phone = isPhone(info.project.name);
  const owner = await registerAccount(page.request, 'pending');
  await signInWithToken(page, owner.token);

  // No role yet: the invite form sends the owner to make one.
  await page.goto('/colleagues/create');
  await expect(page.getByRole('heading', { name: 'ابتدا باید دسترسی بسازید' })).toBeVisible();
  await page.getByRole('link', { name: 'ساخت دسترسی' }).last().click();
  await expect(page).toHaveURL(/\/colleagues\/create-access$/);
  await page.getByLabel('عنوان نقش').fill(ROLE);
  await page.getByRole('group', { name: 'گزارش‌ها' }).getByLabel('مشاهدهٔ گزارش ارسال‌ها').check();
  await expect(page.getByLabel('همهٔ دسترسی‌های گزارش‌ها')).not.toBeChecked();
  await page.getByRole('button', { name: 'ذخیرهٔ نقش' }).click();
  await expect(page).toHaveURL(/\/colleagues\?.*tab=1/);
  await expect(page.getByRole('link', { name: ROLE })).toBeVisible();

  // The colleague, invited with the role: its first password goes to its mobile.
  const mobile = `0912${randomInt(1e7).toString().padStart(7, '0')}`;
  const username = `colleague-${Date.now().toString(36)}${randomInt(1e4)}`;
  await page.goto('/colleagues/create');
  await page.getByLabel('نام', { exact: true }).fill('رضا');
  await page.getByLabel('نام خانوادگی').fill('احمدی');
  await page.getByLabel('موبایل').fill(mobile);
  await page.getByLabel('نام کاربری').fill(username);
  await page.getByRole('button', { name: 'افزودن همکار و ارسال رمز موقت' }).click();
  await expect(page.getByText('دست‌کم یک نقش دسترسی انتخاب کنید')).toBeVisible();
  await page.getByLabel(ROLE).check();
  await page.getByRole('button', { name: 'افزودن همکار و ارسال رمز موقت' }).click();
  await expect(page).toHaveURL(/\/colleagues\/\d+$/);
  const colleaguePage = page.url();
  await expect(page.getByRole('heading', { name: 'رضا احمدی' })).toBeVisible();
  await expect(page.getByText('در انتظار تأیید')).toBeVisible();
  const firstPassword = firstPasswordSentTo(mobile);

  // A name typed wrong is corrected in place; the username stays as invited.
  await page.getByRole('button', { name: 'ویرایش' }).click();
  await expect(page.getByLabel('نام کاربری')).toHaveCount(0);
  await page.getByLabel('نام خانوادگی').fill('احمدی‌نیا');
  await page.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click();
  await expect(page.getByRole('heading', { name: 'رضا احمدی‌نیا' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ذخیرهٔ تغییرات' })).toHaveCount(0);

  // The colleague, in a browser of its own, as the same device.
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = info.project.use;
  const other = await browser.newContext({
    baseURL: String(info.project.use.baseURL),
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    ...(viewport ? { viewport } : {}),
    ...(isMobile ? { isMobile, hasTouch, userAgent, deviceScaleFactor } : {}),
  });
  const colleague = await other.newPage();
  await colleague.goto('/login');
  await colleague.getByLabel('نام کاربری').fill(username);
  await passwordInput(colleague).fill(firstPassword);
  await colleague.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(colleague.getByRole('heading', { level: 1, name: 'تغییر رمز عبور اولیه' })).toBeVisible();
  const fresh = 'Hamkar#Tazeh-1404';
  await passwordInput(colleague, 'رمز عبور اولیه').fill(firstPassword);
  await passwordInput(colleague, 'رمز عبور جدید').fill(fresh);
  await passwordInput(colleague, 'تکرار رمز عبور جدید').fill(fresh);
  await colleague.getByRole('button', { name: 'ذخیرهٔ رمز عبور و ادامه' }).click();
  await expect(colleague.getByRole('heading', { level: 1, name: 'پیشخوان' })).toBeVisible();

  // Only what the role reaches is offered: the reports, never sending, contacts or the colleagues.
  const nav = phone
    ? colleague.getByRole('navigation', { name: 'پیمایش اصلی' })
    : colleague.getByRole('navigation', { name: 'بخش‌های پنل' });
  await expect(nav.getByRole('link', { name: 'گزارش‌ها' })).toBeVisible();
  for (const hidden of phone ? ['ارسال', 'مخاطبان'] : ['ارسال پیامک', 'مخاطبان', 'همکاران', 'کیف پول'])
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  await expect(colleague.getByRole('link', { name: 'افزایش اعتبار' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'گزارش‌ها' }).click();
  await expect(colleague.getByRole('heading', { level: 1, name: 'گزارش‌ها' })).toBeVisible();
  await expect(colleague.getByRole('dialog')).toHaveCount(0);

  // A send screen opened by its address: the server refuses it, and the panel says why.
  await colleague.goto('/send-sms/quick');
  const refused = colleague.getByRole('dialog', { name: 'دسترسی محدود' });
  await expect(refused).toContainText(
    'دسترسی شما محدود است. برای ارتقای سطح دسترسی با مدیر خود هماهنگ کنید.',
  );
  await refused.getByRole('button', { name: 'متوجه شدم' }).click();
  await expect(refused).toHaveCount(0);
  await expect(colleague.locator('html')).toHaveAttribute('data-live', 'open');

  // The owner deactivates the colleague: its open tab goes to the login page by itself.
  await page.goto(colleaguePage);
  await expect(page.getByText('فعال', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'غیرفعال کردن' }).click();
  await page.getByRole('button', { name: 'غیرفعال کن' }).click();
  await expect(page.getByText('غیرفعال', { exact: true })).toBeVisible();
  await expect(colleague).toHaveURL(/\/login$/);
  expect(await colleague.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await other.close();

  // The activity log tells each step, newest first.
  await page.goto('/colleagues?tab=2');
  const log = page.getByRole('region', { name: 'گزارش فعالیت' });
  for (const step of [
    'ساخت نقش دسترسی',
    'افزودن همکار',
    'ورود به پنل',
    'تغییر رمز عبور',
    'غیرفعال کردن همکار',
  ])
    await expect(log.getByText(step, { exact: true }).first()).toBeVisible();
});
