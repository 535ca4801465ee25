import { expect, type Page, test } from '@playwright/test';
import { fixtureBytes } from '../tools/fixtures.ts';
import { writeXlsx } from '../tools/zip-writer.ts';
import { registerAccount, signInWithToken } from './helpers.ts';
import { confirmAndSend, credit, mobiles, topUp } from './send-helpers.ts';

const TOP_UP = 10_000_000;
const FILE_LABEL = 'فایل شماره‌ها (txt، csv، xlsx یا xls)';
const persian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] as string);

/** Counts downloads of the .xls reader's chunk (the file-import worker imports it only for an .xls). */
function watchXlsReader(page: Page): { loads: number } {
  const seen = { loads: 0 };
  page.on('request', (r) => {
    if (/\/assets\/xls-import-[^/]*\.js$/.test(new URL(r.url()).pathname)) seen.loads++;
  });
  return seen;
}

async function start(page: Page, request: Parameters<typeof registerAccount>[0], path: string) {
  const account = await registerAccount(request);
  await topUp(request, account.token, TOP_UP);
  await signInWithToken(page, account.token);
  await page.goto(path);
  return account;
}

test('a csv file send: read in the worker, counted, sent', async ({ page, request }) => {
  const account = await start(page, request, '/send-sms/file');
  const [a, b, c] = mobiles(3);
  // A BOM, CRLF, Persian digits, a duplicate and an invalid row, as real exports have them.
  const csv = `\ufeffنام,موبایل\r\nسارا,${a}\r\nعلی,${persian(b as string)}\r\nرضا,${c}\r\nتکراری,${a}\r\nبد,12345\r\n`;
  await page
    .getByLabel(FILE_LABEL)
    .setInputFiles({ name: 'numbers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const summary = page.getByTestId('file-summary');
  await expect(summary).toContainText('شماره‌های معتبر۳');
  await expect(summary).toContainText('تکراری۱');
  await expect(summary).toContainText('نامعتبر۱');
  await page.getByLabel('متن پیامک').fill('خبرنامهٔ ماهانه');
  await confirmAndSend(page);
  await expect(page.getByText(/فرستاده شد/)).toBeVisible({ timeout: 20_000 });
  expect(await credit(request, account.token)).toBeLessThan(TOP_UP);
});

test('an xlsx file send, numbers stored as numbers without their leading zero', async ({ page, request }) => {
  await start(page, request, '/send-sms/file');
  const numbers = mobiles(4).map((m) => m.slice(1));
  const xlsx = await writeXlsx([['موبایل'], ...numbers.map((n) => [{ n }])]);
  await page.getByLabel(FILE_LABEL).setInputFiles({
    name: 'numbers.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(xlsx),
  });
  await expect(page.getByTestId('file-summary')).toContainText('شماره‌های معتبر۴');
  await page.getByLabel('متن پیامک').fill('دعوت به جشنواره');
  await confirmAndSend(page);
  await expect(page.getByText(/فرستاده شد/)).toBeVisible({ timeout: 20_000 });
});

test('an .xls file send (Excel 97–2003, saved by LibreOffice): counted in the worker, sent to those numbers', async ({
  page,
  request,
}) => {
  const account = await start(page, request, '/send-sms/file');
  const xlsReader = watchXlsReader(page);
  // mixed.xls: 10 records; 5 valid (some stored as numbers), 1 duplicate, 2 invalid, 2 without a number.
  await page.getByLabel(FILE_LABEL).setInputFiles({
    name: 'مشتریان.xls',
    mimeType: 'application/vnd.ms-excel',
    buffer: Buffer.from(fixtureBytes('xls/mixed.xls')),
  });
  const summary = page.getByTestId('file-summary');
  await expect(summary).toContainText('شماره‌های معتبر۵');
  await expect(summary).toContainText('ردیف‌های فایل۱۰');
  await expect(summary).toContainText('نامعتبر۲');
  await expect(summary).toContainText('ردیف‌های بی‌شماره۲');
  await expect(summary).toContainText('تکراری۱');
  expect(xlsReader.loads).toBe(1);
  await page.getByLabel('متن پیامک').fill('قبض این ماه صادر شد');
  const sent = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/api/send',
  );
  await confirmAndSend(page);
  const answer = (await (await sent).json()) as { data: { bulk_id: number } };
  await expect(page.getByText(/فرستاده شد/)).toBeVisible({ timeout: 20_000 });
  // The server read the same file with the same reader: the send went to those five numbers.
  const report = await request.get(`/v1/api/report/by_bulk?messages_outbox_id=${answer.data.bulk_id}`, {
    headers: { Authorization: account.token },
  });
  expect(((await report.json()) as { data: { rcpts_count: string } }).data.rcpts_count).toBe('5');
});

test('blank cells in the mobile column are reported apart from invalid numbers', async ({
  page,
  request,
}) => {
  await start(page, request, '/send-sms/file');
  const xlsReader = watchXlsReader(page);
  const [a, b] = mobiles(2);
  const csv = `نام,موبایل,شهر\nسارا,${a},تهران\nعلی,,مشهد\nرضا,   ,قم\nمینا,+98 0912 123 4567,یزد\nنادر,نامعلوم,کرج\nپویا,${b},رشت\n,,\n`;
  await page
    .getByLabel(FILE_LABEL)
    .setInputFiles({ name: 'numbers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const summary = page.getByTestId('file-summary');
  await expect(summary).toContainText('شماره‌های معتبر۲');
  await expect(summary).toContainText('ردیف‌های فایل۶');
  await expect(summary).toContainText('نامعتبر۲');
  await expect(summary).toContainText('ردیف‌های بی‌شماره۲');
  // A csv never downloads the .xls reader.
  expect(xlsReader.loads).toBe(0);
});

test('an empty file is refused with its own message', async ({ page, request }) => {
  await start(page, request, '/send-sms/file');
  await page
    .getByLabel(FILE_LABEL)
    .setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByTestId('file-summary')).toBeHidden();
});

test('peer to peer: each number gets the text beside it in the Excel file', async ({ page, request }) => {
  await start(page, request, '/send-sms/peer-to-peer');
  await expect(page.getByLabel('متن پیامک')).toBeHidden();
  const [a, b] = mobiles(2);
  const xlsx = await writeXlsx([
    ['پیام', 'موبایل'],
    ['سفارش شما ارسال شد', a as string],
    ['سفارش شما آماده است', b as string],
  ]);
  await page.getByLabel('فایل اکسل با ستون پیام و ستون شماره موبایل').setInputFiles({
    name: 'pairs.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(xlsx),
  });
  await expect(page.getByTestId('file-summary')).toContainText('شماره‌های معتبر۲');
  await confirmAndSend(page);
  await expect(page.getByText(/فرستاده شد/)).toBeVisible({ timeout: 20_000 });
});
