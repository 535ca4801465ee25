import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { registerAccount, signInWithToken } from './helpers.ts';

// A book with a date feature takes an xlsx through the import sheet: its columns are guessed from the
// headers (the name, the date feature by its title), the answer arrives live, and the contacts are in
// the book with their dates; the book is exported as csv and the file read back.

test('import an xlsx into a book with a date feature, then export the book as csv', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await registerAccount(request);
  const headers = { Authorization: token };
  const feature = await request.post('/v1/api/phonebooks/options', {
    headers,
    data: { title: 'تاریخ تولد', latin_title: 'birthday', type: 'date' },
  });
  expect(feature.status()).toBe(200);
  const featureId = (await feature.json()).data.id as number;
  const book = await request.post('/v1/api/phonebooks', {
    headers,
    data: { title: 'مشتریان نمایشگاه', options: [featureId] },
  });
  expect(book.status()).toBe(200);
  const bookId = (await book.json()).data.id as number;

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('مخاطبان');
  sheet.addRow(['نام', 'شماره موبایل', 'تاریخ تولد']);
  sheet.addRow(['مریم رضایی', '09121112233', '1370/01/15']);
  sheet.addRow(['کاوه احمدی', '09351112244', '1365/07/01']);
  sheet.addRow(['بی‌شماره', '', '']);
  const file = Buffer.from(await workbook.xlsx.writeBuffer());

  await signInWithToken(page, token);
  await page.goto(`/contacts/group/${bookId}`);
  // The book's features are held back until the file has been read, as on a slow connection: the
  // columns are guessed again when they arrive.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const isFeatures = (url: URL) =>
    url.pathname.endsWith('/phonebooks/list-new') &&
    url.searchParams.get('id') === String(bookId) &&
    url.searchParams.get('page') === '1';
  await page.route(isFeatures, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'ورود از فایل' }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'contacts.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  const columns = page.getByRole('list', { name: 'ستون‌های فایل' });
  await expect(columns.getByRole('combobox', { name: 'مقصد ستون ۱: نام' })).toHaveText(/نام/);
  await expect(columns.getByRole('combobox', { name: 'مقصد ستون ۳: تاریخ تولد' })).toHaveText(/وارد نشود/);
  release();
  await expect(columns.getByRole('combobox', { name: 'مقصد ستون ۲: شماره موبایل' })).toHaveText(
    /شماره موبایل/,
  );
  await expect(columns.getByRole('combobox', { name: 'مقصد ستون ۳: تاریخ تولد' })).toHaveText(
    /ویژگی: تاریخ تولد/,
  );
  await page.getByRole('button', { name: 'ورود مخاطبان' }).click();
  const result = page.getByTestId('import-result');
  await expect(result).toContainText('پایان یافت', { timeout: 30_000 });
  await expect(result).toContainText('مخاطبان افزوده‌شده۲');
  await expect(result).toContainText('شماره‌ای وارد نشده است: ۱');

  const list = await request.get(
    `/v1/api/phonebooks/numbers/contact-list?phonebook_id=${bookId}&per_page=10`,
    { headers },
  );
  const contacts = (await list.json()).data as {
    name: string;
    number: string;
    options: Record<string, string>;
  }[];
  const maryam = contacts.find((c) => c.number === '+989121112233');
  expect(maryam?.name).toBe('مریم رضایی');
  expect(maryam?.options[String(featureId)]).toBe('1991-04-04');

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'خروجی' }).first().click();
  await page.getByRole('radio', { name: /csv/ }).check();
  await page.getByRole('button', { name: 'ساخت فایل' }).click();
  await expect(page.getByText('فایل خروجی آماده است').first()).toBeVisible({ timeout: 30_000 });
  const files = await request.get('/v1/api/user/files?category=contacts', { headers });
  const [made] = (await files.json()).data as { id: number; state: string }[];
  expect(made?.state).toBe('ready');
  const download = await request.get(`/v1/api/download?id=${made?.id}`, { headers });
  const lines = (await download.text())
    .replace(/^\ufeff/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('شماره موبایل,عنوان,نام,ایمیل,دفترچه تلفن,برچسب‌ها,تاریخ تولد,زمان افزودن');
  expect(lines.slice(1).map((l) => l.split(',').slice(0, 7).join(','))).toEqual(
    expect.arrayContaining([
      '09121112233,,مریم رضایی,,مشتریان نمایشگاه,,1370/01/15',
      '09351112244,,کاوه احمدی,,مشتریان نمایشگاه,,1365/07/01',
    ]),
  );
});
