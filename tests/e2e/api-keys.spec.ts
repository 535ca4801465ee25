// The developers' API keys screen: make a key (shown whole once, with a copy button), see it masked
// in the list, show it again with a code sent by SMS, and delete it after a confirmation.
import { expect, test } from '@playwright/test';
import { lastCodeSentTo, registerAccount, signInWithToken } from './helpers.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('API keys are made, shown again after an SMS code, and deleted', async ({ page, request }) => {
  const account = await registerAccount(request, 'pending');
  await signInWithToken(page, account.token);
  await page.goto('/developers/api-keys');
  await expect(page.getByRole('region', { name: 'کلیدهای API' }).getByText('لیست خالی است')).toBeVisible();
  // The URL send takes a username and password too: the screen says a key is the safe way.
  await expect(page.getByText(/کلید API را در آدرس بگذارید، نه نام کاربری و رمز عبور/)).toBeVisible();

  await page.getByRole('button', { name: 'ساخت کلید API' }).click();
  const create = page.getByRole('dialog', { name: 'ساخت کلید API' });
  await create.getByLabel('عنوان').fill('فروشگاه آنلاین');
  await create.getByLabel('آی‌پی‌های مجاز').fill('300.1.1.1');
  await create.getByRole('button', { name: 'ساخت کلید' }).click();
  await expect(create.getByText('آدرس IP نامعتبر است')).toBeVisible();
  await expect(create.getByLabel('عنوان')).toHaveValue('فروشگاه آنلاین');
  await create.getByLabel('آی‌پی‌های مجاز').fill('۱۸۵.۱۲.۳.۴');
  await create.getByRole('button', { name: 'ساخت کلید' }).click();

  const made = page.getByRole('dialog', { name: 'کلید API ساخته شد' });
  const whole = made.getByRole('status', { name: 'کلید API' });
  await expect(whole).toHaveText(/^pk_[A-Za-z0-9_-]{64}$/);
  const key = (await whole.textContent()) ?? '';
  await made.getByRole('button', { name: 'کپی کلید' }).click();
  await expect(made.getByRole('button', { name: 'کپی شد' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await made.getByRole('button', { name: 'کلید را ذخیره کردم' }).click();
  await expect(made).toBeHidden();

  const list = page.getByRole('region', { name: 'کلیدهای API' });
  await expect(list.getByText('فروشگاه آنلاین')).toBeVisible();
  await expect(list.getByText('185.12.3.4')).toBeVisible();
  await expect(list.getByText(key.slice(0, 7))).toBeVisible();
  await expect(list.getByText(key)).toHaveCount(0);

  await page.getByRole('button', { name: 'نمایش کلید فروشگاه آنلاین' }).click();
  const show = page.getByRole('dialog', { name: 'نمایش کلید «فروشگاه آنلاین»' });
  await show.getByRole('button', { name: 'ارسال کد تأیید' }).click();
  // The code has gone once the dialog says where it went.
  await expect(show.getByText(/کد تأیید به شماره .* پیامک شد/)).toBeVisible();
  const code = await lastCodeSentTo(request, `98${account.mobile.slice(1)}`);
  await show.getByLabel('کد تأیید').fill(code);
  await show.getByRole('button', { name: 'نمایش کلید' }).click();
  await expect(show.getByRole('status', { name: 'کلید API' })).toHaveText(key);
  await page.keyboard.press('Escape');
  await expect(show).toBeHidden();

  await page.getByRole('button', { name: 'حذف کلید فروشگاه آنلاین' }).click();
  const confirm = page.getByRole('dialog', { name: 'حذف کلید API' });
  await confirm.getByRole('button', { name: 'حذف', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('region', { name: 'کلیدهای API' }).getByText('لیست خالی است')).toBeVisible();
});
