import { expect, test } from '@playwright/test';
import { demoCustomerMobile } from '../../src/server/db/demo-seed-sending.ts';
import { isPhone, registerAccount, signInWithToken } from './helpers.ts';
import { defaultLineId, mobiles, pasteNumbers, topUp } from './send-helpers.ts';

const priceSkips = async (page: import('@playwright/test').Page, phone: boolean, text: string) => {
  await page.getByLabel('متن پیامک').fill('حراج آخر هفته');
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  const dialog = page.getByRole('dialog', { name: 'تأیید ارسال' });
  await expect(dialog.getByTestId('send-price')).toHaveText(/ریال$/);
  await expect(dialog.getByTestId('send-skipped')).toHaveText(text);
  await expect(dialog.getByTestId('send-recipients')).toHaveText('۱');
  if (!phone) await expect(page.getByTestId('summary-skipped')).toHaveText(text);
};

test('a customer who replies «لغو ۱۱» is left out of the next send from that line, and its price says so', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerAccount(request);
  await topUp(request, account.token, 5_000_000);
  const [customer, other] = mobiles(2, Date.now() % 1_000_000) as [string, string];
  const reply = await request.post('/v1/api/demo/inbox/receive', {
    headers: { Authorization: account.token },
    data: { number_id: await defaultLineId(request, account.token), from: customer, text: 'لغو ۱۱' },
  });
  expect(reply.ok()).toBe(true);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/quick');
  await pasteNumbers(page, [customer, other]);
  await priceSkips(page, isPhone(testInfo.project.name), '۱ شماره کنار گذاشته شد: لیست سیاه ۰، لیست لغو۱۱ ۱');
});

test('a blacklisted number is left out of the price', async ({ page, request }, testInfo) => {
  const login = await request.post('/v1/api/acl/auth/login', {
    data: { username: 'demo', password: 'Payamak@1404' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await topUp(request, token, 5_000_000);
  await signInWithToken(page, token);
  await page.goto('/send-sms/quick');
  // The demo's seeded blacklist holds its first customer.
  const blacklisted = `0${demoCustomerMobile(0).slice(2)}`;
  await pasteNumbers(page, [blacklisted, ...mobiles(1)]);
  await priceSkips(page, isPhone(testInfo.project.name), '۱ شماره کنار گذاشته شد: لیست سیاه ۱، لیست لغو۱۱ ۰');
});
