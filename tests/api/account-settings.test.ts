// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// user/setting: the default sending line, the low-balance alert (the wallet's own) and the SMS and
// notice choices per event, each user's own; the low-balance SMS goes out only while its choice is on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EVENTS, DEFAULT_EVENT_CHOICES } from '../../src/domain/account/settings.schema.ts';
import { messages } from '../../src/domain/core/messages.ts';
import { sendMessages } from '../../src/domain/send/send.messages.ts';
import { changeCredit } from '../../src/server/wallet/wallet.ts';
import { sendDueAlerts } from '../../src/server/wallet/wallet-alerts.ts';
import { client, newPerson } from './helpers/client.ts';
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

async function register() {
  const person = newPerson();
  const answer = await api.register(person);
  expect(answer.status, JSON.stringify(answer.meta)).toBe(201);
  const [row] = await server.db.query<{ id: number; mobile: string }>(
    'select id::int as id, mobile from users where username = $1',
    [person.username],
  );
  return { token: answer.data.token as string, id: row?.id as number, mobile: row?.mobile as string };
}

const settings = async (token: string) => (await api.get('/user/setting', token)).data;
const save = (token: string, body: unknown) => api.post('/user/setting', body, token);
const lineIds = async (token: string) =>
  ((await api.get('/number/numbers?per_page=100', token)).data as any[]).map((line) => line.id as number);

describe('user/setting', () => {
  it('answers the defaults: the first line, the alert off at 200,000 rials, the events as they start', async () => {
    const user = await register();
    const [first] = await lineIds(user.token);
    const data = await settings(user.token);
    expect(data.default_line_id).toBe(first);
    expect(data.low_balance).toMatchObject({ enabled: false, threshold: 200_000, tripped: false });
    expect(data.events).toEqual(DEFAULT_EVENT_CHOICES);
    expect(Object.keys(data.events)).toEqual([...ACCOUNT_EVENTS]);
  });

  it('saves the line, the alert and the events, and reads them back; a part not sent keeps its value', async () => {
    const user = await register();
    const ids = await lineIds(user.token);
    const second = ids[1] as number;
    const saved = await save(user.token, {
      default_line_id: second,
      low_balance: { enabled: true, threshold: 500_000 },
      events: { low_balance: { sms: false, notice: true }, send_finished: { sms: true, notice: false } },
    });
    expect(saved.status, JSON.stringify(saved.meta)).toBe(200);
    const read = await settings(user.token);
    expect(read).toEqual(saved.data);
    expect(read.default_line_id).toBe(second);
    expect(read.low_balance).toMatchObject({ enabled: true, threshold: 500_000, tripped: true });
    expect(read.events.low_balance).toEqual({ sms: false, notice: true });
    expect(read.events.send_finished).toEqual({ sms: true, notice: false });
    expect(read.events.new_login).toEqual(DEFAULT_EVENT_CHOICES.new_login);
    // The composer's default is the same line.
    const lines = (await api.get('/number/numbers', user.token)).data as any[];
    expect(lines.find((line) => line.is_default).id).toBe(second);

    await save(user.token, { events: { new_login: { sms: true, notice: true } } });
    const after = await settings(user.token);
    expect(after.events.low_balance).toEqual({ sms: false, notice: true });
    expect(after.events.new_login).toEqual({ sms: true, notice: true });
    expect(after.default_line_id).toBe(second);
    expect(after.low_balance.threshold).toBe(500_000);
  });

  it('refuses, in Persian and writing nothing, an unknown line, a low threshold and a malformed choice', async () => {
    const user = await register();
    const before = await settings(user.token);
    const stranger = await register();
    await server.db.query(
      "insert into sender_lines (user_id, number, title) values ($1, '3000999111', 'خط دیگری')",
      [stranger.id],
    );
    const theirs = (await lineIds(stranger.token))[0] as number;

    const line = await save(user.token, {
      default_line_id: theirs,
      events: { low_balance: { sms: false, notice: false } },
    });
    expect(line.status).toBe(422);
    expect(line.meta.errors).toEqual({ number_id: [sendMessages.senderLineNotFound] });
    const low = await save(user.token, { low_balance: { enabled: true, threshold: 199_999 } });
    expect(low.status).toBe(422);
    expect(low.meta.errors).toEqual({ 'low_balance.threshold': [messages.minWalletAlert] });
    const bad = await save(user.token, { events: { low_balance: { sms: 'yes', notice: true } } });
    expect(bad.status).toBe(422);
    expect(bad.meta.errors).toEqual({ 'events.low_balance.sms': [messages.invalidValue] });
    expect(await settings(user.token)).toEqual(before);
    expect((await api.get('/user/setting')).status).toBe(401);
  });

  it("keeps each user's settings their own", async () => {
    const alice = await register();
    const bob = await register();
    await save(alice.token, {
      low_balance: { enabled: true, threshold: 300_000 },
      events: { ticket_answered: { sms: true, notice: true } },
    });
    const bobs = await settings(bob.token);
    expect(bobs.low_balance.enabled).toBe(false);
    expect(bobs.events).toEqual(DEFAULT_EVENT_CHOICES);
  });

  it('sends the low-balance SMS only while its choice is on', async () => {
    const outbox = async (mobile: string) =>
      server.db.query<{ body: string }>('select body from sms_outbox where mobile = $1 and body like $2', [
        mobile,
        'پیامک‌رسان: اعتبار کیف پول%',
      ]);
    const change = (userId: number, amount: number) =>
      changeCredit(server.db, server.clock, { userId, amount, description: 'آزمون', kind: 'other' });

    const quiet = await register();
    await change(quiet.id, 1_000_000);
    await save(quiet.token, {
      low_balance: { enabled: true, threshold: 500_000 },
      events: { low_balance: { sms: false, notice: true } },
    });
    await change(quiet.id, -600_000);
    await sendDueAlerts(server.db, server.deps.gateway, server.clock);
    // The alert tripped (the banner shows) and was claimed by whichever sender came first, which
    // sends nothing for it: no SMS went out, and none will.
    expect((await settings(quiet.token)).low_balance.tripped).toBe(true);
    const [claim] = await server.db.query<{ tripped_at: unknown }>(
      'select tripped_at from wallet_alerts where user_id = $1',
      [quiet.id],
    );
    expect(claim?.tripped_at).not.toBeNull();
    expect(await outbox(quiet.mobile)).toHaveLength(0);

    const told = await register();
    await change(told.id, 1_000_000);
    await save(told.token, { low_balance: { enabled: true, threshold: 500_000 } });
    await change(told.id, -600_000);
    await sendDueAlerts(server.db, server.deps.gateway, server.clock);
    // The sender the live event kicked may hold the claim and still be sending: wait (no sleep: each
    // round is a query) until the SMS is there, 10 s at most.
    const deadline = Date.now() + 10_000;
    while ((await outbox(told.mobile)).length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setImmediate(resolve));
    expect(await outbox(told.mobile)).toHaveLength(1);
  });
});
