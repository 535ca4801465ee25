// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// Limits on what is costly or risky: per-user budgets of costly calls, the live socket's frames and
// connections, the client address no forged header changes, the HTTPS and cache headers, and a
// balance the database never lets go below zero.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages } from '../../src/domain/auth/auth.messages.ts';
import { lineE164, sendMessages } from '../../src/domain/index.ts';
import { MAX_ADDRESS_FAILURES, THROTTLE_WINDOW_MS } from '../../src/server/auth/auth-rules.ts';
import { MAX_SOCKETS_PER_USER } from '../../src/server/http/live.routes.ts';
import { client, newPerson } from './helpers/client.ts';
import { fundedUser, numbers, send } from './helpers/send.ts';
import { openSocket, refusedUpgrade } from './helpers/socket.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/** The price class is small here, so that its limit is met in a few calls: 3 at once, then one each 100 s. */
const PRICE_BUDGET = { capacity: 3, perSecond: 0.01 };

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer({ budgets: { price: PRICE_BUDGET } });
  api = client(server.url);
});
afterAll(async () => {
  await server.close();
});

const newToken = async () => (await api.register(newPerson())).data.token as string;

/** A one-recipient quick send in the published API's form. */
async function quickBody(token: string) {
  const lines = (await api.get('/number/numbers', token)).data;
  const from = lineE164(lines.find((line: any) => line.is_default).number);
  return {
    sending_type: 'webservice',
    from_number: from,
    message: 'سلام',
    params: { recipients: numbers(1) },
  };
}

describe('limits on costly and risky calls', () => {
  it('budgets a costly call per user: over it, a Persian 429 with Retry-After, served again once it refills', async () => {
    const token = await fundedUser(api, 0);
    const other = await fundedUser(api, 0);
    const body = await quickBody(token);
    for (let i = 0; i < PRICE_BUDGET.capacity; i++)
      expect((await api.post('/send/calculate-price', body, token)).status).toBe(200);
    const response = await fetch(`${server.url}/v1/api/send/calculate-price`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(429);
    // About 100 s: the time this test takes runs on the clock too.
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(90);
    expect(retryAfter).toBeLessThanOrEqual(100);
    const refusal = (await response.json()) as any;
    expect(refusal.meta.message).toBe(authMessages.tooManyCalls(retryAfter));
    expect(refusal.meta.message).toMatch(
      /^درخواست‌های شما بیش از حد مجاز است؛ [۰-۹]+ ثانیه دیگر دوباره تلاش کنید$/,
    );
    expect(refusal.meta.message_code).toBe('429-1');
    // Another user's budget is their own; a call of another class is not drawn from this one.
    expect((await api.post('/send/calculate-price', await quickBody(other), other)).status).toBe(200);
    expect((await api.get('/phonebooks/numbers/count', token)).status).not.toBe(429);
    server.clock.advance(100_000);
    expect((await api.post('/send/calculate-price', body, token)).status).toBe(200);
    expect((await api.post('/send/calculate-price', body, token)).status).toBe(429);
  });

  it('closes the live socket on a frame over 4 KiB', async () => {
    const socket = await openSocket(server.url, await newToken());
    // A ping after it: the server reads frames in order, so a pong means the large frame was taken.
    const outcome = await new Promise<number | 'pong'>((resolve) => {
      socket.ws.once('pong', () => resolve('pong'));
      void socket.closed.then(resolve);
      socket.ws.send('x'.repeat(1024 * 1024));
      socket.ws.ping();
    });
    expect(outcome).toBe(1009);
  });

  it(`refuses a user's socket beyond ${MAX_SOCKETS_PER_USER}, and not another user's`, async () => {
    const token = await newToken();
    const sockets = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) sockets.push(await openSocket(server.url, token));
    expect(await refusedUpgrade(server.url, token)).toBe(429);
    const someoneElse = await openSocket(server.url, await newToken());
    for (const socket of [...sockets, someoneElse]) socket.ws.close();
    await Promise.all([...sockets, someoneElse].map((socket) => socket.closed));
  });

  it('asks browsers to keep to HTTPS for at least a year, subdomains included', async () => {
    const hsts = (await fetch(`${server.url}/v1/api/health`)).headers.get('strict-transport-security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
  });

  it('answers every API call with Cache-Control: no-store, refusals included', async () => {
    const token = await newToken();
    const answers = await Promise.all([
      fetch(`${server.url}/v1/api/health`),
      fetch(`${server.url}/v1/api/acl/auth/check_token`, { headers: { Authorization: token } }),
      fetch(`${server.url}/v1/api/acl/auth/check_token`, { headers: { Authorization: 'forged' } }),
      fetch(`${server.url}/v1/api/no/such/call`),
      fetch(`${server.url}/v1/api/acl/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 404, 422]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('never lets a balance go below zero: the database refuses it, and racing debits get Persian refusals', async () => {
    const token = await fundedUser(api, 0);
    const body = await quickBody(token);
    const { price } = (await api.post('/send/calculate-price', body, token)).data;
    expect(price).toBeGreaterThan(0);
    const topUp = await api.post('/demo/top_up', { amount: price * 3 + Math.floor(price / 2) }, token);
    expect(topUp.status).toBe(200);
    const me = (await api.get('/acl/auth/check_token', token)).data;
    await expect(
      server.db.query('update wallets set balance = -1 where user_id = $1', [me.user_id]),
    ).rejects.toThrow(/wallets_balance_not_negative/);
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(api, token, body)));
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(accepted).toHaveLength(3);
    for (const answer of refused) {
      expect(answer.status).toBe(402);
      expect(answer.meta.message).toBe(sendMessages.insufficientCredit);
    }
    expect((await api.get('/payment/credit/mine', token)).data.credit).toBe(Math.floor(price / 2));
  });

  // Last: it spends this server's address budget of failed logins (the window is then moved past).
  it('counts failed logins by the socket address whatever X-Forwarded-For claims', async () => {
    const attempt = (forwarded: string) =>
      api.call('POST', '/acl/auth/login', {
        body: { username: `nobody-${forwarded}`, password: 'Wrong@Pass1403' },
        headers: { 'X-Forwarded-For': forwarded },
      });
    // A different forged client on every try: they are one address all the same.
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++)
      expect((await attempt(`198.51.100.${i}`)).status).not.toBe(429);
    const locked = await attempt('203.0.113.99');
    expect(locked.status).toBe(429);
    expect(locked.meta.message).toMatch(/دقیقه دیگر دوباره تلاش کنید/);
    server.clock.advance(THROTTLE_WINDOW_MS);
  });
});
