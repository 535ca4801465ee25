import { expect, test } from '@playwright/test';
import { registerAccount, signInWithToken } from './helpers.ts';

test('the dashboard shows banners, quick access and news from the API', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  await page.goto('/dashboard');

  const banners = page.getByRole('region', { name: 'بنرها' });
  await expect(banners.getByRole('heading', { name: 'ارسال روی نقشه' })).toBeVisible();

  const news = page.getByRole('region', { name: 'اخبار و اطلاعیه‌ها' });
  await expect(news.getByRole('heading', { name: 'افزایش سرعت ارسال در ساعات اوج' })).toBeVisible();
  // Dates are Jalali in Persian digits, isolated left to right.
  await expect(news.locator('time[dir="ltr"]').first()).toHaveText(
    /^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2}$/,
  );
  await news.getByRole('button', { name: 'ادامه خبر' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'افزایش سرعت ارسال در ساعات اوج' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('تا دو برابر سریع‌تر')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const quick = page.getByRole('region', { name: 'دسترسی سریع' });
  await quick.getByRole('link', { name: /ارسال سریع/ }).click();
  await expect(page).toHaveURL(/\/send-sms\/quick$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ارسال سریع' })).toBeVisible();
});
