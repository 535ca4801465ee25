// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// API keys, driven as an outside program would: the keys are managed through the panel's calls with a
// login token, then a program sends with nothing but `Authorization: <key>` and the published API's
// webservice body, and reads its send back.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallSpec } from '../../src/domain/core/call.ts';
import * as keys from '../../src/domain/developers/developers.calls.ts';
import { apiKeyMessages } from '../../src/domain/developers/developers.schema.ts';
import { authMessages, messages } from '../../src/domain/index.ts';
import { OTP_RESEND_MS } from '../../src/server/auth/auth-rules.ts';
import { canonicalMobile, client, listOf, newPerson } from './helpers/client.ts';
import { fundedUser } from './helpers/send.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
});
afterAll(async () => {
  await server.close();
});

/** A declared call, made as the panel makes it: its method and path come from the declaration. */
const make = (spec: CallSpec, token: string, body?: unknown) =>
  api.call(spec.method.toUpperCase(), `/${spec.path}`, { token, ...(body === undefined ? {} : { body }) });

/** GET from another loopback address (127.0.0.2): the server sees a different client address. */
function getFrom(localAddress: string, path: string, key: string): Promise<{ status: number; body: any }> {
  const url = new URL(`${server.url}/v1/api${path}`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        localAddress,
        headers: { Authorization: key },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A new account: its login token and its mobile as the simulated operator's outbox keeps it. */
async function person() {
  const details = newPerson();
  const token = (await api.register(details)).data.token as string;
  return { token, mobile: canonicalMobile(details.mobile) };
}

describe('API keys', () => {
  it('are made, listed masked, shown again only with an SMS code, and deleted', async () => {
    const { token, mobile } = await person();
    const made = await make(keys.apiKeyCreateCall, token, { title: 'فروشگاه آنلاین', ips: ['۱۸۵.۱۲.۳.۴'] });
    expect(made.status).toBe(201);
    expect(made.meta.message).toBe(apiKeyMessages.created);
    expect(made.data).toMatchObject({ title: 'فروشگاه آنلاین', ips: ['185.12.3.4'], last_used_at: null });
    expect(made.data.key).toMatch(/^pk_[A-Za-z0-9_-]{64}$/);
    expect(made.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const key = made.data.key as string;

    const list = await make(keys.apiKeyListCall, token);
    expect(list.status).toBe(200);
    expect(list.meta).toMatchObject({ total: 1, current_page: 1 });
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ id: made.data.id, title: 'فروشگاه آنلاین', ips: ['185.12.3.4'] });
    expect(list.data[0].key).not.toBe(key);
    expect(list.data[0].key.startsWith(key.slice(0, 7))).toBe(true);
    expect(list.data[0].key.endsWith(key.slice(-4))).toBe(true);
    expect(JSON.stringify(list)).not.toContain(key.slice(7, -4));

    // Shown again: a code goes by SMS to the account's mobile, and only that code opens the key.
    const noCode = await make(keys.apiKeyShowCall, token, { id: made.data.id, otp: '123456' });
    expect(noCode.status).toBe(401);
    expect(noCode.meta.message).toBe(apiKeyMessages.codeNeeded);
    const otp = await make(keys.apiKeyOtpCall, token, { id: made.data.id });
    expect(otp.status).toBe(200);
    expect(otp.data).toMatchObject({ expires_in: 120, resend_in: 60 });
    const again = await make(keys.apiKeyOtpCall, token, { id: made.data.id });
    expect(again.status).toBe(429);
    const code = await api.lastCode(mobile);
    const wrong = await make(keys.apiKeyShowCall, token, {
      id: made.data.id,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.meta.message).toBe(authMessages.wrongCode);
    const shown = await make(keys.apiKeyShowCall, token, { id: made.data.id, otp: code });
    expect(shown.status).toBe(200);
    expect(shown.data.key).toBe(key);
    const reused = await make(keys.apiKeyShowCall, token, { id: made.data.id, otp: code });
    expect(reused.status).toBe(401);
    expect(reused.meta.message).toBe(authMessages.codeUsed);

    // Another account knows nothing of this key.
    const { token: stranger } = await person();
    expect((await make(keys.apiKeyDeleteCall, stranger, { id: made.data.id })).status).toBe(404);

    const deleted = await make(keys.apiKeyDeleteCall, token, { id: made.data.id });
    expect(deleted.status).toBe(200);
    expect(deleted.meta.message).toBe(apiKeyMessages.deleted);
    expect((await make(keys.apiKeyListCall, token)).data).toEqual([]);
    expect((await make(keys.apiKeyDeleteCall, token, { id: made.data.id })).status).toBe(404);
  });

  it('act for their account on calls that take a key, and are refused on token-only calls', async () => {
    const { token } = await person();
    const key = (await make(keys.apiKeyCreateCall, token, { title: 'سامانه فروش' })).data.key as string;

    const lines = await api.get('/number/numbers', key);
    expect(lines.status).toBe(200);
    expect(lines.data).toEqual((await api.get('/number/numbers', token)).data);
    const used = (await make(keys.apiKeyListCall, token)).data[0];
    expect(used.last_used_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // A key never manages keys, nor anything else a login token alone may do.
    for (const spec of [keys.apiKeyListCall, keys.apiKeyCreateCall]) {
      const refused = await make(spec, key, spec.method === 'post' ? { title: 'کلید دوم' } : undefined);
      expect(refused.status).toBe(403);
      expect(refused.meta.message).toBe(apiKeyMessages.tokenOnly);
    }
    expect(listOf(await make(keys.apiKeyListCall, token)).total).toBe(1);

    // A deleted key is refused at once; an unknown one too.
    await make(keys.apiKeyDeleteCall, token, { id: used.id });
    const gone = await api.get('/number/numbers', key);
    expect(gone.status).toBe(401);
    expect(gone.meta.message).toBe(apiKeyMessages.invalid);
    const forged = await api.get('/number/numbers', `pk_${'A'.repeat(64)}`);
    expect(forged.status).toBe(401);
  });

  it('bound to addresses are refused from any other address', async () => {
    const { token } = await person();
    const bound = (await make(keys.apiKeyCreateCall, token, { title: 'سرور دوم', ips: ['127.0.0.2'] })).data
      .key;
    const refused = await api.get('/number/numbers', bound);
    expect(refused.status).toBe(403);
    expect(refused.meta.message).toBe(apiKeyMessages.addressRefused);
    const allowed = await getFrom('127.0.0.2', '/number/numbers', bound);
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.length).toBeGreaterThan(0);
  });

  it('refuses bad input in Persian', async () => {
    const { token } = await person();
    const bad = await make(keys.apiKeyCreateCall, token, { title: ' ', ips: ['300.1.1.1'] });
    expect(bad.status).toBe(422);
    expect(bad.meta.errors).toMatchObject({ title: [messages.required], 'ips.0': [messages.invalidIp] });
    const missing = await make(keys.apiKeyOtpCall, token, { id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.meta.message).toBe(apiKeyMessages.notFound);
  });

  it('give a new code once the resend wait is over, and the old code dies', async () => {
    const { token, mobile } = await person();
    const { id } = (await make(keys.apiKeyCreateCall, token, { title: 'کلید' })).data;
    await make(keys.apiKeyOtpCall, token, { id });
    const first = await api.lastCode(mobile);
    server.clock.advance(OTP_RESEND_MS);
    expect((await make(keys.apiKeyOtpCall, token, { id })).status).toBe(200);
    const second = await api.lastCode(mobile);
    if (first !== second) {
      expect((await make(keys.apiKeyShowCall, token, { id, otp: first })).status).toBe(401);
    }
    expect((await make(keys.apiKeyShowCall, token, { id, otp: second })).status).toBe(200);
  });
});

// The published API's webservice send, exactly as its clients make it: the key alone, no
// Idempotency-Key.
const webservice = (from: string, recipients: string[]) => ({
  sending_type: 'webservice',
  from_number: from,
  message: 'سفارش شما ثبت شد',
  params: { recipients },
});

describe('a program with an API key', () => {
  it('sends with the documented webservice body and reads the send back', async () => {
    const token = await fundedUser(api, 10_000_000);
    const key = (await make(keys.apiKeyCreateCall, token, { title: 'وب‌سرویس' })).data.key as string;
    const line = (await api.get('/number/numbers', key)).data.find((l: any) => l.is_default);
    const sent = await api.call('POST', '/send', {
      token: key,
      body: webservice(line.number, ['+989121112233', '09351112233']),
    });
    expect(sent.status).toBeLessThan(300);
    const [id] = sent.data.message_outbox_ids;
    const report = await api.get(`/report/by_bulk?messages_outbox_id=${id}`, key);
    expect(report.status).toBe(200);
    expect(String(report.data.messages_outbox_id)).toBe(String(id));
    // A send made through the webservice reports the published type of its kind.
    expect(report.data.type).toBe('webservice');
    // Both recipients, the one written in E.164 and the one written as dialled.
    expect(report.data.bulk.total).toBe(2);
  });
});
