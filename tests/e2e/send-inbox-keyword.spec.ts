// The keyword page's other target: those who texted a keyword to the user's lines. The count is the
// distinct numbers whose messages hold the keyword (one who wrote twice counts once, one who wrote
// something else not at all); the send reaches exactly them, and its report says so.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { registerAccount, signInWithToken } from './helpers.ts';
import { confirmAndSend, defaultLineId, mobiles, topUp } from './send-helpers.ts';

async function reply(request: APIRequestContext, token: string, line: number, from: string, text: string) {
  const response = await request.post('/v1/api/demo/inbox/receive', {
    headers: { Authorization: token },
    data: { number_id: line, from, text },
  });
  expect(response.ok()).toBe(true);
}

test('an inbox-keyword send shows how many texted the keyword, sends to them, and its report says as many', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await topUp(request, account.token, 10_000_000);
  const line = await defaultLineId(request, account.token);
  const [a, b, c, d] = mobiles(4);
  await reply(request, account.token, line, a as string, 'تخفیف');
  await reply(request, account.token, line, b as string, 'سلام، تخفيف می‌خواهم');
  await reply(request, account.token, line, a as string, 'باز هم تخفیف');
  await reply(request, account.token, line, c as string, 'تخفیف لطفاً');
  await reply(request, account.token, line, d as string, 'ساعت کاری فروشگاه؟');

  await signInWithToken(page, account.token);
  await page.goto('/send-sms/keyword');
  const choice = page.getByRole('group', { name: 'گیرندگان ارسال کلیدواژه‌ای' });
  await expect(choice.getByRole('button', { name: 'ارسال از فایل با متغیر ستون' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await choice.getByRole('button', { name: 'ارسال به فرستندگان کلیدواژه' }).click();
  await expect(page).toHaveURL(/\?to=senders$/);
  await page.getByRole('textbox', { name: 'کلیدواژه' }).fill('تخفیف');
  await expect(page.getByTestId('recipient-count')).toHaveText('۳ گیرنده');
  // A keyword nobody sent reaches no one, and the send says why before it is priced.
  await page.getByRole('textbox', { name: 'کلیدواژه' }).fill('عضویت');
  await expect(page.getByTestId('recipient-count')).toHaveText('۰ گیرنده');
  await page.getByLabel('متن پیامک').fill('کد تخفیف شما: پاییز۱۴۰۵');
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'هیچ شماره‌ای این کلیدواژه را' })).toBeVisible();
  await page.getByRole('textbox', { name: 'کلیدواژه' }).fill('تخفیف');
  await expect(page.getByTestId('recipient-count')).toHaveText('۳ گیرنده');

  // A reload keeps the choice and the keyword.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'کلیدواژه' })).toHaveValue('تخفیف');
  await expect(page.getByTestId('recipient-count')).toHaveText('۳ گیرنده');

  const id = await confirmAndSend(page);
  await page.goto(`/reports/${id}`);
  await expect(page.getByText('ارسال به فرستندگان کلیدواژه', { exact: true })).toBeVisible();
  const recipients = page.locator('dt', { hasText: /^گیرندگان$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(recipients).toHaveText('۳');
  const report = (await (
    await request.get(`/v1/api/report/recipients?bulk_id=${id}&per_page=10`, {
      headers: { Authorization: account.token },
    })
  ).json()) as { data: { recipient: string }[] };
  expect(report.data.map((r) => r.recipient).sort()).toEqual(
    [a, b, c].map((m) => `+98${(m as string).slice(1)}`).sort(),
  );
});
