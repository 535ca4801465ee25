import { expect, test } from '@playwright/test';
import { registerAccount, signInWithToken } from './helpers.ts';
import { choose, confirmAndSend, credit, topUp } from './send-helpers.ts';

const TOP_UP = 100_000_000;

test('a city send: province, county, its count, then the send goes out', async ({ page, request }) => {
  const account = await registerAccount(request);
  await topUp(request, account.token, TOP_UP);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/city-province');

  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'لطفاً شهر را انتخاب کنید' })).toBeVisible();

  await choose(page, 'استان', /^آذربایجان شرقی/);
  await expect(page.getByTestId('recipient-count')).toHaveText(/^[۰-۹٬]+ گیرنده$/);
  await choose(page, 'شهرستان', /^مراغه/);
  await expect(page.getByTestId('recipient-count')).toHaveText('۱۴٬۹۱۶ گیرنده');
  await page.getByLabel('متن پیامک').fill('حراج بزرگ فروشگاه در مراغه');
  const id = await confirmAndSend(page);
  expect(id).toMatch(/^\d+$/);
  await expect(page.getByText(/فرستاده شد/)).toBeVisible({ timeout: 20_000 });
  expect(await credit(request, account.token)).toBeLessThan(TOP_UP);
});

// The map send is tested on the real map in send-map.spec.ts.
