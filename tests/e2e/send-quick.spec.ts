import { expect, test } from '@playwright/test';
import { registerAccount, signInWithToken } from './helpers.ts';
import { credit, mobiles, pasteNumbers, topUp } from './send-helpers.ts';

test('/send-sms lists the ten ways to send, each leading to its own screen', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms');
  const names = [
    'ارسال سریع',
    'ارسال از دفترچه تلفن',
    'ارسال از فایل',
    'ارسال کلیدواژه‌ای',
    'ارسال نظیر به نظیر',
    'ارسال به مشاغل',
    'ارسال روی نقشه',
    'ارسال بر اساس کد پستی',
    'ارسال شهری و استانی',
    'ارسال منطقه‌ای ایرانسل',
  ];
  const main = page.getByRole('main');
  for (const name of names)
    await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  await main.getByRole('link', { name: /^ارسال سریع/ }).click();
  await expect(page).toHaveURL(/\/send-sms\/quick$/);
});

test('the quick composer counts the text with لغو۱۱, refuses what is missing and keeps the draft across a reload', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/quick');

  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'شماره‌ای وارد نشده است' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'متن پیامک را وارد کنید' })).toBeVisible();

  const text = page.getByLabel('متن پیامک');
  // 'Hi' alone is 2 GSM characters; the suffix makes it Persian (UCS-2): 2 + 6 = 8 of 70.
  await text.fill('Hi');
  await expect(page.getByText('۸ نویسه', { exact: true })).toBeVisible();
  await expect(page.getByText('۱ بخش', { exact: true })).toBeVisible();
  await expect(page.getByText('لغو۱۱', { exact: false }).first()).toBeVisible();

  // An Arabic yeh is flagged and fixed in one tap.
  await text.fill('سلام علي');
  await expect(page.getByText('«ي» عربی به جای «ی» فارسی')).toBeVisible();
  await page.getByRole('button', { name: 'اصلاح همه' }).click();
  await expect(text).toHaveValue('سلام علی');

  await pasteNumbers(page, mobiles(3));
  await expect(page.getByText('۳ شماره', { exact: true })).toBeVisible();
  await page.waitForTimeout(600); // the draft is saved after a 400 ms pause in typing
  await page.reload();
  await expect(page.getByLabel('متن پیامک')).toHaveValue('سلام علی');
  await expect(page.getByText('۳ شماره', { exact: true })).toBeVisible();
});

test('a quick send to pasted numbers shows its price, reaches the success page and goes out', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await topUp(request, account.token, 5_000_000);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/quick');
  // The line comes from number/numbers in E.164 and is shown as people dial it.
  const line = page.getByRole('combobox', { name: 'خط ارسال' });
  await expect(line).toContainText('۱۰۰۰۴۳۴۶');
  await expect(line).not.toContainText('+');
  await pasteNumbers(page, mobiles(5));
  await page.getByLabel('متن پیامک').fill('تخفیف ویژهٔ پاییز');
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  const dialog = page.getByRole('dialog', { name: 'تأیید ارسال' });
  await expect(dialog.getByTestId('send-price')).toHaveText(/ریال$/);
  await dialog.getByRole('button', { name: 'ارسال', exact: true }).click();

  await expect(page).toHaveURL(/\/send-sms\/success-send\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ارسال ثبت شد' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'خلاصهٔ ارسال' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'گزارش این ارسال' })).toBeVisible();
  // The simulator moves recipients on; bulk_progress events fill the bar.
  await expect(page.getByText(/رسیده به گوشی/)).toBeVisible({ timeout: 20_000 });
  expect(await credit(request, account.token)).toBeLessThan(5_000_000);
});
