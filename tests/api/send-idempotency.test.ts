// Send honours Idempotency-Key (same key and body → the stored first answer and no second
// debit; different body → 422; in flight → 409; missing → 400), and two concurrent sends can never
// overdraw the wallet.
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ComposerSendOrder, SendBodySchema, sendMessages } from '../../src/domain/index.ts';
import { requestHash } from '../../src/server/http/idempotency.ts';
import { client } from './helpers/client.ts';
import { calculatePrice, defaultLine, documentedBody, fundedUser, numbers, send } from './helpers/send.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  // No worker: these tests look at what a send writes, not at it going out.
  server = await startTestServer({ sendWorker: false });
  api = client(server.url);
});
afterAll(async () => {
  await server.close();
});

const bulksOf = async (token: string) => {
  const me = (await api.get('/acl/auth/check_token', token)).data;
  return server.db.query<{ id: number }>(
    'select b.id::int as id from bulks b join users u on u.id = b.user_id where u.username = $1',
    [me.user_name],
  );
};
const creditOf = async (token: string) =>
  (await api.get('/payment/credit/mine', token)).data.credit as number;

describe('Idempotency-Key on send', () => {
  it('is optional: without it each request is an ordinary send', async () => {
    const token = await fundedUser(api, 1_000_000);
    const body = {
      type: 'quick',
      sender_line_id: await defaultLine(api, token),
      text: 'سلام',
      mobiles: numbers(2),
    };
    const first = await send(api, token, body, null);
    const second = await send(api, token, body, null);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.data.message_outbox_ids).not.toEqual(second.data.message_outbox_ids);
    expect(await bulksOf(token)).toHaveLength(2);
  });

  it('replays the stored first answer for the same key and body, with no second debit', async () => {
    const token = await fundedUser(api, 1_000_000);
    const body = {
      type: 'quick',
      sender_line_id: await defaultLine(api, token),
      text: 'سلام',
      mobiles: numbers(3),
    };
    const key = randomUUID();
    const first = await send(api, token, body, key);
    expect(first.status).toBe(200);
    const credit = await creditOf(token);
    const again = await send(api, token, body, key);
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(again.meta).toEqual(first.meta);
    expect(await creditOf(token)).toBe(credit);
    expect(await bulksOf(token)).toHaveLength(1);
  });

  it('refuses the same key with a different body (422), and runs nothing', async () => {
    const token = await fundedUser(api, 1_000_000);
    const line = await defaultLine(api, token);
    const key = randomUUID();
    await send(api, token, { type: 'quick', sender_line_id: line, text: 'سلام', mobiles: numbers(3) }, key);
    const other = await send(
      api,
      token,
      { type: 'quick', sender_line_id: line, text: 'سلام دوباره', mobiles: numbers(3) },
      key,
    );
    expect(other.status).toBe(422);
    expect(other.meta.message).toBe(sendMessages.idempotencyKeyReused);
    expect(await bulksOf(token)).toHaveLength(1);
  });

  it('answers 409 to a retry while the first request with the key is still running', async () => {
    const token = await fundedUser(api, 1_000_000);
    const line = await defaultLine(api, token);
    const me = (await api.get('/acl/auth/check_token', token)).data;
    const key = randomUUID();
    const body = { type: 'quick', sender_line_id: line, text: 'سلام', mobiles: numbers(3) };
    // The first request's claim, as it stands while that request is still working: the key guards the
    // send as the server reads it (the published body read into our target, the line resolved).
    const read = (v.parse(SendBodySchema, await documentedBody(api, token, body)) as ComposerSendOrder)
      .request;
    await server.db.query(
      `insert into idempotency_keys (user_id, key, request_hash, created_at, locked_at)
       select id, $2, $3, $4, $4 from users where username = $1`,
      [me.user_name, key, requestHash({ ...read, sender_line_id: line }), server.clock.now()],
    );
    const retry = await send(api, token, body, key);
    expect(retry.status).toBe(409);
    expect(retry.meta.message).toBe(sendMessages.idempotencyInProgress);
    expect(await bulksOf(token)).toHaveLength(0);
  });

  it('is scoped to the account: another user’s same key is a new send', async () => {
    const key = randomUUID();
    for (let i = 0; i < 2; i++) {
      const token = await fundedUser(api, 1_000_000);
      const body = {
        type: 'quick',
        sender_line_id: await defaultLine(api, token),
        text: 'سلام',
        mobiles: numbers(2),
      };
      const answer = await send(api, token, body, key);
      expect(answer.status).toBe(200);
    }
  });

  it('executes 50 concurrent identical requests once', async () => {
    const token = await fundedUser(api, 10_000_000);
    const body = {
      type: 'quick',
      sender_line_id: await defaultLine(api, token),
      text: 'سلام',
      mobiles: numbers(20),
    };
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(api, token, body, key)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const accepted = answers.filter((a) => a.status === 200);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(new Set(accepted.map((a) => a.data.bulk_id)).size).toBe(1);
    expect(await bulksOf(token)).toHaveLength(1);
    const price = accepted[0]?.data.price as number;
    expect(await creditOf(token)).toBe(10_000_000 - price);
    // Once it has finished, every retry gets the stored answer.
    const late = await send(api, token, body, key);
    expect(late.status).toBe(200);
    expect(late.data.bulk_id).toBe(accepted[0]?.data.bulk_id);
  });

  it('lets a key be retried after a refusal that wrote nothing (insufficient credit, then a top-up)', async () => {
    const token = await fundedUser(api, 100);
    const body = {
      type: 'quick',
      sender_line_id: await defaultLine(api, token),
      text: 'سلام',
      mobiles: numbers(2),
    };
    const key = randomUUID();
    expect((await send(api, token, body, key)).status).toBe(402);
    await api.post('/demo/top_up', { amount: 1_000_000 }, token);
    expect((await send(api, token, body, key)).status).toBe(200);
  });
});

describe('concurrent sends', () => {
  it('never overdraw the wallet: of sends that together cost more than the credit, only what fits goes', async () => {
    const token = await fundedUser(api, 1_000_000);
    const line = await defaultLine(api, token);
    const body = { type: 'quick', sender_line_id: line, text: 'سلام', mobiles: numbers(300) };
    const price = (await calculatePrice(api, body, token)).data.price as number;
    expect(price).toBeGreaterThan(1_000_000 / 3);
    expect(price).toBeLessThan(1_000_000 / 2);
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(api, token, body)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 402, 402, 402, 402]);
    expect(await creditOf(token)).toBe(1_000_000 - 2 * price);
    expect(await bulksOf(token)).toHaveLength(2);
    const me = (await api.get('/acl/auth/check_token', token)).data;
    const [tx] = await server.db.query<{ min: string }>(
      `select min(balance_after)::text as min from wallet_transactions t join users u on u.id = t.user_id
       where u.username = $1`,
      [me.user_name],
    );
    expect(Number(tx?.min ?? 0)).toBeGreaterThanOrEqual(0);
  });
});
