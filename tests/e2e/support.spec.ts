import { expect, test } from '@playwright/test';
import { pngOfSize } from '../tools/images.ts';
import { isPhone, registerAccount, signInWithToken } from './helpers.ts';

// Each walks several screens and waits on live answers: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

test('a question answered before asking, a ticket from one sentence with an image, answered live, rated and closed', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  await page.goto('/support/create-ticket');

  // Typing a question an FAQ answers suggests it, with Arabic letters as a phone may type them.
  await page.getByTestId('ticket-text').fill('پيامك من به مشتری نرسيده');
  const suggestions = page.getByTestId('faq-suggestions');
  await expect(suggestions).toContainText('چرا پیامک من به گیرنده نرسیده است؟');

  // The one-sentence path proposes a category and a title; the user confirms them.
  await page.getByTestId('ticket-text').fill('');
  await page.getByLabel('درخواست شما').fill('کیف پولم را شارژ کردم ولی اعتبار اضافه نشد');
  await page.getByRole('button', { name: 'پیشنهاد دسته' }).click();
  await expect(page.getByTestId('proposal')).toContainText('مالی');
  await expect(page.getByTestId('proposal')).toContainText('شارژ کیف پول');
  await page.getByTestId('confirm-proposal').click();
  await expect(page.getByTestId('ticket-subject')).toHaveValue(/کیف پولم/);
  await expect(page.getByTestId('ticket-text')).toHaveValue(/اعتبار اضافه نشد/);
  await page.getByTestId('attachments-input').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: Buffer.from(pngOfSize(4_000)),
  });
  await expect(page.getByRole('button', { name: 'حذف receipt.png' })).toBeVisible();
  await page.getByTestId('send-ticket').click();
  await expect(page).toHaveURL(/\/support\/tickets\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByTestId('ticket-state')).toHaveText('در انتظار پاسخ پشتیبانی');
  await expect(page.getByRole('button', { name: /receipt\.png/ })).toBeVisible();

  // The list: the desk's answer arrives live, marked unread, with the menu's badge on a desktop.
  await page.goto('/support/tickets');
  await expect(page.getByRole('link', { name: /کیف پولم/ }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
  const desk = (body: object) =>
    request.post(`/v1/api/demo/ticket/${id}/desk`, { data: body, headers: { Authorization: account.token } });
  expect((await desk({ action: 'answer', text: 'مبلغ به کیف پول شما افزوده شد.' })).ok()).toBe(true);
  await expect(page.getByTestId('ticket-unread')).toHaveText(/۱/);
  await expect(page.getByTestId('ticket-state').first()).toHaveText('پاسخ داده شده');
  if (!isPhone(testInfo.project.name)) await expect(page.getByTestId('nav-ticket-unread')).toContainText('۱');

  // The open conversation shows a new answer live, without a reload.
  await page
    .getByRole('link', { name: /کیف پولم/ })
    .first()
    .click();
  await expect(page.getByText('مبلغ به کیف پول شما افزوده شد.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
  if (!isPhone(testInfo.project.name)) await expect(page.getByTestId('nav-ticket-unread')).toBeHidden();
  expect((await desk({ action: 'answer', text: 'اگر پرسش دیگری دارید بنویسید.' })).ok()).toBe(true);
  await expect(page.getByText('اگر پرسش دیگری دارید بنویسید.')).toBeVisible();

  // Rate the first answer, then close and rate the ticket.
  const answer = page.getByTestId('message-support').first();
  await answer.getByRole('button', { name: '۴ از ۵' }).click();
  await expect(answer.getByRole('button', { name: '۴ از ۵' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('close-ticket').click();
  const dialog = page.getByRole('dialog', { name: 'بستن تیکت' });
  await dialog.getByRole('button', { name: '۵ از ۵' }).click();
  await dialog.getByTestId('close-confirm').click();
  await expect(page.getByTestId('ticket-state')).toHaveText('بسته شده');
  await expect(page.getByTestId('close-ticket')).toBeHidden();
});

test('a plan bought from /plans through a prefilled ticket', async ({ page, request }) => {
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  await page.goto('/plans');
  await expect(page.getByTestId('service-pro')).toContainText('ریال');
  await page.getByTestId('buy-pro').click();
  await expect(page).toHaveURL(/\/support\/create-ticket\?/);
  await expect(page.getByTestId('ticket-subject')).toHaveValue('خرید طرح حرفه‌ای');
  await expect(page.getByTestId('ticket-text')).toHaveValue(/طرح حرفه‌ای/);
  await page.getByTestId('send-ticket').click();
  await expect(page).toHaveURL(/\/support\/tickets\/\d+$/);
  await expect(page.getByRole('heading', { name: 'خرید طرح حرفه‌ای' })).toBeVisible();
  await expect(page.getByText('فروش و خرید خدمات · خرید یا ارتقای پنل')).toBeVisible();
});
