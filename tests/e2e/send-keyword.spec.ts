// Keyword send (mail merge): a spreadsheet's columns become placeholders tapped into the text, each
// recipient's finished message is previewed with its own counts, the price is the sum of each one's
// parts, and the server stores the text each recipient got. (The page's other target, those who texted
// a keyword, is send-inbox-keyword.spec.ts.)
import { expect, test } from '@playwright/test';
import {
  CANCEL_11_SUFFIX,
  formatRials,
  lineE164,
  OPERATORS,
  sendPrice,
  smsParts,
  type Tariffs,
  toPersianDigits,
} from '../../src/domain/index.ts';
import { writeXlsx } from '../tools/zip-writer.ts';
import { registerAccount, signInWithToken } from './helpers.ts';
import { mobiles, topUp } from './send-helpers.ts';

const TEMPLATE = 'سلام {ex_B} عزیز، سفارش {ex_C} آماده است';

test('a keyword send from an xlsx: columns tapped in, messages previewed and priced, texts stored', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await topUp(request, account.token, 10_000_000);
  const [a, b, c] = mobiles(3);
  // The third name is long enough to make its message two parts.
  const rows = [
    [a as string, 'سارا', '۱۰۱'],
    [b as string, 'علی', '۱۰۲'],
    [c as string, 'محمدحسین '.repeat(5).trim(), '۱۰۳'],
  ];
  const expected = rows.map(([, name, order]) => `سلام ${name} عزیز، سفارش ${order} آماده است`);
  const parts = expected.map((text) => smsParts(text, { cancel11: true }));
  expect(parts.map((p) => p.parts)).toEqual([1, 1, 2]);

  await signInWithToken(page, account.token);
  await page.goto('/send-sms/keyword');
  const xlsx = await writeXlsx([['موبایل', 'نام', 'سفارش'], ...rows]);
  await page.getByLabel('فایل گیرندگان (xlsx، xls، csv یا txt)').setInputFiles({
    name: 'customers.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(xlsx),
  });
  await expect(page.getByTestId('file-summary')).toContainText('شماره‌های معتبر۳');
  await expect(page.getByLabel('ستون شماره موبایل', { exact: true })).toHaveValue('0');

  // The text typed around the column chips, each tapped in at the caret.
  const box = page.getByLabel('متن پیامک');
  await box.fill('سلام ');
  await page.getByRole('button', { name: 'نام (B)' }).click();
  await box.pressSequentially(' عزیز، سفارش ');
  await page.getByRole('button', { name: 'سفارش (C)' }).click();
  await box.pressSequentially(' آماده است');
  await expect(box).toHaveValue(TEMPLATE);

  const previews = page.getByTestId('merge-preview');
  await expect(previews.getByTestId('merge-text')).toHaveText(expected);
  await expect(previews.getByTestId('merge-counts')).toHaveText(
    parts.map((p) => `${toPersianDigits(p.length)} نویسه، ${toPersianDigits(p.parts)} بخش`),
  );
  await expect(page.getByTestId('merge-total')).toHaveText('۳ پیامک، در مجموع ۴ بخش');

  // The price: each message's own parts at the tariff, worked out here from the published tariff.
  const tariff = (await (
    await request.get('/v1/api/get_tariff', { headers: { Authorization: account.token } })
  ).json()) as { data: { tariffs: Tariffs } };
  const price = parts.reduce(
    (sum, p) =>
      sum +
      sendPrice({
        parts: p.parts,
        encoding: p.encoding,
        tariffs: tariff.data.tariffs,
        recipients: Object.fromEntries(OPERATORS.map((op) => [op, op === 'mci' ? 1 : 0])),
      }).total,
    0,
  );
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  const dialog = page.getByRole('dialog', { name: 'تأیید ارسال' });
  await expect(dialog.getByTestId('send-price')).toHaveText(formatRials(price));
  await dialog.getByRole('button', { name: 'ارسال', exact: true }).click();
  await page.waitForURL(/\/send-sms\/success-send\/\d+$/);
  const id = page.url().split('/').pop();

  // What the server stored for each recipient: their own text, read back from the report.
  const report = (await (
    await request.get(`/v1/api/report/recipients?bulk_id=${id}&per_page=10`, {
      headers: { Authorization: account.token },
    })
  ).json()) as { data: { recipient: string; message: string; msg_parts: string }[] };
  expect(report.data).toEqual(
    rows.map(([mobile], i) =>
      expect.objectContaining({
        recipient: lineE164(`98${(mobile as string).slice(1)}`),
        message: expected[i] + CANCEL_11_SUFFIX,
        msg_parts: String(parts[i]?.parts),
      }),
    ),
  );
});

test('a keyword send leaves out the rows the user excludes, and takes another mobile column', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await topUp(request, account.token, 10_000_000);
  const [a, b, c, d] = mobiles(4);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/keyword');
  const xlsx = await writeXlsx([
    ['موبایل', 'نام', 'همراه دوم'],
    [a as string, 'سارا', c as string],
    [b as string, '', d as string],
  ]);
  await page.getByLabel('فایل گیرندگان (xlsx، xls، csv یا txt)').setInputFiles({
    name: 'people.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(xlsx),
  });
  await expect(page.getByTestId('file-summary')).toContainText('شماره‌های معتبر۲');
  await page.getByRole('button', { name: 'نام (B)' }).click();
  await expect(page.getByLabel('متن پیامک')).toHaveValue('{ex_B}');
  // Row 3's name is empty: its message would be empty, and the send waits until it is left out.
  await expect(page.getByText('پیامک این ردیف‌ها خالی می‌شود: ۳')).toBeVisible();
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'کنار بگذارید' })).toBeVisible();
  await page.getByLabel('ردیف ۳: ارسال نشود').check();
  await expect(page.getByTestId('merge-total')).toHaveText('۱ پیامک، در مجموع ۱ بخش');

  // Another mobile column: the file is read again by it, the same rows, other numbers.
  await page.getByLabel('ستون شماره موبایل', { exact: true }).selectOption({ label: 'همراه دوم (C)' });
  await expect(page.getByTestId('merge-preview').first()).toContainText(toPersianDigits(c as string));
  await page.getByLabel('ردیف ۳: ارسال نشود').check();
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  const dialog = page.getByRole('dialog', { name: 'تأیید ارسال' });
  await dialog.getByTestId('send-price').filter({ hasText: /ریال$/ }).waitFor();
  await dialog.getByRole('button', { name: 'ارسال', exact: true }).click();
  await page.waitForURL(/\/send-sms\/success-send\/\d+$/);
  const id = page.url().split('/').pop();
  const report = (await (
    await request.get(`/v1/api/report/recipients?bulk_id=${id}`, {
      headers: { Authorization: account.token },
    })
  ).json()) as { data: { recipient: string; message: string }[] };
  expect(report.data.map((r) => [r.recipient, r.message])).toEqual([
    [lineE164(`98${(c as string).slice(1)}`), `سارا${CANCEL_11_SUFFIX}`],
  ]);
});
