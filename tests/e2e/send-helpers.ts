import type { APIRequestContext, Page } from '@playwright/test';
import { lineE164 } from '../../src/domain/index.ts';
import { type Account, registerAccount, savedClientState, signInWithToken } from './helpers.ts';

/** What a bank send's test tops up with: more than any of its sends costs. */
export const SEND_TOP_UP = 100_000_000;

/** A new account with SEND_TOP_UP rials in its wallet, signed in on the page. */
export async function signedInWithCredit(page: Page, request: APIRequestContext): Promise<Account> {
  const account = await registerAccount(request);
  await topUp(request, account.token, SEND_TOP_UP);
  await signInWithToken(page, account.token);
  return account;
}

/** The `data` of a GET of the API, as the account. */
export async function apiData<T = unknown>(
  request: APIRequestContext,
  token: string,
  path: string,
): Promise<T> {
  const response = await request.get(`/v1/api/${path}`, { headers: { Authorization: token } });
  if (!response.ok()) throw new Error(`${path} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** Puts rials in the account's wallet through the simulator's side door. */
export async function topUp(request: APIRequestContext, token: string, amount: number): Promise<void> {
  const response = await request.post('/v1/api/demo/top_up', {
    data: { amount },
    headers: { Authorization: token },
  });
  if (!response.ok()) throw new Error(`top_up failed: ${response.status()} ${await response.text()}`);
}

export async function credit(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/v1/api/payment/credit/mine', { headers: { Authorization: token } });
  return ((await response.json()) as { data: { credit: number } }).data.credit;
}

/** Adds numbers through the composer's bulk-add dialog, as a user pasting a list would. */
export async function pasteNumbers(page: Page, numbers: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: 'افزودن گروهی' }).click();
  const dialog = page.getByRole('dialog', { name: 'افزودن گروهی شماره‌ها' });
  await dialog.getByLabel('شماره‌ها را وارد کنید (هر خط یا با ویرگول جدا)').fill(numbers.join('\n'));
  await dialog.getByRole('button', { name: /^افزودن .* شماره$/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Fake but valid Iranian mobiles, distinct per call. */
export function mobiles(count: number, seed = Date.now() % 1_000_000): string[] {
  return Array.from(
    { length: count },
    (_, i) => `0912${String((seed * 7 + i) % 10_000_000).padStart(7, '0')}`,
  );
}

/** Send requests the page makes, with their Idempotency-Key, to count how often a send went out. */
export function watchSends(page: Page): { keys: string[] } {
  const seen = { keys: [] as string[] };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/api/send')
      seen.keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return seen;
}

/** The paused mutations the panel saved to IndexedDB (a send queued offline). */
export async function savedPausedSends(page: Page): Promise<{ key: string }[]> {
  type Saved = { mutationKey?: unknown[]; state: { variables?: { idempotencyKey?: string } } };
  const state = await savedClientState<{ mutations?: Saved[] }>(page);
  const sends = (state?.mutations ?? []).filter((m) => m.mutationKey?.[0] === 'send');
  return sends.map((m) => ({ key: m.state.variables?.idempotencyKey ?? '' }));
}

/** The account's default line as the published API names it (E.164). */
export async function defaultLineNumber(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/v1/api/number/numbers', { headers: { Authorization: token } });
  const lines = ((await response.json()) as { data: { number: string; is_default: boolean }[] }).data;
  return lineE164((lines.find((l) => l.is_default) ?? lines[0])?.number ?? '');
}

/** What a send body (the published API's, with its sending_type) would cost, asked of the API directly. */
export async function priceOf(request: APIRequestContext, token: string, body: object): Promise<number> {
  const response = await request.post('/v1/api/send/calculate-price', {
    data: body,
    headers: { Authorization: token },
  });
  if (!response.ok())
    throw new Error(`calculate-price failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { price: number } }).data.price;
}

export async function defaultLineId(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/v1/api/number/numbers', { headers: { Authorization: token } });
  const lines = ((await response.json()) as { data: { id: number; is_default: boolean }[] }).data;
  return (lines.find((l) => l.is_default) ?? lines[0])?.id ?? 0;
}

/** Picks an option of the design system's Select by its label and the option's visible text. */
export async function choose(page: Page, label: string, option: RegExp): Promise<void> {
  const trigger = page.getByRole('combobox', { name: label, exact: true });
  // The list closes on any scroll: bring the field into view before opening it.
  await trigger.scrollIntoViewIfNeeded();
  await trigger.click();
  await page.getByRole('listbox', { name: label, exact: true }).getByRole('option', { name: option }).click();
}

/** Confirms the price dialog and waits for the success page; answers the send's id. */
export async function confirmAndSend(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  const dialog = page.getByRole('dialog', { name: 'تأیید ارسال' });
  await dialog.getByTestId('send-price').filter({ hasText: /ریال$/ }).waitFor();
  await dialog.getByRole('button', { name: 'ارسال', exact: true }).click();
  await page.waitForURL(/\/send-sms\/success-send\/\d+$/);
  return page.url().split('/').pop() ?? '';
}
