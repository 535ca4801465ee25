// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
import { expect, test } from '@playwright/test';
import { formatNumber } from '../../src/domain/index.ts';
import { apiData, choose, confirmAndSend, credit, SEND_TOP_UP, signedInWithCredit } from './send-helpers.ts';

test('a business send: category, sub-category, its count, then the send', async ({ page, request }) => {
  const account = await signedInWithCredit(page, request);
  await page.goto('/send-sms/business');
  await page.getByLabel('متن پیامک').fill('تجهیزات آشپزخانهٔ صنعتی با تخفیف');
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'لطفاً شغل را انتخاب کنید' })).toBeVisible();
  await choose(page, 'دستهٔ شغلی', /^خوراک و رستوران/);
  await choose(page, 'زیردسته', /^شیرینی‌فروشی/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('recipient-count')).toHaveText('۵٬۲۰۸ گیرنده');
  await confirmAndSend(page);
  await expect(page.getByText(/فرستاده شد/)).toBeVisible({ timeout: 20_000 });
  // The header's credit follows the debit (the live credit event, or the refetch after the send).
  const left = await credit(request, account.token);
  expect(left).toBeLessThan(SEND_TOP_UP);
  const header = page
    .getByRole('status', { name: 'اعتبار (ریال)' })
    .or(page.locator('output[aria-label="اعتبار (ریال)"]'));
  await expect(header.first()).toContainText(formatNumber(left));
});

test('a postal code send: codes typed in any digits, counted by their 5-digit area', async ({
  page,
  request,
}) => {
  await signedInWithCredit(page, request);
  await page.goto('/send-sms/postalcode');
  await page.getByLabel('کدهای پستی').fill('۱۲۳');
  await page.getByLabel('متن پیامک').fill('افتتاح فروشگاه محله');
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'کد پستی باید بین ۵ تا ۱۰ رقم باشد' }),
  ).toBeVisible();
  await page.getByLabel('کدهای پستی').fill('۱۲۴۷۴۱۲۳۴۵');
  await expect(page.getByTestId('recipient-count')).toHaveText('۸۳۱ گیرنده');
  await confirmAndSend(page);
  await expect(page.getByText(/فرستاده شد/)).toBeVisible({ timeout: 20_000 });
});

test('a business send to one operator from a start: the count narrows, and the report shows that many recipients', async ({
  page,
  request,
}) => {
  const account = await signedInWithCredit(page, request);
  const read = (path: string) => apiData<any>(request, account.token, path);
  const category = (await read('send/jobs/categories')).find((c: any) =>
    c.name.startsWith('خوراک و رستوران'),
  );
  const sub = (await read(`send/jobs/sub-categories?main_category_id=${category.id}`)).find(
    (s: any) => s.name === 'شیرینی‌فروشی',
  );
  const counts = await read(
    `send/jobs/number-count?main_category_id=${category.id}&sub_category_id=${sub.id}&operator_id=1&start=100`,
  );
  const expected = counts.mci_count + counts.irancell_count + counts.other_count;
  expect(counts.irancell_count + counts.other_count).toBe(0);
  expect(expected).toBeGreaterThan(0);
  expect(expected).toBeLessThan(sub.count / 2);

  await page.goto('/send-sms/business');
  await choose(page, 'دستهٔ شغلی', /^خوراک و رستوران/);
  await choose(page, 'زیردسته', /^شیرینی‌فروشی/);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('recipient-count')).toHaveText('۵٬۲۰۸ گیرنده');
  await choose(page, 'اپراتور', /^همراه اول$/);
  await page.getByLabel('شروع از').fill('۱۰۰');
  await expect(page.getByTestId('recipient-count')).toHaveText(`${formatNumber(expected)} گیرنده`);
  await page.getByLabel('متن پیامک').fill('ظروف یکبارمصرف قنادی با تخفیف');
  const id = await confirmAndSend(page);
  const report = await read(`report/by_bulk?messages_outbox_id=${id}`);
  expect(report.rcpts_count).toBe(String(expected));
});

test('a postal code send with a gender, birth years and the white bank: the count narrows, and the report shows that many recipients', async ({
  page,
  request,
}) => {
  const account = await signedInWithCredit(page, request);
  const read = (path: string) => apiData<any>(request, account.token, path);
  const answer = await request.post('/v1/api/send/banks/counts', {
    headers: { Authorization: account.token },
    data: {
      type: 'postal_code',
      postal_codes: ['1247412345'],
      parts: [
        {
          postal_codes: ['1247412345'],
          filter: { gender: 1, birth_year_from: 1350, birth_year_to: 1390, white_only: true },
        },
      ],
    },
  });
  const expected = ((await answer.json()) as any).data.count as number;
  expect(expected).toBeGreaterThan(0);
  expect(expected).toBeLessThan(831 / 2);

  await page.goto('/send-sms/postalcode');
  await page.getByLabel('کدهای پستی').fill('۱۲۴۷۴۱۲۳۴۵');
  await expect(page.getByTestId('recipient-count')).toHaveText('۸۳۱ گیرنده');
  await choose(page, 'جنسیت', /^مرد$/);
  await page.getByLabel('متولد از سال').fill('۱۳۵۰');
  await page.getByLabel('تا سال').fill('1390');
  await choose(page, 'بانک شماره‌ها', /^فقط شماره‌های سفید$/);
  await expect(page.getByTestId('recipient-count')).toHaveText(`${formatNumber(expected)} گیرنده`);
  // The filters are part of the draft: a reload keeps them and their count.
  await page.reload();
  await expect(page.getByLabel('متولد از سال')).toHaveValue('1350');
  await expect(page.getByTestId('recipient-count')).toHaveText(`${formatNumber(expected)} گیرنده`);
  await page.getByLabel('متن پیامک').fill('افتتاح باشگاه ورزشی محله');
  const id = await confirmAndSend(page);
  const report = await read(`report/by_bulk?messages_outbox_id=${id}`);
  expect(report.rcpts_count).toBe(String(expected));
});
