// The account's profile and its mobile, on a phone (a page per section, the mobile change a page of
// its own) and on a desktop (one page of sections, the mobile change a dialog): every refusal is shown
// in Persian on its field and nothing typed is lost; the identity registry's mismatch (the demo's
// simulated registry: nobody was born on the 1st of a month, no mobile ending in 0000 is the holder's)
// is refused on its field too.
import { randomInt } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { accountMessages } from '../../src/domain/account/account.messages.ts';
import { messages } from '../../src/domain/core/messages.ts';
import { isPhone, lastCodeSentTo, registerAccount, signInWithToken } from './helpers.ts';

type Section = 'personal' | 'contact' | 'address';

/** A section's fields: a page of its own on a phone, a part of the account page on a desktop. */
async function openSection(page: Page, phone: boolean, section: Section) {
  await page.goto(phone ? `/profile/${section}-info` : '/profile/account-info');
  await expect(page.getByRole('button', { name: 'ذخیره تغییرات' })).toBeVisible();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'ذخیره تغییرات' }).click();
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: accountMessages.profileSaved })).toBeVisible();

/** The field says the refusal as its own description (aria-describedby), and kept what was typed. */
async function refusedOn(input: Locator, message: string, kept: string) {
  await expect(input).toHaveAccessibleDescription(message);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue(kept);
}

async function typeDate(input: Locator, date: string) {
  await input.fill(date);
  await input.press('Tab');
  await expect(input).toHaveValue(date);
}

/** A mobile nobody has, never ending in 0000. */
const freshMobile = () => `0935${randomInt(1000, 10000)}${randomInt(100, 1000)}`;

test('a real person edits who they are; each refusal is on its field and nothing typed is lost', async ({
  page,
  request,
}, { project }) => {
  const phone = isPhone(project.name);
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  await openSection(page, phone, 'personal');

  await field(page, 'نام').fill('علي'); // the Arabic keyboard's ي
  await field(page, 'نام پدر').fill('حسین');
  await field(page, 'محل تولد').fill('مشهد');
  await field(page, 'کد ملی').fill('0499370898'); // a wrong check digit
  await field(page, 'شماره شناسنامه').fill('۵۵۱۲');
  await page.getByRole('radio', { name: 'زن' }).check();
  // Nobody was born on the 1st of a month, says the simulated registry.
  await typeDate(field(page, 'تاریخ تولد'), '1370/05/01');
  await save(page);
  await refusedOn(field(page, 'نام'), messages.persianKeyboardOnly, 'علي');
  await refusedOn(field(page, 'کد ملی'), messages.invalidNationalCode, '0499370898');
  await expect(field(page, 'نام پدر')).toHaveValue('حسین');
  await expect(field(page, 'شماره شناسنامه')).toHaveValue('5512');

  await field(page, 'نام').fill('سارا');
  await field(page, 'کد ملی').fill('۰۴۹۹۳۷۰۸۹۹');
  await save(page);
  // The identity registry's refusal comes from the server, on its field; the rest stays as typed.
  await refusedOn(field(page, 'تاریخ تولد'), messages.birthDateNationalCodeMismatch, '1370/05/01');
  await expect(field(page, 'نام')).toHaveValue('سارا');
  await expect(page.getByRole('radio', { name: 'زن' })).toBeChecked();

  await typeDate(field(page, 'تاریخ تولد'), '1370/05/12');
  await save(page);
  await saved(page);

  await page.reload();
  await expect(field(page, 'تاریخ تولد')).toHaveValue('1370/05/12');
  await expect(field(page, 'نام پدر')).toHaveValue('حسین');
  await expect(field(page, 'شماره شناسنامه')).toHaveValue('5512');
  await expect(page.getByRole('radio', { name: 'شخص حقیقی' })).toBeChecked();
});

test('a legal person fills the company, contact and address; each refusal is on its field', async ({
  page,
  request,
}, { project }) => {
  const phone = isPhone(project.name);
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  await openSection(page, phone, 'personal');

  await page.getByRole('radio', { name: 'شخص حقوقی' }).check();
  await field(page, 'نام شرکت').fill('شرکت پارس نوین');
  await field(page, 'شماره ثبت').fill('12');
  await field(page, 'کد اقتصادی').fill('۱۲');
  await field(page, 'شناسه ملی شرکت').fill('12');
  await typeDate(field(page, 'تاریخ ثبت'), '1398/02/15');
  await save(page);
  await refusedOn(field(page, 'شماره ثبت'), messages.invalidRegistrationNumber, '12');
  await refusedOn(field(page, 'کد اقتصادی'), messages.invalidEconomicNumber, '12');
  await refusedOn(field(page, 'شناسه ملی شرکت'), messages.invalidCompanyNationalId, '12');
  await expect(field(page, 'نام شرکت')).toHaveValue('شرکت پارس نوین');
  await field(page, 'شماره ثبت').fill('548721');
  await field(page, 'کد اقتصادی').fill('411145872369');
  await field(page, 'شناسه ملی شرکت').fill('10320857419');
  await save(page);
  await saved(page);

  await openSection(page, phone, 'contact');
  await field(page, 'ایمیل').fill('سارا@example.ir');
  await field(page, 'وب‌سایت').fill('http://example.de');
  await field(page, 'تلفن ثابت').fill('88776655');
  await save(page);
  await refusedOn(field(page, 'ایمیل'), messages.latinKeyboardOnly, 'سارا@example.ir');
  await refusedOn(field(page, 'وب‌سایت'), messages.wrongWebsite, 'http://example.de');
  await refusedOn(field(page, 'کد شهر'), messages.cityCodeWithLandline, '');
  await field(page, 'ایمیل').fill('sara@example');
  await field(page, 'کد شهر').fill('21');
  await save(page);
  await refusedOn(field(page, 'ایمیل'), messages.invalidEmail, 'sara@example');
  await refusedOn(field(page, 'کد شهر'), messages.invalidCityCode, '21');
  await expect(field(page, 'تلفن ثابت')).toHaveValue('88776655');
  await field(page, 'ایمیل').fill('sara@example.ir');
  await field(page, 'وب‌سایت').fill('https://pars-novin.ir');
  await field(page, 'کد شهر').fill('021');
  await save(page);
  await saved(page);

  await openSection(page, phone, 'address');
  await field(page, 'کد پستی').fill('12345');
  await field(page, 'نشانی').fill('تهران، خیابان آزادی');
  await save(page);
  await refusedOn(field(page, 'کد پستی'), messages.invalidPostalCode, '12345');
  await expect(field(page, 'نشانی')).toHaveValue('تهران، خیابان آزادی');
  await field(page, 'کد پستی').fill('1969833113');
  await save(page);
  await saved(page);

  // All of it was kept, as the server holds it.
  const shown = await request.get('/v1/api/user/show_profile', { headers: { Authorization: account.token } });
  expect((await shown.json()).data).toMatchObject({
    person_type: 'legal',
    company_name: 'شرکت پارس نوین',
    registration_number: '548721',
    economic_number: '411145872369',
    company_national_id: '10320857419',
    registration_date: '1398/02/15',
    email: 'sara@example.ir',
    website: 'https://pars-novin.ir',
    landline: '88776655',
    city_code: '021',
    postal_code: '1969833113',
    address: 'تهران، خیابان آزادی',
  });
});

test('the mobile changes through a code to the old one and a code to the new one', async ({ page, request }, {
  project,
}) => {
  const phone = isPhone(project.name);
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  // On a phone a page of its own, reached from the contact page; on a desktop a dialog from it.
  await openSection(page, phone, 'contact');
  if (phone) {
    await page.getByRole('link', { name: 'تغییر شماره موبایل' }).click();
    await expect(page).toHaveURL(/\/profile\/change-phone-number$/);
  } else await page.getByRole('button', { name: 'تغییر شماره موبایل' }).click();
  const flow = phone ? page.locator('main') : page.getByRole('dialog', { name: 'تغییر شماره موبایل' });

  await flow.getByRole('button', { name: 'ارسال کد به شماره فعلی' }).click();
  await expect(flow.getByRole('button', { name: /ارسال دوباره تا .* ثانیه دیگر/ })).toBeDisabled();
  await expect(flow.getByText(/اعتبار کد: .* ثانیه/)).toBeVisible();
  const oldCode = await lastCodeSentTo(request, account.mobile);
  const code = flow.getByLabel('کد تأیید');
  await code.fill(oldCode === '000000' ? '111111' : '000000');
  await flow.getByRole('button', { name: 'تأیید کد' }).click();
  await expect(flow.getByText('کد وارد شده اشتباه است')).toBeVisible();
  await code.fill(oldCode);
  await flow.getByRole('button', { name: 'تأیید کد' }).click();

  // A mobile the registry says is not the national code holder's: refused on its field, kept as typed.
  const mobile = flow.getByLabel('شماره موبایل جدید');
  await mobile.fill('09351230000');
  await flow.getByRole('button', { name: 'ارسال کد به شماره جدید' }).click();
  await refusedOn(mobile, messages.mobileNationalCodeMismatch, '09351230000');
  const to = freshMobile();
  await mobile.fill(to);
  await flow.getByRole('button', { name: 'ارسال کد به شماره جدید' }).click();
  await expect(flow.getByText(/کد تأیید به شماره جدید/)).toBeVisible();
  await flow.getByLabel('کد تأیید').fill(await lastCodeSentTo(request, to));
  await flow.getByRole('button', { name: 'تأیید کد' }).click();
  await expect(flow.getByRole('status')).toContainText(accountMessages.mobileChanged);

  const shown = await request.get('/v1/api/user/show_profile', { headers: { Authorization: account.token } });
  expect((await shown.json()).data.mobile).toBe(`98${to.slice(1)}`);
  if (!phone) {
    await flow.getByRole('button', { name: 'بازگشت به اطلاعات حساب' }).click();
    // The contact section shows the new mobile, in Persian digits.
    await expect(page.getByText(to.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] as string))).toBeVisible();
  }
});
