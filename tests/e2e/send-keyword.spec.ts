import { expect, test } from '@playwright/test';
import { registerAccount, signInWithToken } from './helpers.ts';
import { confirmAndSend, defaultLineId, mobiles, topUp } from './send-helpers.ts';

test('a keyword send: the people who texted it, however they typed it, counted and reached', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await topUp(request, account.token, 10_000_000);
  const line = await defaultLineId(request, account.token);
  const [a, b, c] = mobiles(3);
  // Customers text the account's line, as the operator would deliver it.
  for (const [from, text] of [
    [a, 'عضويت'],
    [b, 'سلام، عضویت در باشگاه'],
    [a, 'عضویت'],
    [c, 'ساعت کاری؟'],
  ] as const) {
    const answer = await request.post('/v1/api/demo/inbox/receive', {
      data: { number_id: line, from, text },
      headers: { Authorization: account.token },
    });
    expect(answer.ok()).toBe(true);
  }
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/keyword');
  await page.getByLabel('متن پیامک').fill('به باشگاه مشتریان خوش آمدید');
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'کلیدواژه را وارد کنید' })).toBeVisible();
  await page.getByLabel('کلیدواژه').fill('عضویت');
  await expect(page.getByTestId('recipient-count')).toHaveText('۲ گیرنده');
  const id = await confirmAndSend(page);
  expect(Number(id)).toBeGreaterThan(0);
  await expect(page.getByText(/رسیده به گوشی/)).toBeVisible({ timeout: 20_000 });
});
