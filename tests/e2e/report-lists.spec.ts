// The reports list: a send made in the test is at the top of /reports with its state, filters and the
// tab live in the URL and survive a reload, an empty result says so with the filters kept, and a row
// opens the send's page. Phone (cards) and desktop (a table).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatNumber } from '../../src/domain/index.ts';
import { isPhone, registerAccount, signInWithToken } from './helpers.ts';

async function sendNow(request: APIRequestContext, token: string, text: string, scheduledAt?: string) {
  const headers = { Authorization: token };
  const top = await request.post('/v1/api/demo/top_up', { data: { amount: 5_000_000 }, headers });
  expect(top.ok()).toBe(true);
  const lines = (await (await request.get('/v1/api/number/numbers', { headers })).json()).data as {
    number: string;
    is_default: boolean;
  }[];
  const line = lines.find((l) => l.is_default) ?? lines[0];
  const response = await request.post('/v1/api/send', {
    headers,
    data: {
      sending_type: 'webservice',
      from_number: line?.number,
      message: text,
      params: { recipients: ['09121234001', '09351234002'] },
      ...(scheduledAt ? { send_time: scheduledAt } : {}),
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()).data.message_outbox_ids as number[])[0] as number;
}

const rows = (page: Page) => page.getByRole('tabpanel').locator('tbody tr, ul > li');

/** The filters fold behind a button; they are open by themselves while some are in use. */
async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^فیلترها/ });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

test('a send made now is at the top of the reports with its state, and opens its page', async ({
  page,
  request,
}, info) => {
  const account = await registerAccount(request);
  await sendNow(request, account.token, 'ارسال اول آزمون گزارش');
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
  const id = await sendNow(request, account.token, 'ارسال زمان‌بندی‌شده آزمون گزارش', tomorrow);
  await signInWithToken(page, account.token);
  await page.goto('/reports');
  await expect(page.getByRole('tab', { name: '۳۰ روز اخیر' })).toHaveAttribute('aria-selected', 'true');
  const first = rows(page).first();
  await expect(first).toContainText(formatNumber(id));
  await expect(first).toContainText('در صف ارسال');
  await expect(first).toContainText('ارسال زمان‌بندی‌شده آزمون گزارش');
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: 'صفحه‌بندی' })).toContainText('از ۲ ارسال');
  if (isPhone(info.project.name)) await expect(page.locator('table')).toHaveCount(0);
  else await expect(page.locator('table')).toBeVisible();
  await first.getByRole('link', { name: `جزئیات ارسال ${formatNumber(id)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${id}$`));
});

test('filters and the tab are kept in the URL and survive a reload; an empty result says so', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await sendNow(request, account.token, 'جشنواره پاییزه آزمون');
  // Scheduled for tomorrow, so it stays in the send queue whatever the simulator does meanwhile.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
  const other = await sendNow(request, account.token, 'یادآوری نوبت آزمون', tomorrow);
  await signInWithToken(page, account.token);
  await page.goto('/reports');
  await expect(rows(page)).toHaveCount(2);

  await openFilters(page);
  await page.getByLabel('متن پیام').fill('یادآوری');
  await page.getByLabel('وضعیت').selectOption({ label: 'در صف ارسال' });
  await page.getByRole('button', { name: 'اعمال فیلتر' }).click();
  await expect(page).toHaveURL(/text=/);
  await expect(page).toHaveURL(/state=/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(formatNumber(other));

  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(formatNumber(other));
  await openFilters(page);
  await expect(page.getByLabel('متن پیام')).toHaveValue('یادآوری');

  await page.getByRole('tab', { name: 'بایگانی' }).click();
  await expect(page).toHaveURL(/tab=2/);
  await expect(page.getByRole('heading', { name: 'ارسالی پیدا نشد' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'بایگانی' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'ارسالی پیدا نشد' })).toBeVisible();
  await openFilters(page);
  await expect(page.getByLabel('متن پیام')).toHaveValue('یادآوری');

  await page.getByRole('button', { name: 'پاک کردن' }).click();
  await expect(page.getByRole('heading', { name: 'بایگانی خالی است' })).toBeVisible();
});

test('a bad filter is refused in Persian, the filters kept', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  await page.goto('/reports?count_from=%229%22&count_to=%221%22');
  await expect(page.getByRole('alert')).toHaveText('ابتدای بازه نباید بعد از انتهای آن باشد');
  await openFilters(page);
  await expect(page.getByRole('textbox', { name: 'از' })).toHaveValue('9');
});
