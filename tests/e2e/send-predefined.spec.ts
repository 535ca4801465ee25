import { expect, test } from '@playwright/test';
import { registerAccount, signInWithToken } from './helpers.ts';

test('a predefined message is picked into the composer, searched, and a typed text is saved as one', async ({
  page,
  request,
}) => {
  const login = await request.post('/v1/api/acl/auth/login', {
    data: { username: 'demo', password: 'Payamak@1404' },
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await signInWithToken(page, token);
  await page.goto('/send-sms/quick');
  const text = page.getByLabel('متن پیامک');
  await text.fill('');
  await page.getByRole('button', { name: 'انتخاب از پیام‌های آماده' }).click();
  const dialog = page.getByRole('dialog', { name: 'پیام‌های آماده' });
  await dialog.getByLabel('جستجو در عنوان و متن').fill('يلدا'); // an Arabic ي, as phones type it
  await expect(dialog.getByRole('list', { name: 'پیام‌های آماده' }).getByRole('button')).toHaveCount(1);
  await dialog.getByRole('button', { name: /شب یلدا/ }).click();
  await expect(dialog).toBeHidden();
  await expect(text).toHaveValue(/^یلدا، بلندترین شب سال/);

  // A second pick is added after what is there, never over it.
  await page.getByRole('button', { name: 'انتخاب از پیام‌های آماده' }).click();
  await dialog.getByLabel('جستجو در عنوان و متن').fill('');
  await dialog.getByRole('list', { name: 'پیام‌های آماده' }).getByRole('button').nth(1).click();
  await expect(text).toHaveValue(/^یلدا، بلندترین شب سال[^\n]*\n.+/);
});

test('a new account sees an empty list, and keeps what it typed', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/quick');
  await page.getByLabel('متن پیامک').fill('متن خودم');
  await page.getByRole('button', { name: 'انتخاب از پیام‌های آماده' }).click();
  const dialog = page.getByRole('dialog', { name: 'پیام‌های آماده' });
  await expect(dialog.getByText('لیست خالی است')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('متن پیامک')).toHaveValue('متن خودم');
});
