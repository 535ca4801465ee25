// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
import { expect, test } from '@playwright/test';
import { formatNumber } from '../../src/domain/index.ts';
import { apiData, choose, confirmAndSend, credit, SEND_TOP_UP, signedInWithCredit } from './send-helpers.ts';

test('a city send: province, county, its count, then the send goes out', async ({ page, request }) => {
  const account = await signedInWithCredit(page, request);
  await page.goto('/send-sms/city-province');

  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'لطفاً شهر را انتخاب کنید' })).toBeVisible();

  await choose(page, 'استان', /^آذربایجان شرقی/);
  await expect(page.getByTestId('recipient-count')).toHaveText(/^[۰-۹٬]+ گیرنده$/);
  await choose(page, 'شهرستان', /^مراغه/);
  await expect(page.getByTestId('recipient-count')).toHaveText('۱۴٬۹۱۶ گیرنده');
  await page.getByLabel('متن پیامک').fill('حراج بزرگ فروشگاه در مراغه');
  const id = await confirmAndSend(page);
  expect(id).toMatch(/^\d+$/);
  await expect(page.getByText(/فرستاده شد/)).toBeVisible({ timeout: 20_000 });
  expect(await credit(request, account.token)).toBeLessThan(SEND_TOP_UP);
});

test('a city send with a gender and birth years: the count narrows, and the report shows that many recipients', async ({
  page,
  request,
}) => {
  const account = await signedInWithCredit(page, request);
  const read = (path: string) => apiData<any>(request, account.token, path);
  const province = (await read('send/banks/provinces')).find((p: any) => p.name === 'آذربایجان شرقی');
  const county = (await read(`send/banks/counties?province_id=${province.id}`)).find(
    (c: any) => c.name === 'مراغه',
  );
  const counts = await read(
    `send/banks/counts?province_id=${province.id}&county_id=${county.id}&gender_id=2&birth_year_from=1360&birth_year_to=1380`,
  );
  const women = counts.mci_count + counts.irancell_count + counts.other_count;
  expect(women).toBeGreaterThan(0);
  expect(women).toBeLessThan(county.count / 4);

  await page.goto('/send-sms/city-province');
  await choose(page, 'استان', /^آذربایجان شرقی/);
  await choose(page, 'شهرستان', /^مراغه/);
  await expect(page.getByTestId('recipient-count')).toHaveText('۱۴٬۹۱۶ گیرنده');
  await choose(page, 'جنسیت', /^زن$/);
  await page.getByLabel('متولد از سال').fill('۱۳۶۰');
  await page.getByLabel('تا سال').fill('1380');
  await expect(page.getByTestId('recipient-count')).toHaveText(`${formatNumber(women)} گیرنده`);
  await page.getByLabel('متن پیامک').fill('دعوت بانوان به نمایشگاه صنایع دستی مراغه');
  const id = await confirmAndSend(page);
  const report = await read(`report/by_bulk?messages_outbox_id=${id}`);
  expect(report.rcpts_count).toBe(String(women));
});

test('a city send with a prefix, the white bank and one operator from a start: the report shows the count', async ({
  page,
  request,
}) => {
  const account = await signedInWithCredit(page, request);
  const read = (path: string) => apiData<any>(request, account.token, path);
  const province = (await read('send/banks/provinces')).find((p: any) => p.name === 'آذربایجان شرقی');
  const county = (await read(`send/banks/counties?province_id=${province.id}`)).find(
    (c: any) => c.name === 'مراغه',
  );
  const counts = await read(
    `send/banks/counts?province_id=${province.id}&county_id=${county.id}&number_prefix=912&bank=white`,
  );
  // Every 0912 number is MCI's; the send skips its first 100.
  expect(counts.irancell_count + counts.other_count).toBe(0);
  const expected = counts.mci_count - 100;
  expect(expected).toBeGreaterThan(0);

  await page.goto('/send-sms/city-province');
  await choose(page, 'استان', /^آذربایجان شرقی/);
  await choose(page, 'شهرستان', /^مراغه/);
  await page.getByLabel('پیش‌شماره').fill('۰۹۱۲');
  await choose(page, 'بانک شماره‌ها', /^فقط شماره‌های سفید$/);
  await choose(page, 'اپراتور', /^همراه اول$/);
  await page.getByLabel('شروع از').fill('100');
  await expect(page.getByTestId('recipient-count')).toHaveText(`${formatNumber(expected)} گیرنده`);
  await page.getByLabel('متن پیامک').fill('ارسال ویژهٔ مشترکان همراه اول مراغه');
  const id = await confirmAndSend(page);
  const report = await read(`report/by_bulk?messages_outbox_id=${id}`);
  expect(report.rcpts_count).toBe(String(expected));
});

// The map send is tested on the real map in send-map.spec.ts.
