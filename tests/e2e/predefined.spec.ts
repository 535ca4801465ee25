import { expect, test } from '@playwright/test';
import { registerAccount, signInWithToken } from './helpers.ts';
import { credit, mobiles, pasteNumbers, topUp } from './send-helpers.ts';

test('a predefined message made, found by a search typed with Arabic letters, and sent from its page', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerAccount(request);
  await topUp(request, account.token, 5_000_000);
  await signInWithToken(page, account.token);
  await page.goto('/predefined-messages');
  // A new account has none yet: the empty state, with the way to make one.
  await expect(page.getByRole('heading', { name: 'پیام آماده‌ای نیست' })).toBeVisible();

  const stamp = `${testInfo.project.name}${Date.now() % 100_000}`;
  const text = `کلاس یوگای فردا ساعت ۱۸ برگزار می‌شود. کد ${stamp}`;
  const save = async (title: string, body: string) => {
    await page.getByRole('button', { name: 'پیام آماده تازه' }).click();
    const dialog = page.getByRole('dialog', { name: 'پیام آماده تازه' });
    await dialog.getByLabel('عنوان (اختیاری)').fill(title);
    await dialog.getByLabel('متن پیامک').fill(body);
    await dialog.getByRole('button', { name: 'ذخیره' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'پیام آماده ذخیره شد' })).toBeVisible();
  };
  await save(`یادآوری کلاس ${stamp}`, text);
  await save('تخفیف پاییز', 'تا پایان آبان ۲۰٪ تخفیف همهٔ دوره‌ها');
  const list = page.getByRole('list', { name: 'پیام‌های آماده' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^همه/ })).toContainText('۲');

  // Arabic yeh and kaf, as an Arabic keyboard types them, find the Persian text; the URL keeps the search.
  await page.getByLabel('جستجو در عنوان و متن').fill('كلاس يوگاي');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(stamp);
  await expect(page).toHaveURL(/[?&]q=/);

  await list.getByRole('link', { name: `یادآوری کلاس ${stamp}` }).click();
  await expect(page).toHaveURL(/\/predefined-messages\/\d+$/);
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByTestId('price-mci')).toHaveText(/^[۰-۹٬]+ ریال$/);

  await page.getByRole('link', { name: 'ارسال این پیام' }).click();
  await expect(page).toHaveURL(/\/send-sms\/quick$/);
  await expect(page.getByLabel('متن پیامک')).toHaveValue(text);
  await pasteNumbers(page, mobiles(3));
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  const confirm = page.getByRole('dialog', { name: 'تأیید ارسال' });
  await expect(confirm.getByTestId('send-price')).toHaveText(/ریال$/);
  await confirm.getByRole('button', { name: 'ارسال', exact: true }).click();
  await expect(page).toHaveURL(/\/send-sms\/success-send\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ارسال ثبت شد' })).toBeVisible();
  expect(await credit(request, account.token)).toBeLessThan(5_000_000);
});
