// The developers' call log and webhooks, as a customer uses them: a program calls with its key, the
// owner finds the calls in the log, opens one with its secrets masked and copies it as cURL; then
// registers a webhook endpoint (a receiver on this machine), sends a test event, sees it in the delivery
// log and sends it again.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { registerAccount, savedClientState, signInWithToken } from './helpers.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Each test walks several screens and waits for a delivery on its way out and back.
test.describe.configure({ timeout: 120_000 });

const api = (path: string) => `/v1/api${path}`;

async function keyOf(request: import('@playwright/test').APIRequestContext, token: string) {
  const made = await request.post(api('/acl/api_key/create'), {
    headers: { Authorization: token },
    data: { title: 'فروشگاه آنلاین' },
  });
  return ((await made.json()) as { data: { key: string } }).data.key;
}

test('calls made with a key are in the log, opened with secrets masked, copied as cURL', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'pending');
  const key = await keyOf(request, account.token);
  const checked = await request.get(api('/acl/auth/check_token'), { headers: { Authorization: key } });
  const requestId = checked.headers()['x-request-id'] ?? '';
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  await request.post(api('/send'), {
    headers: { Authorization: key },
    data: { password: 'Sabz@Bahar1403', message: 'سلام' },
  });

  await signInWithToken(page, account.token);
  await page.goto('/developers/api-calls');
  const log = page.getByRole('region', { name: 'فراخوانی‌های API' });
  await expect(log.getByRole('link', { name: /POST \/v1\/api\/send/ })).toBeVisible();
  await expect(log.getByRole('link', { name: /GET \/v1\/api\/acl\/auth\/check_token/ })).toBeVisible();

  // Found by the request id the answer carried.
  await page.goto(`/developers/api-calls?request_id=${requestId}`);
  await expect(log.getByRole('link', { name: /POST/ })).toHaveCount(0);
  await expect(log.getByRole('link', { name: /check_token/ })).toBeVisible();

  await page.goto('/developers/api-calls?status=4xx');
  await log.getByRole('link', { name: /POST \/v1\/api\/send/ }).click();
  await expect(page.getByRole('heading', { name: 'بدنهٔ درخواست' })).toBeVisible();
  await expect(page.locator('pre').first()).toContainText('"password": "***"');
  await expect(page.getByText('Sabz@Bahar1403')).toHaveCount(0);
  await page.getByRole('button', { name: 'کپی به‌صورت cURL' }).click();
  await expect(page.getByRole('button', { name: 'کپی شد' })).toBeVisible();
  const curl = await page.evaluate(() => navigator.clipboard.readText());
  expect(curl).toContain('curl -X POST');
  expect(curl).toContain('/v1/api/send');
  expect(curl).not.toContain(key);
});

test('a webhook endpoint gets a test event, seen in its delivery log and sent again', async ({
  page,
  request,
}, testInfo) => {
  const got: string[] = [];
  const receiver: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      got.push(body);
      res.end('ok');
    });
  });
  // Any free port: the phone and desktop runs each have their own receiver.
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  try {
    const account = await registerAccount(request, 'pending');
    await signInWithToken(page, account.token);
    await page.goto('/developers/api-keys');
    await page.getByRole('button', { name: 'افزودن نشانی وب‌هوک' }).click();
    const add = page.getByRole('dialog', { name: 'افزودن نشانی وب‌هوک' });
    await add.getByLabel('نشانی (URL)').fill(`http://127.0.0.1:${port}/${testInfo.project.name}`);
    await add.getByLabel('پیام دریافتی').check();
    await add.getByRole('button', { name: 'ثبت نشانی' }).click();
    await expect(add).toBeHidden();
    const endpoints = page.getByRole('region', { name: 'نشانی‌های وب‌هوک' });
    await expect(endpoints.getByText(`http://127.0.0.1:${port}/${testInfo.project.name}`)).toBeVisible();

    await endpoints.getByRole('button', { name: 'ارسال رویداد آزمایشی' }).click();
    const deliveries = page.getByRole('region', { name: 'گزارش ارسال وب‌هوک' });
    await expect(deliveries.getByText('200')).toBeVisible({ timeout: 45_000 });
    await expect(deliveries.getByText('رویداد آزمایشی')).toBeVisible();
    await deliveries.getByRole('button', { name: /ارسال دوباره/ }).click();
    await expect(deliveries.getByText('200')).toHaveCount(2, { timeout: 45_000 });
    const tests = got.filter((body) => body.includes('"webhook.test"'));
    expect(tests.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(tests[0] ?? '{}').id).toBe(JSON.parse(tests[1] ?? '{}').id);
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});

test('the plugins page lists the integrations; a call is read in the documents by its Persian title, offline too', async ({
  context,
  page,
  request,
}) => {
  const account = await registerAccount(request, 'pending');
  await signInWithToken(page, account.token);

  await test.step('open the plugins page', async () => {
    await page.goto('/developers/plugins');
    await expect(page.getByRole('heading', { name: 'افزونهٔ وردپرس و ووکامرس' })).toBeVisible();
    const php = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'کتابخانهٔ PHP و لاراول' }) });
    await expect(php.getByText('composer require ippanelcom/laravel-sdk')).toBeVisible();
    await expect(php.getByRole('link', { name: 'دریافت از مخزن رسمی' })).toHaveAttribute(
      'href',
      'https://github.com/ippanelcom/laravel-sdk',
    );
    await expect(page.getByText('به‌زودی').first()).toBeVisible();
  });

  await test.step('read a call in the documents', async () => {
    await page.goto('/developers/documents');
    await page.getByLabel('جستجو در مستندات').fill('دفترچه‌های تلفن');
    const call = page.locator('details').filter({ hasText: 'GET /phonebooks/list-new' });
    await call.locator('summary').click();
    await expect(call.locator('summary')).toContainText('فهرست صفحه‌به‌صفحهٔ دفترچه‌های تلفن');
    await expect(call.getByRole('heading', { name: 'نمونهٔ cURL' })).toBeVisible();
    await expect(call.locator('pre').first()).toContainText("curl -X GET '");
    await expect(call.locator('pre').first()).toContainText('/v1/api/phonebooks/list-new');
    // No English prose: the answers are described in Persian too.
    await expect(call.getByText('Success, in the envelope')).toHaveCount(0);
    await expect(call.getByText('موفق؛ نتیجه در data')).toBeVisible();
  });

  await test.step('read it again offline, once seen', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect
      .poll(async () => {
        const state = await savedClientState<{ queries?: { queryKey: unknown[] }[] }>(page);
        return (state?.queries ?? []).map((q) => JSON.stringify(q.queryKey));
      })
      .toContain('["developers","openapi"]');
    await context.setOffline(true);
    await page.reload();
    await page.getByLabel('جستجو در مستندات').fill('دفترچه‌های تلفن');
    const call = page.locator('details').filter({ hasText: 'GET /phonebooks/list-new' });
    await call.locator('summary').click();
    await expect(call.locator('pre').first()).toContainText('/v1/api/phonebooks/list-new');
    await context.setOffline(false);
  });
});
