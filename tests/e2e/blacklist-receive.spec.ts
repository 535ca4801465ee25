// The blacklist's two kinds: a number put on it for receiving is listed with that kind, and its reply
// never reaches the inbox, while a reply from another number arrives live beside it.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { isPhone, registerAccount, signInWithToken } from './helpers.ts';
import { defaultLineId, mobiles } from './send-helpers.ts';

async function reply(request: APIRequestContext, token: string, line: number, from: string, text: string) {
  const response = await request.post('/v1/api/demo/inbox/receive', {
    headers: { Authorization: token },
    data: { number_id: line, from, text },
  });
  expect(response.ok()).toBe(true);
}

const local = (mobile: string) => mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] as string);

test("a receive-blacklisted sender's reply never shows in the inbox", async ({ page, request }, testInfo) => {
  const { token } = await registerAccount(request);
  const line = await defaultLineId(request, token);
  const [blocked, other] = mobiles(2) as [string, string];
  await signInWithToken(page, token);
  await page.goto(isPhone(testInfo.project.name) ? '/contacts/blacklist' : '/contacts?tab=3');
  await page.getByRole('button', { name: 'افزودن شماره' }).click();
  const dialog = page.getByRole('dialog', { name: 'افزودن به لیست سیاه' });
  const kinds = dialog.getByRole('group', { name: 'مسدود شدن' });
  await expect(kinds.getByRole('button', { name: 'ارسال', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await kinds.getByRole('button', { name: 'دریافت', exact: true }).click();
  await expect(dialog.getByText('پیامک‌های این شماره‌ها به صندوق دریافت نمی‌رسد')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^شماره‌ها/ }).fill(blocked);
  await dialog.getByRole('button', { name: 'افزودن ۱ شماره' }).click();
  await expect(page.getByRole('status').filter({ hasText: '۱ شماره به لیست سیاه افزوده شد' })).toBeVisible();
  // A row of the table on a desktop, a card on a phone: either way it shows the entry's kind.
  const entry = page
    .getByRole('region', { name: 'لیست سیاه' })
    .locator('tr, li')
    .filter({ hasText: local(blocked) });
  await expect(entry).toContainText('دریافت');
  await expect(entry).not.toContainText('ارسال');

  await page.goto('/inbox');
  await expect(page.getByText('لیست خالی است')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
  // The blocked reply comes first: had it been kept, it would be listed by the time the other is.
  await reply(request, token, line, blocked, 'پیام از شمارهٔ مسدود');
  await reply(request, token, line, other, 'پیام از شمارهٔ آزاد');
  await expect(page.getByRole('button', { name: 'پیام از شمارهٔ آزاد' })).toBeVisible();
  await expect(page.getByText('پیام از شمارهٔ مسدود')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'پیام از شمارهٔ آزاد' })).toBeVisible();
  await expect(page.getByText('پیام از شمارهٔ مسدود')).toHaveCount(0);
  await expect(page.getByText(local(blocked))).toHaveCount(0);
});
