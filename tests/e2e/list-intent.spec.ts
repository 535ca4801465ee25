// A list's data starts on link intent: pointing at a link to the reports asks for the list before the
// click, and offline the same link opens the list from saved data at once (the start never holds it).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatNumber } from '../../src/domain/index.ts';
import { registerAccount, savedClientState, signInWithToken } from './helpers.ts';

const LIST_CALL = '/report/new_list';

/** One send made through the API, as a webservice client makes it; its id. */
async function sendNow(request: APIRequestContext, token: string): Promise<number> {
  const headers = { Authorization: token };
  expect((await request.post('/v1/api/demo/top_up', { data: { amount: 5_000_000 }, headers })).ok()).toBe(
    true,
  );
  const lines = (await (await request.get('/v1/api/number/numbers', { headers })).json()).data as {
    number: string;
    is_default: boolean;
  }[];
  const response = await request.post('/v1/api/send', {
    headers,
    data: {
      sending_type: 'webservice',
      from_number: (lines.find((l) => l.is_default) ?? lines[0])?.number,
      message: 'ارسال آزمون داده پیش از کلیک',
      params: { recipients: ['09121234001'] },
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()).data.message_outbox_ids as number[])[0] as number;
}

/** The visible link to the reports: the sidebar's on a desktop, the bottom bar's on a phone. */
const reportsLink = (page: Page) => page.getByRole('link', { name: 'گزارش‌ها', exact: true }).first();

const rows = (page: Page) => page.getByRole('tabpanel').locator('tbody tr, ul > li');

test('pointing at the link to the reports asks for the list before the click', async ({ page, request }) => {
  const account = await registerAccount(request);
  const id = await sendNow(request, account.token);
  await signInWithToken(page, account.token);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'پیشخوان' })).toBeVisible();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(LIST_CALL)) asked.push(new URL(page.url()).pathname);
  });
  expect(asked).toEqual([]);

  const started = page.waitForRequest((r) => r.url().includes(LIST_CALL), { timeout: 5_000 });
  await reportsLink(page).hover();
  await started;
  // Asked while the dashboard is still on screen: nothing was clicked.
  expect(asked).toEqual(['/dashboard']);
  await expect(page).toHaveURL(/\/dashboard$/);

  await reportsLink(page).click();
  await expect(page).toHaveURL(/\/reports(\?.*)?$/);
  await expect(rows(page).first()).toContainText(formatNumber(id));
});

test('offline, the link to the reports opens the saved list at once', async ({ context, page, request }) => {
  const account = await registerAccount(request);
  const id = await sendNow(request, account.token);
  await signInWithToken(page, account.token);
  await page.goto('/reports');
  await expect(rows(page).first()).toContainText(formatNumber(id));
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      async () =>
        ((await savedClientState<{ queries?: { queryKey: unknown[] }[] }>(page))?.queries ?? []).some(
          (q) => q.queryKey[0] === 'reports' && q.queryKey[1] === 'list',
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
  await page.close();

  await context.setOffline(true);
  const cold = await context.newPage();
  await cold.goto('/dashboard');
  await expect(cold.getByRole('heading', { level: 1, name: 'پیشخوان' })).toBeVisible();
  await reportsLink(cold).hover();
  await reportsLink(cold).click();
  await expect(cold).toHaveURL(/\/reports(\?.*)?$/);
  // Well within the time a paused fetch would wait: the screen does not wait for the network.
  await expect(rows(cold).first()).toContainText(formatNumber(id), { timeout: 3_000 });
  await context.setOffline(false);
});
