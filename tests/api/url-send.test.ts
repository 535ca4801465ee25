// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// GET send/webservice, made as the published page's curl examples make it: the whole send in the URL,
// the caller named by an API key or by a username and password in the query. It sends like POST send's
// webservice type (the same debit, the same report), refuses a wrong caller with the documented 401
// body, and leaves neither the key nor the password in the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as keys from '../../src/domain/developers/developers.calls.ts';
import type { Logger } from '../../src/server/core/log.ts';
import { client, newPerson } from './helpers/client.ts';
import { acceptAllAgreements } from './helpers/send.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const lines: string[] = [];
const recording: Logger = {
  info: (event, fields) => lines.push(JSON.stringify({ event, ...fields })),
  error: (event, fields) => lines.push(JSON.stringify({ event, ...fields })),
};

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer({ log: recording });
  api = client(server.url);
});
afterAll(async () => {
  await server.close();
});

/** A funded account with its agreements accepted: its login, its token, an API key and its line. */
async function account() {
  const details = newPerson();
  const token = (await api.register(details)).data.token as string;
  expect((await api.post('/demo/top_up', { amount: 10_000_000 }, token)).status).toBe(200);
  await acceptAllAgreements(api, token);
  const key = (await api.call('POST', `/${keys.apiKeyCreateCall.path}`, { token, body: { title: 'آدرس' } }))
    .data.key as string;
  const line = (await api.get('/number/numbers', token)).data.find((l: any) => l.is_default);
  return { ...details, token, key, line: line.number as string };
}

/** The URL exactly as written, `+` and spaces unencoded as in the published curl examples. */
const urlSend = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/v1/api/send/webservice?${query}`, { headers });

const credit = async (token: string) => (await api.get('/payment/credit/mine', token)).data.credit as number;

const refusedBody = {
  data: null,
  meta: {
    status: false,
    message: 'اطلاعات وارد شده صحیح نمی باشد',
    message_parameters: [],
    message_code: '400-1',
    errors: {},
  },
};

describe('GET send/webservice', () => {
  it('sends with the API key in the query, debits the wallet and shows in the reports', async () => {
    const me = await account();
    const before = await credit(me.token);
    const response = await urlSend(
      `from=${me.line}&message=متن پیام&to=+989120000000&apikey=${me.key}`.replace(/ /g, '%20'),
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as any;
    expect(answer.meta).toMatchObject({ status: true, message: 'انجام شد', message_code: '200-1' });
    expect(answer.data.message_outbox_ids).toHaveLength(1);
    const [id] = answer.data.message_outbox_ids;
    expect(answer.data.recipients).toBe(1);
    expect(answer.data.price).toBeGreaterThan(0);
    expect(await credit(me.token)).toBe(before - answer.data.price);
    const report = await api.get(`/report/by_bulk?messages_outbox_id=${id}`, me.token);
    expect(report.status).toBe(200);
    expect(report.data.type).toBe('webservice');
    expect(report.data.bulk.total).toBe(1);
  });

  it('takes the other names the page lists for each field, and the key in the header', async () => {
    const me = await account();
    const aliased = await urlSend(
      `sender=${encodeURIComponent(me.line)}&text=${encodeURIComponent('سلام')}&receiver=09351112233&api_key=${me.key}`,
    );
    expect(aliased.status).toBe(200);
    const inHeader = await urlSend(
      `from=${encodeURIComponent(me.line)}&msg=${encodeURIComponent('سلام')}&to=09351112233`,
      { Authorization: me.key },
    );
    expect(inHeader.status).toBe(200);
  });

  it('sends with a username and password in the query, counted like a login', async () => {
    const me = await account();
    const before = await credit(me.token);
    const sent = await urlSend(
      `from=${encodeURIComponent(me.line)}&message=${encodeURIComponent('سلام')}&to=09121234567` +
        `&username=${me.username}&password=${encodeURIComponent(me.password)}`,
    );
    expect(sent.status).toBe(200);
    const answer = (await sent.json()) as any;
    expect(await credit(me.token)).toBe(before - answer.data.price);
    const wrong = await urlSend(
      `from=${encodeURIComponent(me.line)}&message=x&to=09121234567&username=${me.username}&password=Wrong@1234`,
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual(refusedBody);
    expect(await credit(me.token)).toBe(before - answer.data.price);
  });

  it('refuses a wrong, missing or doubled caller, and a session token, with the documented 401', async () => {
    const me = await account();
    const before = await credit(me.token);
    const base = `from=${encodeURIComponent(me.line)}&message=x&to=09121234567`;
    for (const query of [
      `${base}&apikey=pk_${'A'.repeat(64)}`,
      `${base}&apikey=not-a-key`,
      base,
      `${base}&token=${me.token}`,
      `${base}&apikey=${me.key}&username=${me.username}&password=${encodeURIComponent(me.password)}`,
      `${base}&username=${me.username}`,
    ]) {
      const response = await urlSend(query);
      expect(response.status, query).toBe(401);
      expect(await response.json()).toEqual(refusedBody);
    }
    expect(await credit(me.token)).toBe(before);
  });

  it('refuses a bad send in Persian before it debits anything', async () => {
    const me = await account();
    const before = await credit(me.token);
    const response = await urlSend(`from=${encodeURIComponent(me.line)}&to=09121234567&apikey=${me.key}`);
    expect(response.status).toBe(422);
    const answer = (await response.json()) as any;
    expect(answer.meta.message_code).toBe('400-2');
    expect(Object.keys(answer.meta.errors)).toContain('message');
    expect(await credit(me.token)).toBe(before);
  });

  it('sends once for one Idempotency-Key', async () => {
    const me = await account();
    const before = await credit(me.token);
    const query = `from=${encodeURIComponent(me.line)}&message=${encodeURIComponent('یک بار')}&to=09121234567&apikey=${me.key}`;
    const key = crypto.randomUUID();
    const first = (await (await urlSend(query, { 'Idempotency-Key': key })).json()) as any;
    const again = await urlSend(query, { 'Idempotency-Key': key });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await again.json()) as any).data.message_outbox_ids).toEqual(first.data.message_outbox_ids);
    expect(await credit(me.token)).toBe(before - first.data.price);
  });

  it('leaves neither the key nor the password in the log', async () => {
    const me = await account();
    await urlSend(`from=${encodeURIComponent(me.line)}&message=x&to=09121234567&apikey=${me.key}`);
    await urlSend(
      `from=${encodeURIComponent(me.line)}&message=x&to=09121234567&username=${me.username}&password=${encodeURIComponent(me.password)}`,
    );
    await urlSend(`message=x&apikey=${me.key}`);
    const log = lines.join('\n');
    expect(log).toContain('"path":"/v1/api/send/webservice"');
    expect(log).not.toContain(me.key);
    expect(log).not.toContain(me.key.slice(3, 20));
    expect(log).not.toContain(me.password);
  });
});
