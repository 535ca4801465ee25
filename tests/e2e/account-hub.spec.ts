// The profile's hub, identity documents, tariffs and settings, on a phone and a desktop: who the
// account is and its credit, an identity image judged by its bytes (a 1 MB PNG taken and shown, a
// 3 MB JPG and a text file named .png refused in Persian), the review state once the provider (the
// demo's side door) approves, the extras of the tariff, and settings that survive a reload.
import { expect, test } from '@playwright/test';
import { documentMessages } from '../../src/domain/account/documents.messages.ts';
import { formatRials, LEGAL_EXTRA_RIALS_PER_SEND, messages } from '../../src/domain/index.ts';
import { jpgOfSize, pngOfSize, textBytes } from '../tools/images.ts';
import { isPhone, registerAccount, signInWithToken } from './helpers.ts';

const file = (name: string, mimeType: string, bytes: Uint8Array) => ({
  name,
  mimeType,
  buffer: Buffer.from(bytes),
});

test('the hub shows who the account is, takes a 1 MB PNG, refuses a 3 MB JPG and a text .png, and shows the approval', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerAccount(request, 'pending');
  await signInWithToken(page, account.token);
  await page.goto('/dashboard');
  // The header's "profile view" lands on the hub.
  await page.getByRole('button', { name: 'منوی کاربر' }).click();
  await page.getByRole('menuitem', { name: 'مشاهده پروفایل' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const who = page.getByRole('region', { name: 'سارا کریمی' });
  await expect(who.getByText(account.username)).toBeVisible();
  await expect(who.getByTestId('person-type')).toHaveText('حقیقی');
  await expect(who.getByTestId('hub-credit')).toContainText(formatRials(0));
  await expect(who.getByTestId('verification-state')).toHaveText('مدرک بارگذاری نشده');

  // Every profile page is a link; the phone-only ones on a phone alone.
  const pages = page.getByRole('navigation', { name: 'صفحه‌های پروفایل' });
  await expect(pages.getByRole('link', { name: /اطلاعات حساب/ })).toBeVisible();
  await expect(pages.getByRole('link', { name: /تنظیمات حساب/ })).toBeVisible();
  await expect(pages.getByRole('link', { name: /تغییر شماره موبایل/ })).toHaveCount(
    isPhone(testInfo.project.name) ? 1 : 0,
  );

  const documents = page.getByRole('region', { name: 'مدارک هویتی' });
  const picker = documents.getByLabel('انتخاب تصویر کارت ملی');

  await picker.setInputFiles(file('big.jpg', 'image/jpeg', jpgOfSize(3 * 1024 * 1024)));
  await expect(documents.getByRole('alert')).toHaveText(messages.imageTooLarge);
  await picker.setInputFiles(file('card.png', 'image/png', textBytes()));
  await expect(documents.getByRole('alert')).toHaveText(documentMessages.notAnImage);
  await expect(documents.getByRole('img')).toHaveCount(0);

  await picker.setInputFiles(file('card.png', 'image/png', pngOfSize(1024 * 1024)));
  await expect(documents.getByRole('status').filter({ hasText: documentMessages.uploaded })).toBeVisible();
  await expect(documents.getByRole('alert')).toHaveCount(0);
  const image = documents.getByRole('img', { name: 'تصویر کارت ملی' });
  await expect(image).toBeVisible();
  // The image is drawn: its pixels came back, not a broken picture.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(500);
  await expect(who.getByTestId('verification-state')).toHaveText('در انتظار بررسی');

  // The provider approves (the demo's side door); the hub shows it after a reload, upload closed.
  const headers = { Authorization: account.token };
  const state = (await (await request.get('/v1/api/user/identity_documents', { headers })).json()) as {
    data: { document: { id: number } };
  };
  const approved = await request.post(
    `/v1/api/demo/user/identity_documents/${state.data.document.id}/review`,
    {
      headers,
      data: { state: 'approved' },
    },
  );
  expect(approved.status()).toBe(200);
  await page.reload();
  await expect(who.getByTestId('verification-state')).toHaveText('تأیید شده');
  await expect(documents.getByRole('img', { name: 'تصویر کارت ملی' })).toBeVisible();
  await expect(documents.getByRole('button', { name: /بارگذاری/ })).toHaveCount(0);
});

test('the tariffs add the legal extra and the off-first-operator percent, with a 2-part example', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'pending');
  await signInWithToken(page, account.token);
  await page.goto('/profile/tariffs');
  const extras = page.getByRole('region', { name: 'افزوده‌ها و نمونهٔ بها' });
  await expect(extras.getByTestId('legal-extra')).toHaveText(
    `${formatRials(LEGAL_EXTRA_RIALS_PER_SEND)} برای هر گیرنده`,
  );
  await expect(extras.getByTestId('off-first-operator')).toContainText('۱۰٪');
  // Two parts at 1,150 rials to MCI and 40 by law: 2,340 rials; to the others 2 × 1,265 + 40.
  const example = extras.getByTestId('tariff-example');
  await expect(example).toContainText(formatRials(2 * 1150));
  await expect(example).toContainText(formatRials(2 * 1150 + 40));
  await expect(example).toContainText(formatRials(2 * 1265 + 40));
});

test('settings: the default line, the low-balance alert and the events save and survive a reload', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'pending');
  await signInWithToken(page, account.token);
  await page.goto('/profile/settings');

  const lines = page.getByRole('group', { name: 'خط پیش‌فرض ارسال' }).getByRole('radio');
  await expect(lines.first()).toBeChecked();
  await lines.nth(1).check();
  await page.getByRole('switch').check();
  const threshold = page.getByLabel('حد هشدار (ریال)');
  await threshold.fill('100000');
  const smsForLow = page.getByLabel('پیامک برای کمبود اعتبار کیف پول');
  await expect(smsForLow).toBeChecked();
  await smsForLow.uncheck();
  await page.getByLabel('پیامک برای پاسخ به تیکت پشتیبانی').check();

  // Below 200,000 rials is refused in Persian on the field; nothing typed is lost.
  await page.getByRole('button', { name: 'ذخیرهٔ تنظیمات' }).click();
  await expect(page.getByText(messages.minWalletAlert)).toBeVisible();
  await expect(smsForLow).not.toBeChecked();

  await threshold.fill('۳۰۰۰۰۰');
  await page.getByRole('button', { name: 'ذخیرهٔ تنظیمات' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تنظیمات ذخیره شد' })).toBeVisible();

  await page.reload();
  await expect(lines.nth(1)).toBeChecked();
  await expect(page.getByRole('switch')).toBeChecked();
  await expect(threshold).toHaveValue('۳۰۰٬۰۰۰');
  await expect(smsForLow).not.toBeChecked();
  await expect(page.getByLabel('اعلان برای کمبود اعتبار کیف پول')).toBeChecked();
  await expect(page.getByLabel('پیامک برای پاسخ به تیکت پشتیبانی')).toBeChecked();
});
