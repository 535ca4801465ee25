// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// The demo only when asked for: a production server has no demo route, no simulator, no printed code
// and no auto-approved transfer, refuses to start without what production needs, and builds the bank's
// callback from its public URL; even in the demo a code is shown to its own account only, the handover
// acts on the caller's own account, the simulated bank fetches no address a caller chose and reads no
// large body, and a payment returns the browser to the panel only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingSms, SmsGateway } from '../../src/server/core/sms-gateway.ts';
import { startServer } from '../../src/server/index.ts';
import { type Answer, canonicalMobile, client, newPerson } from './helpers/client.ts';
import { apiDb, startTestServer, type TestServer } from './helpers/test-server.ts';

const PUBLIC_URL = 'https://panel.example.ir';
const persian = /[\u0600-\u06FF]/;

/** A small HTTP server on the loopback that records what reaches it and answers like a bank. */
async function listener(): Promise<{ url: string; hits: { path: string; body: string }[]; server: Server }> {
  const hits: { path: string; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      hits.push({ path: req.url ?? '', body });
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ status: 100, authority: `A-${hits.length}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits, server };
}

/**
 * A POST on a connection of its own, answering the status: a server refusing a large body may close
 * the connection before it is all sent, which must not break a kept-alive connection other calls share.
 */
function postAlone(url: string, body: string, type: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', agent: false, headers: { 'Content-Type': type } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    // Writing the rest after the refusal may fail: the status already came.
    req.on('error', reject);
    req.end(body);
  });
}

let demo: TestServer;
let production: TestServer;
let bank: Awaited<ReturnType<typeof listener>>;
let outside: Awaited<ReturnType<typeof listener>>;
const sent: OutgoingSms[] = [];
const printed: string[] = [];
const operator: SmsGateway = {
  send: async (message) => {
    sent.push(message);
  },
};

beforeAll(async () => {
  bank = await listener();
  outside = await listener();
  demo = await startTestServer({ patternReviewDelayMs: 0 });
  production = await startTestServer({
    demo: false,
    gateway: operator,
    bankGatewayUrl: bank.url,
    identityRegistryUrl: `${outside.url}/identity`,
    apiKeySecret: 's'.repeat(40),
    publicUrl: PUBLIC_URL,
    patternReviewDelayMs: 0,
    printMessages: (line) => printed.push(line),
  });
});
afterAll(async () => {
  await demo.close();
  await production.close();
  bank.server.close();
  outside.server.close();
});

/**
 * A new account: in the demo its code is read from the simulated operator; in production from what
 * reached the operator.
 */
async function register(api: ReturnType<typeof client>) {
  const person = newPerson();
  let answer: Answer;
  if (api.url === production.url) {
    const asked = await api.post('/user/register/send_otp', { mobile: person.mobile });
    const text = sent.findLast((message) => message.mobile === canonicalMobile(person.mobile))?.body ?? '';
    const otp = /(\d{6})/.exec(text)?.[1];
    answer = await api.post('/user/register', { ...person, otp_token: asked.data.token, otp });
  } else answer = await api.register(person);
  expect(answer.status, JSON.stringify(answer.meta)).toBe(201);
  return { ...person, token: answer.data.token as string, mobile: canonicalMobile(person.mobile) };
}

/** `serve.ts` run as a deployment runs it, with `env` on top: its exit, its output, and its address. */
function serveProcess(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'payamak-prod-'));
  const target =
    apiDb() === 'postgres'
      ? { DATABASE_URL: (production.database.target as { url: string }).url }
      : { DATA_DIR: dataDir, PAYAMAK_MODE: 'production' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/serve.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      PANEL_DIR: '/nonexistent',
      ...target,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const line = output.split('\n').find((l) => l.startsWith('{"event":"listening"'));
      if (line) resolve(JSON.parse(line).url);
    });
    void exited.then((code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  // A run that is meant to refuse never listens: that is no unhandled failure.
  listening.catch(() => {});
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { exited, listening, stop, output: () => output };
}

const PRODUCTION_ENV = {
  API_KEY_SECRET: 'k'.repeat(40),
  PUBLIC_URL,
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
  BANK_GATEWAY_URL: 'http://127.0.0.1:9/bank',
  IDENTITY_REGISTRY_URL: 'http://127.0.0.1:9/identity',
};

// Each starts a server process of its own (its database, its migrations): slow on a loaded machine.
describe('a server started as a deployment starts it', { timeout: 180_000 }, () => {
  it('without the settings production needs, refuses to start and names each', async () => {
    const run = serveProcess({});
    expect(await run.exited).toBe(1);
    for (const name of Object.keys(PRODUCTION_ENV)) expect(run.output()).toContain(name);
    await run.stop();
  });

  it('with them, serves no demo route, no simulated bank and no demo account', async () => {
    const run = serveProcess(PRODUCTION_ENV);
    try {
      const url = await run.listening;
      expect((await fetch(`${url}/v1/api/demo/outbox`)).status).toBe(404);
      const handover = await fetch(`${url}/v1/api/demo/handover`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'demo' }),
      });
      expect(handover.status).toBe(404);
      expect((await fetch(`${url}/bank-gateway/pay/A-1`)).status).toBe(404);
      const described = await (await fetch(`${url}/v1/api/openapi.json`)).json();
      expect(Object.keys(described.paths).filter((path) => path.startsWith('/demo/'))).toEqual([]);
      const login = await fetch(`${url}/v1/api/acl/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'demo', password: 'Payamak@1404' }),
      });
      expect(login.status).toBe(422);
    } finally {
      await run.stop();
    }
  });
});

describe('production mode', () => {
  it('serves no demo route and no simulator, and describes none', async () => {
    const paths = production.routes.map((route) => route.path);
    expect(paths.some((path) => path.includes('/demo/'))).toBe(false);
    expect(paths.some((path) => path.startsWith('/bank-gateway'))).toBe(false);
    const api = client(production.url);
    const user = await register(api);
    expect((await api.get('/demo/outbox')).status).toBe(404);
    expect((await api.post('/demo/handover', { username: user.username })).status).toBe(404);
    expect((await api.post('/demo/top_up', { amount: 1_000_000 }, user.token)).status).toBe(404);
    expect((await api.post('/demo/payment/promotion', { percent: 50 }, user.token)).status).toBe(404);
    expect((await fetch(`${production.url}/bank-gateway/pay/A-1`)).status).toBe(404);
    const described = await (await fetch(`${production.url}/v1/api/openapi.json`)).json();
    expect(Object.keys(described.paths).filter((path) => path.startsWith('/demo/'))).toEqual([]);
    // The demo, by contrast, has them.
    expect(demo.routes.some((route) => route.path.includes('/demo/'))).toBe(true);
  });

  it('refuses to start without a gateway, a bank, an identity registry, a sealing secret and its public URL', async () => {
    await expect(
      startServer({ demo: false, port: 0, host: '127.0.0.1', db: { memory: true } }),
    ).rejects.toThrow(
      /API_KEY_SECRET: required in production.*\n.*BANK_GATEWAY_URL: required in production.*\n.*IDENTITY_REGISTRY_URL: required in production.*\n.*PUBLIC_URL: required in production.*\n.*SMS_GATEWAY_URL: required in production/,
    );
  });

  it('sends codes to the operator and prints none', async () => {
    const api = client(production.url);
    const user = await register(api);
    const asked = await api.post('/acl/auth/send_sms_otp', { username: user.username });
    expect(asked.status).toBe(200);
    expect(sent.some((message) => message.mobile === user.mobile && /\d{6}/.test(message.body))).toBe(true);
    expect(printed).toEqual([]);
  });

  it("builds the bank's callback from PUBLIC_URL, never from the request's Host header", async () => {
    const api = client(production.url);
    const user = await register(api);
    const search = new URLSearchParams({
      amount: '1000000',
      callbackUrl: `${PUBLIC_URL}/wallet/payment-result`,
    });
    const { port } = new URL(production.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: `/v1/api/payment/generate-url?${search}`,
          headers: { Host: 'attacker.example:6666', Authorization: user.token },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200);
    const asked = JSON.parse(bank.hits.at(-1)?.body ?? '{}');
    expect(asked.callback_url).toMatch(new RegExp(`^${PUBLIC_URL}/v1/api/payment/callback/\\d+$`));
  });

  it('approves no pattern by itself: a person at the provider does', async () => {
    const body = {
      title: 'کد ورود',
      description: 'کد یک‌بار مصرف',
      is_share: false,
      message: 'نانوایی سحر\nکد ورود شما %code% است.',
      website: 'https://sahar-bakery.ir',
      variable: [{ name: 'code', type: 'integer' }],
    };
    const statuses = async (server: TestServer, username: string) =>
      (
        await server.db.query<{ status: string }>(
          'select status from patterns where user_id = (select id from users where username = $1)',
          [username],
        )
      ).map((row) => row.status);
    const inProduction = await register(client(production.url));
    expect((await client(production.url).post('/user/pattern', body, inProduction.token)).status).toBe(200);
    // The same pattern in the demo, submitted after it, is reviewed by the simulated reviewer...
    const inDemo = await register(client(demo.url));
    expect((await client(demo.url).post('/user/pattern', body, inDemo.token)).status).toBe(200);
    await expect.poll(() => statuses(demo, inDemo.username)).not.toEqual(['pending']);
    // ...while production's waits for a person.
    expect(await statuses(production, inProduction.username)).toEqual(['pending']);
  });

  it('approves no transfer by itself: a person at the provider does', async () => {
    const api = client(production.url);
    const user = await register(api);
    const made = await api.post(
      '/payment/offline/card-to-card-create',
      {
        amount: 1_000_000,
        source_card: '6037-9912-3456-7893',
        target: '6037997599991230',
        reference_code: '482913',
        submitted_at: new Date(production.clock.now().getTime() - 60_000).toISOString(),
        ui_callback: '/wallet/credit',
      },
      user.token,
    );
    expect(made.status, JSON.stringify(made.meta)).toBe(200);
    production.clock.advance(24 * 60 * 60_000);
    expect(await production.transferApprover.tick()).toBe(0);
    expect((await api.get('/payment/credit/mine', user.token)).data.credit).toBe(0);
  });
});

describe('the demo', () => {
  it("shows a code only to its own account's login, never without one", async () => {
    const api = client(demo.url);
    const alice = await register(api);
    const bob = await register(api);
    expect((await api.get(`/demo/outbox?mobile=${alice.mobile}`)).status).toBe(401);
    await api.post('/acl/auth/send_sms_otp', { username: alice.username });
    const code = await api.lastCode(alice.mobile);
    const bobs = await api.get(`/demo/outbox?mobile=${alice.mobile}`, bob.token);
    expect(bobs.status).toBe(200);
    expect(JSON.stringify(bobs.data)).not.toContain(code);
    const alices = await api.get('/demo/outbox', alice.token);
    expect(alices.data[0].body).toContain(code);
  });

  it("hands over the caller's own account only", async () => {
    const api = client(demo.url);
    const alice = await register(api);
    const bob = await register(api);
    expect((await api.post('/demo/handover', { username: alice.username })).status).toBe(401);
    const stolen = await api.post('/demo/handover', { username: alice.username }, bob.token);
    expect(stolen.status).toBe(403);
    expect(stolen.meta.message).toMatch(persian);
    const own = await api.post('/demo/handover', {}, alice.token);
    expect(own.status).toBe(200);
    const opened = await api.post('/acl/auth/external_login', { token: own.data.token });
    expect(opened.status).toBe(200);
    expect((await api.get('/acl/auth/check_token', opened.data.token)).data.user_name).toBe(alice.username);
  });

  it('the simulated bank never calls an address the caller chose', async () => {
    const asked = await fetch(`${demo.url}/bank-gateway/request`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        amount: 1_100_000,
        merchant_payment_id: 1,
        callback_url: `${outside.url}/steal`,
      }),
    });
    const { authority } = (await asked.json()) as { authority: string };
    const form = new URLSearchParams({
      pan: '6037997599991234',
      cvv2: '123',
      month: '07',
      year: '08',
      pin: '123456',
      action: 'pay',
      deliver: 'twice',
    });
    expect(
      (await fetch(`${demo.url}/bank-gateway/pay/${authority}`, { method: 'POST', body: form })).status,
    ).toBe(200);

    // A payment of this server's own, paid the same way after it: its callback does arrive (in-process).
    const api = client(demo.url);
    const user = await register(api);
    const search = new URLSearchParams({
      amount: '1000000',
      callbackUrl: `${demo.url}/wallet/payment-result`,
    });
    const made = await api.call('GET', `/payment/generate-url?${search}`, { token: user.token });
    expect(made.status, JSON.stringify(made.meta)).toBe(200);
    const pay = await fetch(made.data.url, { method: 'POST', body: form });
    expect(pay.status).toBe(200);
    await expect
      .poll(async () => (await api.get('/payment/credit/mine', user.token)).data.credit)
      .toBe(1_000_000);
    expect(outside.hits).toEqual([]);
  });

  it('the simulated bank reads no large body', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const json = JSON.stringify({ amount: 1_100_000, callback_url: `${demo.url}/x`, description: big });
    expect(await postAlone(`${demo.url}/bank-gateway/request`, json, 'application/json')).toBe(413);
    const form = new URLSearchParams({ pan: big }).toString();
    expect(
      await postAlone(`${demo.url}/bank-gateway/pay/A-none`, form, 'application/x-www-form-urlencoded'),
    ).toBe(413);
  });

  it('a payment returns the browser to the panel only, never elsewhere', async () => {
    const api = client(demo.url);
    const user = await register(api);
    const search = new URLSearchParams({ amount: '1000000', callbackUrl: 'https://attacker.example/phish' });
    const made = await api.call('GET', `/payment/generate-url?${search}`, { token: user.token });
    expect(made.status).toBe(422);
    expect(made.meta.errors?.callbackUrl?.[0]).toMatch(persian);
  });
});
