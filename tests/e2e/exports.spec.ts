// Exports: from a send's report page the user asks for its recipients as xlsx or csv, is told the file
// is being prepared and then that it is ready, downloads it from the file management screen, and the
// test reads its rows back. An export finished while the user was away is announced once, on the next
// visit.
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { registerAccount, signInWithToken } from './helpers.ts';
import { defaultLineNumber, mobiles, topUp } from './send-helpers.ts';

const TEXT = '=SUM(1) جشنواره پاییزه';

async function sendTo(request: APIRequestContext, token: string, numbers: string[]): Promise<number> {
  await topUp(request, token, 10_000_000);
  const response = await request.post('/v1/api/send', {
    data: {
      sending_type: 'webservice',
      from_number: await defaultLineNumber(request, token),
      message: TEXT,
      params: { recipients: numbers },
    },
    headers: { Authorization: token },
  });
  if (response.status() !== 200)
    throw new Error(`send failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { bulk_id: number } }).data.bulk_id;
}

/** From the report page: choose the format, make the file, wait to be told it is ready. */
async function exportFrom(page: Page, bulkId: number, format: 'xlsx' | 'csv') {
  await page.goto(`/reports/${bulkId}`);
  await page.getByRole('button', { name: 'خروجی گیرندگان' }).click();
  const dialog = page.getByRole('dialog', { name: 'گرفتن خروجی' });
  await dialog.getByRole('radio', { name: format === 'xlsx' ? /اکسل/ : /^csv/ }).check();
  await dialog.getByRole('button', { name: 'ساخت فایل' }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByText(/^فایل «گیرندگان ارسال [۰-۹]+» آماده است\.$/).last();
  await expect(notice).toBeVisible();
  await expect(page.getByText('فایل خروجی آماده است.')).toBeVisible();
}

async function downloadFromFiles(page: Page, format: 'xlsx' | 'csv'): Promise<string> {
  await page.goto('/file-management');
  const name = new RegExp(`^دریافت گیرندگان ارسال .*\\.${format}$`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^گیرندگان ارسال [۰-۹]+\\.${format}$`));
  const path = await download.path();
  if (!path) throw new Error('no download');
  return path;
}

test('a send’s recipients export as xlsx and csv, download from the files screen and read back', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const numbers = mobiles(3);
  const bulkId = await sendTo(request, account.token, numbers);
  await signInWithToken(page, account.token);
  const expected = numbers.map((n) => n).sort();

  await exportFrom(page, bulkId, 'xlsx');
  const xlsx = await downloadFromFiles(page, 'xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(xlsx);
  const sheet = book.worksheets[0];
  expect(sheet?.rowCount).toBe(4);
  expect(sheet?.getRow(1).getCell(1).value).toBe('شماره گیرنده');
  expect([2, 3, 4].map((r) => String(sheet?.getRow(r).getCell(1).value)).sort()).toEqual(expected);
  const text = sheet?.getRow(2).getCell(4);
  expect(text?.value).toBe(`${TEXT}\nلغو۱۱`);
  expect(text?.formula).toBeUndefined();

  await exportFrom(page, bulkId, 'csv');
  const csv = readFileSync(await downloadFromFiles(page, 'csv'), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv.slice(1).split('\r\n')[0]).toBe(
    'شماره گیرنده,وضعیت,تعداد بخش,متن پیام,زمان ارسال,زمان وضعیت نهایی',
  );
  const rows = [...csv.matchAll(/^(09\d{9}),/gm)].map((m) => m[1]).sort();
  expect(rows).toEqual(expected);
  expect(csv).toContain(`"'${TEXT}\nلغو۱۱"`);

  const list = page.getByRole('region', { name: 'فایل‌های شما' });
  await expect(list.getByText(/آماده \(۳ ردیف\)/)).toHaveCount(2);
});

test('an export finished while away is announced once, on the next visit', async ({ page, request }) => {
  const account = await registerAccount(request);
  const bulkId = await sendTo(request, account.token, mobiles(2));
  const headers = { Authorization: account.token };
  const started = await request.post('/v1/api/report/download_recipients', {
    data: { bulk_id: bulkId, format: 'csv' },
    headers,
  });
  expect(started.status()).toBe(202);
  const id = ((await started.json()) as { data: { id: number } }).data.id;
  await expect
    .poll(async () => {
      const list = await request.get('/v1/api/user/files', { headers });
      const files = ((await list.json()) as { data: { id: number; state: string }[] }).data;
      return files.find((f) => f.id === id)?.state;
    })
    .toBe('ready');

  await signInWithToken(page, account.token);
  await page.goto('/dashboard');
  const notice = page.getByText(/^فایل «گیرندگان ارسال [۰-۹]+» آماده است\.$/);
  await expect(notice).toBeVisible();
  await notice.locator('..').getByRole('link', { name: 'مدیریت فایل‌ها' }).click();
  await expect(page).toHaveURL(/\/file-management/);
  await expect(page.getByRole('region', { name: 'فایل‌های شما' }).getByText(/آماده \(۲ ردیف\)/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'فایل‌های شما' }).getByText(/آماده \(۲ ردیف\)/)).toBeVisible();
  await expect(notice).toHaveCount(0);
});
