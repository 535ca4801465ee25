import { expect, type Page, test } from '@playwright/test';
import { registerAccount, signInWithToken } from './helpers.ts';
import { defaultLineId } from './send-helpers.ts';

const notice = (page: Page) => page.getByText(/تعهدنامهٔ این خط هنوز پذیرفته نشده است/);
const agreementList = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/v1/api/numbers/agreement-list') && r.ok());

test('a line’s agreements are read and accepted from the composer, and stay accepted after a reload', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'pending');
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/quick');
  await expect(notice(page)).toHaveText(/^۲ تعهدنامهٔ/);

  await page.getByRole('button', { name: 'خواندن و پذیرش تعهدنامه‌ها' }).click();
  const dialog = page.getByRole('dialog', { name: 'تعهدنامه‌های خط ارسال' });
  await expect(dialog.getByRole('heading', { name: 'تعهدنامه ارسال پیامک تبلیغاتی' })).toBeVisible();
  await expect(dialog.getByText(/عبارت لغو۱۱ را حذف نکنم/)).toBeVisible();
  const accept = dialog.getByRole('button', { name: 'پذیرش', exact: true });
  await expect(accept).toBeDisabled();

  // One accepted: the other is still asked for.
  await dialog.getByLabel('تعهدنامه ارسال پیامک تبلیغاتی را می‌پذیرم').check();
  await accept.click();
  await expect(notice(page)).toHaveText(/^۱ تعهدنامهٔ/);
  await expect(dialog.getByRole('heading', { name: 'تعهدنامه ارسال پیامک تبلیغاتی' })).toBeHidden();

  await dialog.getByLabel('قوانین محتوای پیامک را می‌پذیرم').check();
  await accept.click();
  await expect(dialog).toBeHidden();
  await expect(notice(page)).toBeHidden();

  // Accepted on the server, not just on the screen: the list is asked again after a reload.
  const asked = agreementList(page);
  await page.reload();
  await asked;
  await expect(page.getByRole('heading', { level: 1, name: 'ارسال سریع' })).toBeVisible();
  await expect(notice(page)).toBeHidden();
  const line = await defaultLineId(request, account.token);
  const answer = await request.get(`/v1/api/numbers/agreement-list?number_id=${line}`, {
    headers: { Authorization: account.token },
  });
  const list = ((await answer.json()) as { data: { accepted: boolean }[] }).data;
  expect(list.map((a) => a.accepted)).toEqual([true, true]);
});
