import { expect, test } from '@playwright/test';
import { registerAccount, signInWithToken } from './helpers.ts';
import { choose, confirmAndSend, topUp } from './send-helpers.ts';

test('a phonebook send from the demo account, with the books counted', async ({ page, request }) => {
  const login = await request.post('/v1/api/acl/auth/login', {
    data: { username: 'demo', password: 'Payamak@1404' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await topUp(request, token, 10_000_000);
  await signInWithToken(page, token);
  await page.goto('/send-sms/phonebook');
  await page.getByLabel('متن پیامک').fill('جلسهٔ فروش فردا ساعت ۱۰');
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'لطفاً دفترچه تلفن را انتخاب کنید' })).toBeVisible();
  await choose(page, 'دفترچه تلفن', /^همکاران فروش/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('recipient-count')).toHaveText('۲۵ گیرنده');
  await confirmAndSend(page);
  await expect(page.getByText(/فرستاده شد/)).toBeVisible({ timeout: 20_000 });
});

test('an account without phonebooks is sent to its contacts first', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/phonebook');
  await expect(page.getByText('دفترچه تلفنی ندارید')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'مخاطبان' })).toBeVisible();
});

test('an Irancell towers send: areas chosen and counted', async ({ page, request }) => {
  const account = await registerAccount(request);
  await topUp(request, account.token, 100_000_000);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/tower-irancell');
  await choose(page, 'منطقهٔ دکل‌ها', /^تهران، ونک/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('recipient-count')).toHaveText('۸٬۶۲۱ گیرنده');
  await page.getByLabel('متن پیامک').fill('افتتاح شعبهٔ ونک');
  await confirmAndSend(page);
  await expect(page.getByText(/فرستاده شد/)).toBeVisible({ timeout: 20_000 });
});
