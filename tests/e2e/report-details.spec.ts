import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatRials } from '../../src/domain/core/digits.ts';
import { registerAccount, signInWithToken } from './helpers.ts';
import { credit, defaultLineNumber, topUp } from './send-helpers.ts';

const stored = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/** Fake but valid mobiles of two operators, distinct per test. */
function numbers(count: number): string[] {
  const seed = Math.floor(Math.random() * 9_000_000);
  return Array.from({ length: count }, (_, i) =>
    i % 3 === 2 ? `+98935${String(seed + i).padStart(7, '0')}` : `+98912${String(seed + i).padStart(7, '0')}`,
  );
}

/** A send made through the published API, leaving `inSeconds` from now (at once when absent). */
async function sendNow(
  request: APIRequestContext,
  token: string,
  recipients: string[],
  inSeconds?: number,
): Promise<{ id: number; price: number }> {
  const response = await request.post('/v1/api/send', {
    headers: { Authorization: token, 'Idempotency-Key': randomUUID() },
    data: {
      sending_type: 'webservice',
      from_number: await defaultLineNumber(request, token),
      message: 'جشنواره پاییزه از امروز',
      params: { recipients },
      ...(inSeconds === undefined ? {} : { send_time: stored(new Date(Date.now() + inSeconds * 1000)) }),
    },
  });
  if (!response.ok()) throw new Error(`send failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { data: { bulk_id: number; price: number } };
  return { id: body.data.bulk_id, price: body.data.price };
}

const recipientsList = (page: Page) => page.getByRole('region', { name: 'گیرندگان این ارسال' });

test("a send's page shows its facts and chart, and its recipients' statuses change live as the simulator delivers", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await registerAccount(request);
  await topUp(request, account.token, 5_000_000);
  // It leaves a few seconds from now, so the page is open before anything moves.
  const sent = await sendNow(request, account.token, numbers(12), 12);
  await signInWithToken(page, account.token);
  await page.goto(`/reports/${sent.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'جزئیات ارسال' })).toBeVisible();
  await expect(page.getByTestId('bulk-state')).toHaveText('در صف ارسال');
  await expect(page.getByText('ارسال سریع', { exact: true })).toBeVisible();
  await expect(page.getByText('جشنواره پاییزه از امروز', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'توقف ارسال' })).toBeVisible();
  // The pictures: by operator and by script drawn on canvases, described for screen readers.
  await expect(page.getByRole('img', { name: /^وضعیت گیرندگان به تفکیک اپراتور/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^وضعیت گیرندگان به تفکیک اپراتور.*همراه اول/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /^وضعیت گیرندگان به تفکیک زبان متن/ })).toBeVisible();
  const list = recipientsList(page);
  await expect(list.getByText('رسیده به گوشی')).toHaveCount(0);
  // Not gone out yet: the published status 0 reads as waiting while the send has not started.
  await expect(list.getByText('در صف ارسال').first()).toBeVisible();
  await expect(page.getByText('هنوز پیامی از این ارسال نرفته است.')).toBeVisible();

  // No reload from here: bulk_progress brings the state, the rows and the pictures.
  await expect(list.getByText('رسیده به گوشی').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('bulk-state')).toHaveText('پایان یافته', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'توقف ارسال' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^تحویل در گذر زمان/ })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^وضعیت گیرندگان به تفکیک اپراتور.*رسیده به گوشی/ }),
  ).toBeVisible();
});

test('the recipients table filters by status and number, bound to the URL, and survives a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = await registerAccount(request);
  await topUp(request, account.token, 5_000_000);
  const recipients = numbers(15);
  const sent = await sendNow(request, account.token, recipients);
  await signInWithToken(page, account.token);
  await page.goto(`/reports/${sent.id}`);
  await expect(page.getByTestId('bulk-state')).toHaveText('پایان یافته', { timeout: 30_000 });

  await page.getByLabel('وضعیت', { exact: true }).selectOption({ label: 'رسیده به گوشی' });
  await page.getByRole('button', { name: 'اعمال فیلتر' }).click();
  await expect(page).toHaveURL(/message_status=/);
  const list = recipientsList(page);
  await expect(list.getByText('رسیده به گوشی').first()).toBeVisible();
  await expect(list.getByText('نرسیده به گوشی')).toHaveCount(0);

  // One number, typed in Persian digits as a user would, from its local form.
  const one = recipients[2] as string;
  const local = `0${one.slice(3)}`.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] as string);
  await page.getByLabel('وضعیت', { exact: true }).selectOption({ label: 'همه' });
  await page.getByLabel('جستجوی شماره').fill(local);
  await page.getByRole('button', { name: 'اعمال فیلتر' }).click();
  await expect(page).toHaveURL(/recipient=/);
  await expect(list.getByText(local)).toBeVisible();
  await expect(page.getByText('از ۱ مورد')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('جستجوی شماره')).toHaveValue(local);
  await expect(list.getByText(local)).toBeVisible();
  await expect(page.getByText('از ۱ مورد')).toBeVisible();

  // Letters are refused in Persian.
  await page.getByLabel('جستجوی شماره').fill('abc');
  await page.getByRole('button', { name: 'اعمال فیلتر' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'فقط رقم‌های شماره' })).toBeVisible();
});

test('stop sending a scheduled send is confirmed, refunds its price and shows the refund', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await topUp(request, account.token, 5_000_000);
  const before = await credit(request, account.token);
  const sent = await sendNow(request, account.token, numbers(20), 3600);
  expect(await credit(request, account.token)).toBe(before - sent.price);
  await signInWithToken(page, account.token);
  await page.goto(`/reports/${sent.id}`);
  await page.getByRole('button', { name: 'توقف ارسال' }).click();
  const dialog = page.getByRole('dialog', { name: 'توقف ارسال' });
  await expect(dialog.getByText(/۲۰ پیامی که هنوز نرفته است/)).toBeVisible();
  await dialog.getByRole('button', { name: 'بله، متوقف شود' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ارسال متوقف شد' })).toContainText(
    formatRials(sent.price),
  );
  await expect(page.getByTestId('bulk-state')).toHaveText('لغو شده');
  await expect(recipientsList(page).getByText('متوقف شده').first()).toBeVisible();
  // Nothing went out: no picture of empty bars, and the counts say what was stopped.
  await expect(page.getByText('این ارسال پیش از رفتن هیچ پیامی متوقف شد.')).toBeVisible();
  await expect(page.getByText(/^۰ از ۲۰ فرستاده شد.*۲۰ متوقف شد و نرفت$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'توقف ارسال' })).toHaveCount(0);
  expect(await credit(request, account.token)).toBe(before);
});

test("another user's send, and a recent send asked for in the archive, read 'not found' in Persian", async ({
  page,
  request,
}) => {
  const owner = await registerAccount(request);
  await topUp(request, owner.token, 5_000_000);
  const sent = await sendNow(request, owner.token, numbers(3), 3600);
  const stranger = await registerAccount(request);
  await signInWithToken(page, stranger.token);
  await page.goto(`/reports/${sent.id}`);
  await expect(page.getByRole('heading', { name: 'ارسال پیدا نشد' })).toBeVisible();
  await expect(page.getByText('جشنواره پاییزه')).toHaveCount(0);
  await page.goto(`/reports/archive-details/${sent.id}`);
  await expect(page.getByRole('heading', { name: 'ارسال پیدا نشد' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`a finished send's page has no serious axe violations (${theme})`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const account = await registerAccount(request);
    await topUp(request, account.token, 5_000_000);
    const sent = await sendNow(request, account.token, numbers(6));
    await page.emulateMedia({ colorScheme: theme });
    await signInWithToken(page, account.token);
    await page.goto(`/reports/${sent.id}`);
    await expect(page.getByTestId('bulk-state')).toHaveText('پایان یافته', { timeout: 30_000 });
    await expect(page.getByRole('img', { name: /^تحویل در گذر زمان/ })).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
    expect(serious).toEqual([]);
  });
}
