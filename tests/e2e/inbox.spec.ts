import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registerAccount, signInWithToken } from './helpers.ts';

// The inbox: a reply that arrives is shown at once with the header's unread count rising; reading and
// deleting bring the count down; the filters live in the URL and survive a reload.

async function defaultLine(request: APIRequestContext, token: string): Promise<number> {
  const lines = await request.get('/v1/api/number/numbers', { headers: { Authorization: token } });
  const list = ((await lines.json()) as { data: { id: number; is_default: boolean }[] }).data;
  return (list.find((l) => l.is_default) ?? list[0])?.id ?? 0;
}

async function reply(request: APIRequestContext, token: string, line: number, from: string, text: string) {
  const response = await request.post('/v1/api/demo/inbox/receive', {
    headers: { Authorization: token },
    data: { number_id: line, from, text },
  });
  expect(response.ok()).toBe(true);
}

const headerInbox = (page: Page) => page.getByTestId('header-inbox');
const row = (page: Page, text: string) => page.getByRole('button', { name: text });

test('a reply arrives live, raises the unread count, is read and deleted', async ({ page, request }) => {
  const { token } = await registerAccount(request);
  const line = await defaultLine(request, token);
  await signInWithToken(page, token);
  await page.goto('/inbox');
  await expect(page.getByText('لیست خالی است')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
  await expect(headerInbox(page)).toHaveAccessibleName('صندوق دریافت');

  await reply(request, token, line, '09121234501', 'سلام، ساعت کاری فروشگاه؟');
  await expect(row(page, 'سلام، ساعت کاری فروشگاه؟')).toBeVisible();
  await expect(headerInbox(page)).toHaveAccessibleName('صندوق دریافت، ۱ پیام خوانده‌نشده');
  await reply(request, token, line, '09351234502', 'لطفاً مرا از فهرست حذف کنید');
  await expect(row(page, 'لطفاً مرا از فهرست حذف کنید')).toBeVisible();
  await expect(headerInbox(page)).toHaveAccessibleName('صندوق دریافت، ۲ پیام خوانده‌نشده');
  await expect(page.getByText('۰۹۳۵۱۲۳۴۵۰۲')).toBeVisible();

  // Marked read: the count falls.
  await page.getByRole('checkbox', { name: 'انتخاب پیام ۰۹۱۲۱۲۳۴۵۰۱' }).check();
  await page.getByRole('button', { name: 'خوانده‌شده شود' }).click();
  await expect(page.getByRole('status').filter({ hasText: '۱ پیام خوانده‌شده شد' })).toBeVisible();
  await expect(headerInbox(page)).toHaveAccessibleName('صندوق دریافت، ۱ پیام خوانده‌نشده');

  // Opened: read too, and deleted from its own dialog after a confirmation.
  await row(page, 'لطفاً مرا از فهرست حذف کنید').click();
  const opened = page.getByRole('dialog', { name: 'پیام دریافتی' });
  await expect(opened).toContainText('۰۹۳۵۱۲۳۴۵۰۲');
  // The phone's drawer hides the page behind it from assistive technology: read the label itself.
  await expect(headerInbox(page)).toHaveAttribute('aria-label', 'صندوق دریافت');
  await opened.getByRole('button', { name: 'حذف' }).click();
  const confirm = page.getByRole('dialog', { name: 'حذف پیام‌ها' });
  await expect(confirm).toContainText('۱ پیام حذف شود؟');
  await confirm.getByRole('button', { name: 'حذف' }).click();
  await expect(page.getByRole('status').filter({ hasText: '۱ پیام حذف شد' })).toBeVisible();
  await expect(row(page, 'لطفاً مرا از فهرست حذف کنید')).toHaveCount(0);
  await expect(row(page, 'سلام، ساعت کاری فروشگاه؟')).toBeVisible();
});

test('filters are kept in the URL and survive a reload', async ({ page, request }, testInfo) => {
  const { token } = await registerAccount(request);
  const line = await defaultLine(request, token);
  await reply(request, token, line, '09121110001', 'عضویت در باشگاه');
  await reply(request, token, line, '09351110002', 'تخفیف');
  await signInWithToken(page, token);
  await page.goto('/inbox');
  await expect(row(page, 'تخفیف')).toBeVisible();
  if (testInfo.project.name === 'phone') await page.getByText('فیلترها').click();
  await page.getByLabel('شماره فرستنده').fill('۰۹۳۵');
  await page.getByLabel('وضعیت').selectOption({ label: 'خوانده‌نشده' });
  await page.getByRole('button', { name: 'اعمال فیلتر' }).click();
  await expect(row(page, 'عضویت در باشگاه')).toHaveCount(0);
  await expect(row(page, 'تخفیف')).toBeVisible();
  await expect(page).toHaveURL(/sender=/);

  await page.reload();
  await expect(page.getByLabel('شماره فرستنده')).toHaveValue('۰۹۳۵');
  await expect(page.getByLabel('وضعیت')).toHaveValue('0');
  await expect(row(page, 'تخفیف')).toBeVisible();
  await expect(row(page, 'عضویت در باشگاه')).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the inbox with read and unread messages has no serious axe violations (${theme})`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    const { token } = await registerAccount(request);
    const line = await defaultLine(request, token);
    await reply(request, token, line, '09121110001', 'پیام خوانده‌شده');
    await reply(request, token, line, '09121110002', 'پیام تازه');
    await signInWithToken(page, token);
    await page.goto('/inbox');
    await row(page, 'پیام خوانده‌شده').click();
    await page
      .getByRole('dialog', { name: 'پیام دریافتی' })
      .getByRole('button', { name: 'بستن' })
      .last()
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
    expect(serious).toEqual([]);
  });
}
