import { expect, type Locator, type Page, test } from '@playwright/test';
import { formatNumber, formatRials, smsParts, toPersianDigits } from '../../src/domain/index.ts';
import { isPhone, registerAccount, signInWithToken } from './helpers.ts';
import { credit, mobiles, pasteNumbers, topUp } from './send-helpers.ts';

const ACTION = 'محاسبهٔ هزینه و ارسال';
const WAITING = 'پیش از ارسال محاسبه می‌شود';
const TEXT = 'جشنوارهٔ پاییزه: همهٔ کالاها با تخفیف، فقط تا پایان هفته در همهٔ شعبه‌ها';

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};

async function start(page: Page, request: Parameters<typeof registerAccount>[0], path: string) {
  const account = await registerAccount(request);
  await topUp(request, account.token, 5_000_000);
  await signInWithToken(page, account.token);
  await page.goto(path);
  return account;
}

test('the summary stands beside the form on a desktop, in view while it scrolls; a phone keeps one column', async ({
  page,
  request,
}, testInfo) => {
  const phone = isPhone(testInfo.project.name);
  const account = await start(page, request, '/send-sms/quick');
  const summary = page.getByRole('region', { name: 'خلاصهٔ این ارسال' });
  const form = page.getByRole('region', { name: 'پیامک' });
  const action = page.getByRole('button', { name: ACTION });
  // Exactly one action at any width.
  await expect(action).toHaveCount(1);
  await pasteNumbers(page, mobiles(12));
  await page.getByLabel('متن پیامک').fill(TEXT);

  if (phone) {
    // Today's phone layout: no panel, one column, the action under the schedule.
    await expect(summary).toHaveCount(0);
    const schedule = await box(page.getByRole('group', { name: 'زمان ارسال' }));
    const recipients = await box(page.getByRole('region', { name: 'گیرندگان' }));
    const at = await box(action);
    expect(at.y).toBeGreaterThanOrEqual(schedule.y + schedule.height);
    const message = await box(form);
    expect(Math.abs(recipients.width - message.width)).toBeLessThan(1);
    expect(Math.abs(recipients.x - message.x)).toBeLessThan(1);
  } else {
    const counted = smsParts(TEXT, { cancel11: true });
    await expect(summary).toBeVisible();
    await expect(summary.getByTestId('summary-recipients')).toHaveText(formatNumber(12));
    await expect(summary.getByTestId('summary-parts')).toHaveText(toPersianDigits(counted.parts));
    await expect(summary.getByTestId('summary-chars')).toHaveText(toPersianDigits(counted.length));
    await expect(summary.getByTestId('summary-credit')).toHaveText(
      formatRials(await credit(request, account.token)),
    );
    await expect(summary.getByTestId('summary-when')).toHaveText('همین حالا');
    await expect(summary.getByTestId('summary-price')).toHaveText(WAITING);
    // Side by side, right to left: the form at the right, the summary and its action at its left.
    const formBox = await box(form);
    for (const side of [await box(summary), await box(action)]) {
      expect(side.x + side.width).toBeLessThanOrEqual(formBox.x);
      expect(side.y).toBeLessThan(formBox.y + formBox.height);
    }
  }

  await action.click();
  const dialog = page.getByRole('dialog', { name: 'تأیید ارسال' });
  const price = dialog.getByTestId('send-price');
  await expect(price).toHaveText(/ریال$/);
  const priced = (await price.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'انصراف' }).click();
  await expect(dialog).toBeHidden();

  if (!phone) {
    // The price the confirm sheet showed is the summary's.
    await expect(summary.getByTestId('summary-price')).toHaveText(priced);
    // A laptop's short window: the form runs past the bottom, the summary and its action stay in view.
    await page.setViewportSize({ width: 1440, height: 600 });
    const overflow = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    expect(overflow).toBeGreaterThan(300);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
    for (const shown of [await box(summary), await box(action)]) {
      expect(shown.y).toBeGreaterThanOrEqual(0);
      expect(shown.y + shown.height).toBeLessThanOrEqual(600);
    }
    // A changed text is not what was priced: the price waits for the next calculation.
    await page.getByLabel('متن پیامک').fill(`${TEXT} و بیشتر`);
    await expect(summary.getByTestId('summary-price')).toHaveText(WAITING);
  }

  // The flow itself is the same at every width.
  await action.click();
  await expect(price).toHaveText(/ریال$/);
  await dialog.getByRole('button', { name: 'ارسال', exact: true }).click();
  await expect(page).toHaveURL(/\/send-sms\/success-send\/\d+$/);
});

test('the summary follows the schedule and waits for unknown recipients; a tablet keeps one column', async ({
  page,
  request,
}, testInfo) => {
  const phone = isPhone(testInfo.project.name);
  await start(page, request, '/send-sms/city-province');
  const summary = page.getByRole('region', { name: 'خلاصهٔ این ارسال' });
  await page.getByRole('group', { name: 'زمان ارسال' }).getByLabel('زمان‌بندی‌شده').check();
  const at = page.getByRole('combobox', { name: 'تاریخ و ساعت ارسال' });
  await at.fill('1410/01/15 10:30');
  await at.press('Tab');
  const action = page.getByRole('button', { name: ACTION });
  await expect(action).toHaveCount(1);
  if (phone) {
    await expect(summary).toHaveCount(0);
    return;
  }
  await expect(summary.getByTestId('summary-recipients')).toHaveText('—');
  await expect(summary.getByTestId('summary-when')).toHaveText('۱۴۱۰/۰۱/۱۵ ۱۰:۳۰');

  // About 800 px: the sidebar leaves too little for two columns; the summary closes the form.
  await page.setViewportSize({ width: 800, height: 1000 });
  const schedule = await box(page.getByRole('group', { name: 'زمان ارسال' }));
  const below = await box(summary);
  expect(below.y).toBeGreaterThanOrEqual(schedule.y + schedule.height);
  // One column: the summary card spans the form's width (less its own padding).
  expect(below.width).toBeGreaterThan(schedule.width * 0.85);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
});
