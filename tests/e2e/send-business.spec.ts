import { expect, test } from '@playwright/test';
import { formatNumber } from '../../src/domain/index.ts';
import { registerAccount, signInWithToken } from './helpers.ts';
import { choose, confirmAndSend, credit, topUp } from './send-helpers.ts';

const TOP_UP = 100_000_000;

test('a business send: category, sub-category, its count, then the send', async ({ page, request }) => {
  const account = await registerAccount(request);
  await topUp(request, account.token, TOP_UP);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/business');
  await page.getByLabel('متن پیامک').fill('تجهیزات آشپزخانهٔ صنعتی با تخفیف');
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'لطفاً شغل را انتخاب کنید' })).toBeVisible();
  await choose(page, 'دستهٔ شغلی', /^خوراک و رستوران/);
  await choose(page, 'زیردسته', /^شیرینی‌فروشی/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('recipient-count')).toHaveText('۵٬۲۰۸ گیرنده');
  await confirmAndSend(page);
  await expect(page.getByText(/فرستاده شد/)).toBeVisible({ timeout: 20_000 });
  // The header's credit follows the debit (the live credit event, or the refetch after the send).
  const left = await credit(request, account.token);
  expect(left).toBeLessThan(TOP_UP);
  const header = page
    .getByRole('status', { name: 'اعتبار (ریال)' })
    .or(page.locator('output[aria-label="اعتبار (ریال)"]'));
  await expect(header.first()).toContainText(formatNumber(left));
});

test('a postal code send: codes typed in any digits, counted by their 5-digit area', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await topUp(request, account.token, TOP_UP);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/postalcode');
  await page.getByLabel('کدهای پستی').fill('۱۲۳');
  await page.getByLabel('متن پیامک').fill('افتتاح فروشگاه محله');
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'کد پستی باید بین ۵ تا ۱۰ رقم باشد' }),
  ).toBeVisible();
  await page.getByLabel('کدهای پستی').fill('۱۲۴۷۴۱۲۳۴۵');
  await expect(page.getByTestId('recipient-count')).toHaveText('۸۳۱ گیرنده');
  await confirmAndSend(page);
  await expect(page.getByText(/فرستاده شد/)).toBeVisible({ timeout: 20_000 });
});
