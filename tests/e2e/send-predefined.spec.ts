import { expect, test } from '@playwright/test';
import { registerAccount, signInWithToken } from './helpers.ts';

test('a predefined message is picked into the composer, searched across keyboards, and added after what is there', async ({
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

test('a typed text is saved as a predefined message in a group, and picked from that group', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const headers = { Authorization: account.token };
  const made = await request.post('/v1/api/user/draft/group', { headers, data: { title: 'یادآوری نوبت' } });
  expect(made.ok()).toBe(true);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/quick');
  const text = page.getByLabel('متن پیامک');
  await text.fill('نوبت شما فردا ساعت ۱۰ است');
  await page.getByRole('button', { name: 'ذخیره به‌عنوان پیام آماده' }).click();
  const save = page.getByRole('dialog', { name: 'ذخیره به‌عنوان پیام آماده' });
  await save.getByLabel('عنوان (اختیاری)').fill('نوبت فردا');
  await save.getByRole('button', { name: /یادآوری نوبت/ }).click();
  await save.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(save).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'پیام آماده ذخیره شد' })).toBeVisible();

  // Saved through the published API's draft call: it lists in its group with the documented fields.
  const list = await request.get('/v1/api/user/draft/list', { headers });
  const [saved] = ((await list.json()) as { data: Record<string, unknown>[] }).data;
  expect(saved).toMatchObject({ message: 'نوبت شما فردا ساعت ۱۰ است', title: 'نوبت فردا', type: 'normal' });

  await text.fill('');
  await page.getByRole('button', { name: 'انتخاب از پیام‌های آماده' }).click();
  const picker = page.getByRole('dialog', { name: 'پیام‌های آماده' });
  await picker.getByRole('button', { name: 'یادآوری نوبت (۱)' }).click();
  await picker.getByRole('button', { name: /نوبت فردا/ }).click();
  await expect(picker).toBeHidden();
  await expect(text).toHaveValue(/^نوبت شما فردا ساعت ۱۰ است/);
});
