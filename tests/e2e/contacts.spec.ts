import { expect, type Page, test } from '@playwright/test';
import { JALALI_MONTH_NAMES } from '../../src/domain/core/jalali.ts';
import { isPhone, registerAccount, signInWithToken } from './helpers.ts';

// Contacts on a phone (its own screens) and a desktop (the tabs of /contacts): a book with a date
// feature, a contact whose date is picked from the calendar, found by name, opened and edited; the
// blacklist taking a pasted number; the book deleted.

type Screen = 'contacts' | 'books' | 'features' | 'blacklist';
const phonePaths: Record<Screen, string> = {
  contacts: '/contacts/all-contacts',
  books: '/contacts/all-groups',
  features: '/contacts/manage-more-features',
  blacklist: '/contacts/blacklist',
};
const tabs: Record<Screen, number> = { contacts: 0, books: 1, features: 2, blacklist: 3 };

/** A contacts list as this device reaches it: its own screen on a phone, a tab of /contacts on a desktop. */
async function openList(page: Page, screen: Screen, phone: boolean) {
  await page.goto(phone ? phonePaths[screen] : `/contacts?tab=${tabs[screen]}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Picks a day from the Jalali calendar of the date field with this label. */
async function pickDate(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  label: string,
  date: [number, number, number],
) {
  const [jy, jm, jd] = date;
  await scope.getByRole('combobox', { name: label }).click();
  const calendar = page.getByRole('dialog', { name: `تقویم ${label}` });
  await calendar.getByRole('combobox', { name: 'سال' }).selectOption(String(jy));
  await calendar.getByRole('combobox', { name: 'ماه' }).selectOption(String(jm));
  const fa = (n: number) => n.toLocaleString('fa-IR', { useGrouping: false });
  await calendar
    .getByRole('button', { name: `${fa(jd)} ${JALALI_MONTH_NAMES[jm - 1]} ${fa(jy)}`, exact: true })
    .click();
  await expect(calendar).toHaveCount(0);
}

test('a book with a date feature, a contact dated from the calendar, found, opened, edited; the book deleted', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = isPhone(testInfo.project.name);
  const { token } = await registerAccount(request);
  await signInWithToken(page, token);
  const book = `مشتریان ${Date.now().toString(36)}`;

  // A book.
  await openList(page, 'books', phone);
  await page.getByRole('button', { name: 'دفترچه تلفن تازه' }).click();
  let dialog = page.getByRole('dialog', { name: 'دفترچه تلفن تازه' });
  await dialog.getByLabel('عنوان دفترچه تلفن').fill(book);
  await dialog.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByRole('status').filter({ hasText: `دفترچه تلفن «${book}» ساخته شد` })).toBeVisible();

  // A date feature.
  await openList(page, 'features', phone);
  await page.getByRole('button', { name: 'ویژگی تازه' }).click();
  dialog = page.getByRole('dialog', { name: 'ویژگی تازه' });
  await dialog.getByLabel('عنوان فارسی').fill('تاریخ تولد');
  await dialog.getByLabel('نوع').selectOption('date');
  await dialog.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ویژگی «تاریخ تولد» ساخته شد' })).toBeVisible();

  // Attached to the book.
  await openList(page, 'books', phone);
  await page.getByRole('button', { name: `ویرایش ${book}` }).click();
  dialog = page.getByRole('dialog', { name: 'ویرایش دفترچه تلفن' });
  await dialog.getByRole('checkbox', { name: /تاریخ تولد/ }).check();
  await dialog.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'دفترچه تلفن ذخیره شد' })).toBeVisible();

  // A contact in the book, its birth date picked from the calendar.
  await page.getByRole('link', { name: book }).click();
  await expect(page).toHaveURL(/\/contacts\/group\/\d+/);
  await page.getByRole('button', { name: 'مخاطب تازه' }).click();
  dialog = page.getByRole('dialog', { name: 'مخاطب تازه' });
  await dialog.getByLabel('شماره موبایل').fill('۰۹۱۲۳۴۵۶۷۸۹');
  await dialog.getByLabel('عنوان', { exact: true }).selectOption('خانم');
  await dialog.getByLabel('نام', { exact: true }).fill('نرگس صالحی');
  await pickDate(page, dialog, 'تاریخ تولد', [1370, 5, 12]);
  await expect(dialog.getByRole('combobox', { name: 'تاریخ تولد' })).toHaveValue('1370/05/12');
  await dialog.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByRole('status').filter({ hasText: '۱ مخاطب افزوده شد' })).toBeVisible();

  // Found by name across the books.
  await openList(page, 'contacts', phone);
  if (phone) await page.getByText('جستجو و فیلتر').click();
  await page.getByRole('search').getByLabel('نام', { exact: true }).fill('نرگس');
  await page.getByRole('button', { name: 'اعمال فیلتر' }).click();
  await expect(page).toHaveURL(/name=/);
  const found = page.getByRole('link', { name: '۰۹۱۲۳۴۵۶۷۸۹' });
  await expect(found).toHaveCount(1);

  // Opened: everything about her, her date read Jalali.
  await found.click();
  await expect(page).toHaveURL(/\/contacts\/\d+$/);
  await expect(page.getByText('خانم نرگس صالحی')).toBeVisible();
  await expect(page.getByText('۱۳۷۰/۰۵/۱۲')).toBeVisible();

  // Her date edited with the picker, and saved.
  await page.getByRole('button', { name: 'ویرایش', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'ویرایش مخاطب' });
  await expect(dialog.getByRole('combobox', { name: 'تاریخ تولد' })).toHaveValue('1370/05/12');
  await pickDate(page, dialog, 'تاریخ تولد', [1371, 6, 3]);
  await dialog.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'مخاطب ذخیره شد' })).toBeVisible();
  await expect(page.getByText('۱۳۷۱/۰۶/۰۳')).toBeVisible();
  await page.reload();
  await expect(page.getByText('۱۳۷۱/۰۶/۰۳')).toBeVisible();

  // The book deleted, with its contact, after a confirmation.
  await openList(page, 'books', phone);
  await page.getByRole('button', { name: `حذف ${book}` }).click();
  dialog = page.getByRole('dialog', { name: 'حذف دفترچه تلفن' });
  await expect(dialog).toContainText(`«${book}» با ۱ مخاطبش حذف شود؟`);
  await dialog.getByRole('button', { name: 'حذف' }).click();
  await expect(page.getByRole('status').filter({ hasText: '۱ مورد حذف شد' })).toBeVisible();
  await expect(page.getByRole('link', { name: book })).toHaveCount(0);
});

test('numbers pasted into the blacklist are listed; one that is no mobile is shown back', async ({
  page,
  request,
}, testInfo) => {
  const phone = isPhone(testInfo.project.name);
  const { token } = await registerAccount(request);
  await signInWithToken(page, token);
  await openList(page, 'blacklist', phone);
  await expect(page.getByText('لیست سیاه خالی است')).toBeVisible();
  await page.getByRole('button', { name: 'افزودن شماره' }).click();
  const dialog = page.getByRole('dialog', { name: 'افزودن به لیست سیاه' });
  await dialog.getByRole('textbox', { name: /^شماره‌ها/ }).fill('۰۹۱۳۱۱۱۲۲۳۳\n12345');
  await expect(dialog.getByRole('list', { name: 'شماره‌های نامعتبر' })).toContainText('۱۲۳۴۵');
  await dialog.getByRole('button', { name: 'افزودن ۱ شماره' }).click();
  // The invalid one stays in the box to be corrected.
  await expect(dialog.getByRole('alert')).toContainText('۱ مورد شمارهٔ موبایل معتبر نیست');
  await expect(dialog.getByRole('textbox', { name: /^شماره‌ها/ })).toHaveValue('12345');
  await dialog.getByRole('button', { name: 'انصراف' }).click();
  await expect(page.getByRole('status').filter({ hasText: '۱ شماره به لیست سیاه افزوده شد' })).toBeVisible();
  await expect(page.getByText('۰۹۱۳۱۱۱۲۲۳۳')).toBeVisible();
});
