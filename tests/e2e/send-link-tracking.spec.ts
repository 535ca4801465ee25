// UTM link tracking in the composer, on the demo account
// (its plan includes it) and on a new account (its plan does not).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { registerAccount, signInWithToken } from './helpers.ts';

async function demoToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/v1/api/acl/auth/login', {
    data: { username: 'demo', password: 'Payamak@1404' },
  });
  if (!response.ok()) throw new Error(`demo login failed: ${response.status()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const openTracker = async (page: Page) => {
  await page.getByText('ردیابی لینک (UTM)', { exact: true }).click();
  await expect(page.getByLabel('آدرس لینک')).toBeVisible();
};

test('a link of the text becomes a tracked short link that cannot be removed while the text holds it', async ({
  page,
  request,
}, testInfo) => {
  const token = await demoToken(request);
  await signInWithToken(page, token);
  // A path per run and project: the demo's links are shared by the tests running side by side.
  const link = `https://shop.example.ir/sale/${testInfo.project.name}-${Date.now()}`;
  await page.goto('/send-sms/quick');
  const text = page.getByLabel('متن پیامک');
  await text.fill(`حراج پاییزه: ${link} تا جمعه`);
  await openTracker(page);

  // A bad address is refused in the form: 'The site address is wrong'.
  await page.getByLabel('آدرس لینک').fill('shop.example.ir');
  await page.getByRole('button', { name: 'ساخت لینک ردیابی' }).click();
  await expect(page.getByText('آدرس سایت اشتباه است', { exact: true })).toBeVisible();

  await page.getByLabel('نام کمپین (اختیاری)').fill('autumn-sale');
  await page.getByRole('button', { name: `ردیابی ${link}` }).click();
  await expect(text).toHaveValue(/^حراج پاییزه: http:\/\/127\.0\.0\.1:\d+\/v1\/l\/[A-Za-z0-9]{7} تا جمعه$/);
  const short = /(http\S+)/.exec(await text.inputValue())?.[1] as string;

  const list = page.getByRole('region', { name: 'لینک‌های ردیابی این پیامک' });
  await expect(list.getByText(link, { exact: true })).toBeVisible();
  const remove = list.getByRole('button', { name: `حذف ${short}` });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription('تا وقتی لینک در متن پیامک هست، نمی‌توان آن را حذف کرد');

  // The short link counts a click and lands on the site with its UTM parameters.
  const click = await request.get(short, { maxRedirects: 0 });
  expect(click.status()).toBe(302);
  expect(click.headers().location).toBe(`${link}?utm_source=payamak&utm_medium=sms&utm_campaign=autumn-sale`);
  type Listed = { data: { short_url: string; clicks: number }[] };
  const headers = { Authorization: token };
  const listed = await request.get('/v1/api/panel/link_tracker?limit=100', { headers });
  const items = ((await listed.json()) as Listed).data;
  expect(items.find((item) => item.short_url === short)?.clicks).toBe(1);

  // The draft keeps the tracked link across a reload, still guarded.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('send-draft:quick:links') ?? ''))
    .toContain(short);
  await page.reload();
  await expect(page.getByRole('button', { name: `حذف ${short}` })).toBeDisabled();

  // Once the text no longer holds it, it can go.
  await page.getByLabel('متن پیامک').fill('حراج پاییزه تا جمعه');
  await page.getByRole('button', { name: `حذف ${short}` }).click();
  await expect(page.getByRole('region', { name: 'لینک‌های ردیابی این پیامک' })).toHaveCount(0);
});

test('where the plan lacks tracking, the server’s plan-upgrade message leads to the plans, bought by a ticket', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/quick');
  await page.getByLabel('متن پیامک').fill('سلام https://example.ir');
  await openTracker(page);
  await page.getByRole('button', { name: 'ردیابی https://example.ir' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'ردیابی UTM نیاز به ارتقای طرح دارد' });
  await expect(alert).toBeVisible();
  await expect(page.getByLabel('متن پیامک')).toHaveValue('سلام https://example.ir');
  await alert.getByRole('link', { name: 'طرح‌ها و ارتقا' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  // The plan with tracking says so, and is bought through a ticket written for it.
  await expect(page.getByTestId('service-pro')).toContainText('UTM');
  await page.getByTestId('buy-pro').click();
  await expect(page).toHaveURL(/\/support\/create-ticket\?/);
  await expect(page.getByTestId('ticket-subject')).toHaveValue('خرید طرح حرفه‌ای');
});
