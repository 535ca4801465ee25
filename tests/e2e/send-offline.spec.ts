import { expect, test } from '@playwright/test';
import { toJalaliDateTime } from '../../src/domain/index.ts';
import { registerAccount, signInWithToken } from './helpers.ts';
import {
  credit,
  defaultLineNumber,
  mobiles,
  pasteNumbers,
  priceOf,
  savedPausedSends,
  topUp,
  watchSends,
} from './send-helpers.ts';

const TOP_UP = 5_000_000;

test('a send queued offline survives three reloads and goes out once, with its key, when back online', async ({
  context,
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await topUp(request, account.token, TOP_UP);
  await signInWithToken(page, account.token);
  const sends = watchSends(page);
  await page.goto('/send-sms/quick');
  // The service worker must hold the app before the network goes.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const numbers = mobiles(4);
  await pasteNumbers(page, numbers);
  const text = 'ارسال در حالت آفلاین';
  await page.getByLabel('متن پیامک').fill(text);
  await expect(
    page.getByRole('combobox', { name: 'خط ارسال' }).or(page.getByLabel('خط ارسال')),
  ).toContainText('پیش‌فرض');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  const dialog = page.getByRole('dialog', { name: 'تأیید ارسال' });
  await expect(dialog.getByTestId('send-price')).toHaveText('پس از اتصال به اینترنت محاسبه می‌شود');
  await dialog.getByRole('button', { name: 'ارسال', exact: true }).click();
  await expect(page.getByText(/ارسال در صف ماند/)).toBeVisible();

  await expect.poll(() => savedPausedSends(page), { timeout: 10_000 }).toHaveLength(1);
  const key = (await savedPausedSends(page))[0]?.key ?? '';
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  for (let i = 0; i < 3; i++) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'ارسال سریع' })).toBeVisible();
    expect(await savedPausedSends(page)).toEqual([{ key }]);
  }
  expect(sends.keys.filter((k) => k !== '')).toEqual([]);

  const sent = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/api/send',
  );
  await context.setOffline(false);
  const bulkId = ((await (await sent).json()) as { data: { message_outbox_ids: number[] } }).data
    .message_outbox_ids[0];
  await expect.poll(() => savedPausedSends(page), { timeout: 15_000 }).toEqual([]);
  // The user hears it went, on the screen they are on, with the way to its page.
  const notice = page.getByRole('status').filter({ hasText: 'پیامک صف‌شده فرستاده شد' });
  await expect(notice).toBeVisible();
  const link = notice.getByRole('link', { name: 'مشاهدهٔ ارسال' });
  await expect(link).toHaveAttribute('href', `/send-sms/success-send/${bulkId}`);
  const price = await priceOf(request, account.token, {
    sending_type: 'webservice',
    from_number: await defaultLineNumber(request, account.token),
    message: text,
    params: { recipients: numbers },
  });
  // One debit of one send's price: it went out exactly once, and every attempt carried the key.
  await expect.poll(() => credit(request, account.token)).toBe(TOP_UP - price);
  expect(sends.keys.length).toBeGreaterThan(0);
  expect(new Set(sends.keys)).toEqual(new Set([key]));

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/send-sms/success-send/${bulkId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'ارسال ثبت شد' })).toBeVisible();
  await expect(page.getByText('پیامک صف‌شده فرستاده شد')).toBeHidden();
});

test('stop sending a scheduled send refunds it', async ({ page, request }) => {
  const account = await registerAccount(request);
  await topUp(request, account.token, TOP_UP);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/quick');
  await pasteNumbers(page, mobiles(3));
  await page.getByLabel('متن پیامک').fill('یادآوری نوبت فردا');
  await page.getByLabel('زمان‌بندی‌شده').check();
  const at = toJalaliDateTime(new Date(Date.now() + 2 * 86_400_000), { timeZone: 'Asia/Tehran' });
  const pad = (n: number) => String(n).padStart(2, '0');
  await page.getByLabel('تاریخ و ساعت ارسال').fill(`${at.jy}/${pad(at.jm)}/${pad(at.jd)} 10:30`);
  await page.getByLabel('تاریخ و ساعت ارسال').press('Tab');
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  const dialog = page.getByRole('dialog', { name: 'تأیید ارسال' });
  await expect(dialog.getByTestId('send-price')).toHaveText(/ریال$/);
  await dialog.getByRole('button', { name: 'ارسال', exact: true }).click();
  await expect(page).toHaveURL(/\/send-sms\/success-send\/\d+$/);
  await expect(page.getByText('زمان‌بندی‌شده', { exact: true })).toBeVisible();
  expect(await credit(request, account.token)).toBeLessThan(TOP_UP);
  // After a reload the page has no send answer in memory: it reads the send back (report/by_bulk).
  await page.reload();
  await expect(page.getByText('زمان‌بندی‌شده', { exact: true })).toBeVisible();
  // The recipients' count (the send's id beside it may read ۳ too).
  const recipients = page
    .getByRole('term')
    .filter({ hasText: 'گیرندگان' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(recipients).toHaveText('۳');

  await page.getByRole('button', { name: 'توقف ارسال' }).click();
  await expect(page.getByText(/ارسال متوقف شد؛ .* به کیف پول بازگشت/)).toBeVisible();
  await expect(page.getByText('متوقف شده', { exact: true })).toBeVisible();
  await expect.poll(() => credit(request, account.token)).toBe(TOP_UP);
});
