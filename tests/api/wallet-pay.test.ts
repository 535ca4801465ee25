// Online payment end to end through the simulated bank's pages, with fetch as the browser: the
// refusals, a payment paid and credited once (with the tax paid on top and today's promotion's bonus),
// a cancelled one, the same callback twenty times at once, a lost callback made good by the result
// page and by the reconciler, a tampered amount, idempotent taps, and another user's payment unknown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNumber } from '../../src/domain/core/digits.ts';
import { messages } from '../../src/domain/core/messages.ts';
import { httpBank } from '../../src/server/wallet/bank-gateway.ts';
import { client, newPerson } from './helpers/client.ts';
import { openSocket } from './helpers/socket.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let token: string;

const PANEL_RESULT = 'http://panel.test/wallet/payment-result';
const CARD = { pan: '6037 9975 9999 1234', cvv2: '123', month: '07', year: '08', pin: '123456' };

beforeAll(async () => {
  // The panel is served from its own origin, which the API lists (CORS_ORIGINS): the bank returns there.
  server = await startTestServer({ corsOrigins: ['http://panel.test'] });
  api = client(server.url);
  token = (await api.register(newPerson())).data.token;
});
afterAll(async () => {
  await server.close();
});

const credit = async (who = token) => (await api.get('/payment/credit/mine', who)).data.credit as number;

async function generate(amount: string | number, options: { who?: string; key?: string } = {}) {
  const search = new URLSearchParams({
    amount: String(amount),
    callbackUrl: PANEL_RESULT,
    description: 'شارژ',
  });
  return api.call('GET', `/payment/generate-url?${search}`, {
    token: options.who ?? token,
    ...(options.key ? { headers: { 'Idempotency-Key': options.key } } : {}),
  });
}

const unescapeHtml = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"');

/** The payer at the bank's page: opens it, then pays (or cancels); answers the receipt and the return. */
async function atBank(
  url: string,
  action: 'pay' | 'cancel',
  deliver?: string,
  card: Record<string, string> = CARD,
) {
  const page = await fetch(deliver ? `${url}?deliver=${deliver}` : url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const formAction = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
  const hiddenDeliver = html.match(/name="deliver" value="([^"]*)"/)?.[1] ?? '';
  const form = new URLSearchParams({ ...card, action, deliver: unescapeHtml(hiddenDeliver) });
  const receipt = await fetch(new URL(unescapeHtml(formAction ?? ''), url), { method: 'POST', body: form });
  const receiptHtml = await receipt.text();
  const returnTo = receiptHtml.match(/id="return" href="([^"]+)"/)?.[1];
  return {
    page: html,
    status: receipt.status,
    receipt: receiptHtml,
    returnTo: returnTo && unescapeHtml(returnTo),
  };
}

/** The browser following the bank's return: our callback answers a redirect to the panel's page. */
async function callback(returnTo: string, method: 'GET' | 'POST' = 'GET') {
  if (method === 'GET') return fetch(returnTo, { redirect: 'manual' });
  const url = new URL(returnTo);
  const body = new URLSearchParams(url.searchParams);
  return fetch(`${url.origin}${url.pathname}`, { method: 'POST', body, redirect: 'manual' });
}

const verify = (id: number, who = token) => api.get(`/payment/verify/${id}`, who);

async function deposits(paymentId: number) {
  return server.db.query<{ amount: string; kind: string; balance_after: string }>(
    'select amount::text, kind, balance_after::text from wallet_transactions where payment_id = $1',
    [paymentId],
  );
}

describe('payment/generate-url refusals', () => {
  it('refuses an amount below 1,000,000 rials, or not a number, by field, in Persian', async () => {
    const low = await generate(999_999);
    expect(low.status).toBe(422);
    expect(low.meta.errors?.amount).toEqual([messages.minPayment]);
    const text = await generate('هزار');
    expect(text.status).toBe(422);
    expect(text.meta.errors?.amount).toEqual([messages.invalidAmount]);
    const noReturn = await api.get('/payment/generate-url?amount=1000000', token);
    expect(noReturn.status).toBe(422);
    expect(noReturn.meta.errors?.callbackUrl?.[0]).toMatch(/[\u0600-\u06FF]/);
    const counted = await server.db.query<{ n: number }>('select count(*)::int as n from payments');
    expect(counted[0]?.n).toBe(0);
  });
});

describe('an online payment', () => {
  it('is paid at the bank, comes back through the callback, and is credited once with the tax shown', async () => {
    const before = await credit();
    const socket = await openSocket(server.url, token);
    const made = await generate('۱٬۰۰۰٬۰۰۰');
    expect(made.status).toBe(200);
    expect(made.data).toMatchObject({ amount: 1_000_000, tax: 100_000, payable: 1_100_000, bonus: 0 });
    expect(made.data.url).toBe(`${server.url}/bank-gateway/pay/${made.data.authority}`);

    const bank = await atBank(made.data.url, 'pay');
    // The bank's page shows what the payer pays (amount + tax) in Persian digits.
    expect(bank.page).toContain(formatNumber(1_100_000));
    expect(bank.page).toContain('پرداخت');
    expect(bank.page).toContain('انصراف');
    expect(bank.returnTo).toContain(`/v1/api/payment/callback/${made.data.payment_id}`);
    expect(bank.returnTo).toContain('Status=OK');

    const back = await callback(bank.returnTo as string);
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`${PANEL_RESULT}?payment_id=${made.data.payment_id}`);

    const result = await verify(made.data.payment_id);
    expect(result.data).toMatchObject({
      id: made.data.payment_id,
      method: 'online',
      state: 'paid',
      amount: 1_000_000,
      tax: 100_000,
      payable: 1_100_000,
      credited: 1_000_000,
      credit: before + 1_000_000,
    });
    expect(result.data.bank_reference).toMatch(/^\d+$/);
    expect(await credit()).toBe(before + 1_000_000);
    const rows = await deposits(made.data.payment_id);
    expect(rows).toEqual([{ amount: '1000000', kind: 'online', balance_after: String(before + 1_000_000) }]);
    // Live: the header's credit and the result page hear of it.
    expect((await socket.next('credit')).data).toEqual({ credit: before + 1_000_000 });
    expect((await socket.next('payment_settled')).data).toEqual({
      payment_id: made.data.payment_id,
      state: 'paid',
    });
    socket.ws.close();
  });

  it("adds today's promotion's bonus to what the wallet gets (not to what is paid)", async () => {
    const set = await api.post('/demo/payment/promotion', { percent: 5, min_amount: 2_000_000 }, token);
    expect(set.data).toMatchObject({ percent: 5, min_amount: 2_000_000 });
    expect((await api.get('/payment/promotion/today-charge', token)).data).toMatchObject({ percent: 5 });
    const before = await credit();
    const made = await generate(2_000_000);
    expect(made.data).toMatchObject({ payable: 2_200_000, bonus: 100_000 });
    const bank = await atBank(made.data.url, 'pay');
    await callback(bank.returnTo as string, 'POST');
    expect((await verify(made.data.payment_id)).data).toMatchObject({ state: 'paid', credited: 2_100_000 });
    expect(await credit()).toBe(before + 2_100_000);
    expect((await api.post('/demo/payment/promotion', { percent: 5, days: 0 }, token)).data).toBeNull();
    expect((await api.get('/payment/promotion/today-charge', token)).data).toBeNull();
  });

  it('cancelled at the bank, fails and leaves the balance as it was', async () => {
    const before = await credit();
    const made = await generate(1_000_000);
    const bank = await atBank(made.data.url, 'cancel');
    expect(bank.receipt).toContain('پرداخت لغو شد');
    expect(bank.returnTo).toContain('Status=NOK');
    const back = await callback(bank.returnTo as string);
    expect(back.status).toBe(302);
    expect((await verify(made.data.payment_id)).data).toMatchObject({
      state: 'failed',
      bank_reference: null,
    });
    expect(await credit()).toBe(before);
    expect(await deposits(made.data.payment_id)).toEqual([]);
  });

  it('refuses a card that is not well formed at the bank, which keeps the payment open', async () => {
    const made = await generate(1_000_000);
    const bad = await atBank(made.data.url, 'pay', undefined, { ...CARD, pan: '1234' });
    expect(bad.status).toBe(422);
    expect(bad.receipt).toContain('شماره کارت باید ۱۶ رقم باشد');
    const good = await atBank(made.data.url, 'pay');
    expect(good.returnTo).toContain('Status=OK');
    await callback(good.returnTo as string);
    expect((await verify(made.data.payment_id)).data.state).toBe('paid');
  });

  it('credits once when the same callback arrives twenty times at once (and the result page asks too)', async () => {
    const before = await credit();
    const made = await generate(1_000_000);
    const bank = await atBank(made.data.url, 'pay', 'never');
    expect(bank.returnTo).toBeUndefined();
    const returnTo = `${server.url}/v1/api/payment/callback/${made.data.payment_id}?Authority=${made.data.authority}&Status=OK`;
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => callback(returnTo, i % 2 ? 'POST' : 'GET')),
      ...Array.from({ length: 3 }, () => verify(made.data.payment_id)),
    ]);
    expect(answers.slice(0, 20).map((a) => (a as Response).status)).toEqual(Array(20).fill(302));
    expect(await credit()).toBe(before + 1_000_000);
    expect(await deposits(made.data.payment_id)).toHaveLength(1);
    // Late, once more: nothing changes.
    await callback(returnTo);
    expect(await credit()).toBe(before + 1_000_000);
  });

  it('with its callback lost, is credited by the result page asking the bank', async () => {
    const before = await credit();
    const made = await generate(1_000_000);
    // Before paying, the result page finds it pending.
    expect((await verify(made.data.payment_id)).data.state).toBe('pending');
    await atBank(made.data.url, 'pay', 'never');
    expect(await credit()).toBe(before);
    expect((await verify(made.data.payment_id)).data).toMatchObject({
      state: 'paid',
      credit: before + 1_000_000,
    });
    expect(await deposits(made.data.payment_id)).toHaveLength(1);
  });

  it('refuses a tampered amount: the bank took less than the payment asks, nothing is credited', async () => {
    const before = await credit();
    const made = await generate(1_000_000);
    await server.db.query('update bank_gateway_payments set amount = 1100 where authority = $1', [
      made.data.authority,
    ]);
    const bank = await atBank(made.data.url, 'pay');
    await callback(bank.returnTo as string);
    expect((await verify(made.data.payment_id)).data.state).toBe('failed');
    expect(await credit()).toBe(before);
    // The bank's verify itself refuses an amount not its own (Zarinpal's -50).
    const asked = await fetch(`${server.url}/bank-gateway/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ authority: made.data.authority, amount: 1_100_000 }),
    });
    expect(await asked.json()).toEqual({ status: -50, ref_id: null });
  });

  it('makes one payment for a double tap with the same Idempotency-Key', async () => {
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([generate(1_500_000, { key }), generate(1_500_000, { key })]);
    const ok = [a, b].filter((x) => x.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const x of [a, b]) expect([200, 409]).toContain(x.status);
    const again = await generate(1_500_000, { key });
    expect(again.data).toEqual(ok[0]?.data);
    const counted = await server.db.query<{ n: number }>(
      'select count(*)::int as n from payments where amount = 1500000',
    );
    expect(counted[0]?.n).toBe(1);
    // The same key for another amount is another request: refused.
    expect((await generate(1_600_000, { key })).status).toBe(422);
  });

  it('is unknown to another user, and to anyone for a made-up id', async () => {
    const made = await generate(1_000_000);
    const other = (await api.register(newPerson())).data.token;
    const theirs = await verify(made.data.payment_id, other);
    expect(theirs.status).toBe(404);
    expect(theirs.meta.message).toBe(messages.paymentNotFound);
    expect((await verify(999_999)).status).toBe(404);
    expect((await api.get('/payment/verify/abc', token)).status).toBe(404);
    expect((await fetch(`${server.url}/v1/api/payment/callback/999999`, { redirect: 'manual' })).status).toBe(
      404,
    );
  });

  it('with its callback lost and no reload, is settled by the reconciler: paid credited, unpaid failed', async () => {
    const before = await credit();
    const paid = await generate(1_000_000);
    await atBank(paid.data.url, 'pay', 'never');
    const abandoned = await generate(1_000_000);
    await fetch(abandoned.data.url); // the payer opened the page and left
    // Younger than a minute: left to the payer.
    expect(await server.paymentReconciler.tick()).toMatchObject({ paid: 0 });
    server.clock.advance(61_000);
    const first = await server.paymentReconciler.tick();
    expect(first.paid).toBeGreaterThanOrEqual(1);
    expect(await credit()).toBe(before + 1_000_000);
    expect((await verify(abandoned.data.payment_id)).data.state).toBe('pending');
    // Thirty minutes unpaid at the bank: failed, and the bank's page no longer takes it.
    server.clock.advance(30 * 60_000);
    await server.paymentReconciler.tick();
    expect((await verify(abandoned.data.payment_id)).data.state).toBe('failed');
    const late = await atBank(abandoned.data.url, 'pay');
    expect(late.receipt).toContain('پرداخت لغو شد');
    expect(await credit()).toBe(before + 1_000_000);
    expect(await deposits(paid.data.payment_id)).toHaveLength(1);
    expect(await deposits(abandoned.data.payment_id)).toEqual([]);
  });
});

describe('a bank elsewhere (BANK_GATEWAY_URL)', () => {
  it('is asked over HTTP for a token and to verify, in Zarinpal’s shape', async () => {
    const bank = httpBank(`${server.url}/bank-gateway`);
    const authority = await bank.request({
      merchantPaymentId: 1,
      amount: 1_100_000,
      callbackUrl: `${server.url}/v1/api/payment/callback/1`,
      description: 'شارژ',
    });
    expect(bank.pageUrl(authority, 'ignored')).toBe(`${server.url}/bank-gateway/pay/${authority}`);
    expect(await bank.verify(authority, 1_100_000)).toEqual({ status: -52, ref_id: null });
    await atBank(bank.pageUrl(authority, ''), 'pay', 'never');
    const paid = await bank.verify(authority, 1_100_000);
    expect(paid.status).toBe(100);
    expect(paid.ref_id).toMatch(/^\d+$/);
    expect((await bank.verify(authority, 1_000_000)).status).toBe(-50);
    expect((await bank.verify('A-none', 1_100_000)).status).toBe(-54);
  });
});
