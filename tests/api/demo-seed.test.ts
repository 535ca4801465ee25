// The demo account npm start creates on an empty database.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEND_TYPES } from '../../src/domain/index.ts';
import { BULK_STOP_REASONS } from '../../src/domain/reports/report-lists.schema.ts';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemoIfEmpty } from '../../src/server/db/demo-seed.ts';
import { client } from './helpers/client.ts';
import { startDemoTestServer, type TestServer } from './helpers/test-server.ts';

// Many scrypt hashes (~0.2 s of CPU each): room for a machine busy with other lanes.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  // No worker: the demo's live sends stay as seeded while their counts are checked.
  server = await startDemoTestServer({
    sendWorker: false,
  });
  api = client(server.url);
});
afterAll(async () => {
  await server.close();
});

describe('demo seed', () => {
  it('logs in as demo / Payamak@1404 and shows a Persian name', async () => {
    const login = await api.post('/acl/auth/login', { username: DEMO_USERNAME, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    const me = await api.get('/acl/auth/check_token', login.data.token);
    expect(me.data).toMatchObject({
      name: 'فروشگاه آنلاین گلبرگ',
      user_name: 'demo',
      company_name: 'فروشگاه آنلاین گلبرگ',
    });
  });

  it('has 60 days of wallet history whose running balance is the credit', async () => {
    const { token } = (
      await api.post('/acl/auth/login', { username: DEMO_USERNAME, password: DEMO_PASSWORD })
    ).data;
    const credit = (await api.get('/payment/credit/mine', token)).data.credit;
    const rows = await server.db.query<{
      amount: string;
      type: string;
      created_at: Date;
      balance_after: string;
    }>(
      `select t.amount::text, t.type, t.created_at, t.balance_after::text from wallet_transactions t
       join users u on u.id = t.user_id where u.username = 'demo' order by t.created_at, t.id`,
    );
    expect(rows.length).toBeGreaterThan(30);
    const sum = rows.reduce((total, r) => total + (r.type === 'deposit' ? 1 : -1) * Number(r.amount), 0);
    expect(credit).toBe(sum);
    expect(credit).toBeGreaterThan(0);
    expect(Number(rows.at(-1)?.balance_after)).toBe(credit);
    const days = (server.clock.now().getTime() - new Date(rows[0]?.created_at ?? 0).getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(55);
    expect(days).toBeLessThanOrEqual(61);
    expect(rows.some((r) => r.type === 'withdrawal')).toBe(true);
    // Never below zero on the way, and enough left to send at once.
    expect(rows.every((r) => Number(r.balance_after) >= 0)).toBe(true);
    expect(credit).toBeGreaterThanOrEqual(100_000_000);
  });

  it('has a ledger made of its own sends and payments: each debit and refund links its send', async () => {
    const [links] = await server.db.query<{
      sends: number;
      debited: number;
      debits_unlinked: number;
      refunds: number;
      refunds_linked: number;
      deposits_unpaid: number;
      payments: number;
      payments_credited: number;
    }>(
      `with demo as (select id from users where username = 'demo'),
       t as (select * from wallet_transactions where user_id = (select id from demo))
       select
         (select count(*)::int from bulks where user_id = (select id from demo)) as sends,
         (select count(distinct bulk_id)::int from t where kind = 'send') as debited,
         (select count(*)::int from t where kind = 'send' and bulk_id is null) as debits_unlinked,
         (select count(*)::int from bulks where user_id = (select id from demo) and refunded > 0) as refunds,
         (select count(*)::int from t where kind = 'refund' and bulk_id is not null) as refunds_linked,
         (select count(*)::int from t where kind in ('online', 'card_to_card') and payment_id is null) as deposits_unpaid,
         (select count(*)::int from payments where user_id = (select id from demo)) as payments,
         (select count(*)::int from t where payment_id is not null) as payments_credited`,
    );
    expect(links?.sends).toBeGreaterThan(30);
    expect(links?.debited).toBe(links?.sends);
    expect(links?.debits_unlinked).toBe(0);
    expect(links?.refunds_linked).toBe(links?.refunds);
    expect(links?.deposits_unpaid).toBe(0);
    expect(links?.payments).toBeGreaterThan(3);
    expect(links?.payments_credited).toBe(links?.payments);
  });

  it('has 60 days of sends of every type, size and state, with recipients that add up', async () => {
    const bulks = await server.db.query<{
      type: string;
      total: number;
      status: string;
      stop_reason: string | null;
      origin: string;
      created_at: Date;
    }>(
      `select b.type, b.total, b.status, b.stop_reason, b.origin, b.created_at from bulks b
       join users u on u.id = b.user_id where u.username = 'demo'`,
    );
    const types = new Set(bulks.map((b) => b.type));
    expect([...SEND_TYPES].filter((t) => !types.has(t))).toEqual([]);
    expect(bulks.filter((b) => b.total === 50_000)).toHaveLength(3);
    expect(bulks.some((b) => b.total < 50)).toBe(true);
    const states = new Set(bulks.map((b) => b.stop_reason ?? b.status));
    for (const state of ['done', 'cancelled', 'sending', 'queued', 'scheduled', ...BULK_STOP_REASONS])
      expect(states).toContain(state);
    expect(bulks.some((b) => b.origin === 'api')).toBe(true);
    const oldest = Math.min(...bulks.map((b) => new Date(b.created_at).getTime()));
    const days = (server.clock.now().getTime() - oldest) / 86_400_000;
    expect(days).toBeGreaterThan(55);
    expect(days).toBeLessThanOrEqual(61);
    // Every send's counts are its recipients counted: waiting, with the operator, settled.
    const mismatched = await server.db.query(
      `select b.id from bulks b join users u on u.id = b.user_id
       left join (select bulk_id, count(*) as n,
           count(*) filter (where stage = 0) as pending,
           count(*) filter (where stage in (1, 2) and status = 0) as s0,
           count(*) filter (where stage in (1, 2) and status = 1) as s1,
           count(*) filter (where stage = 2 and status = 2) as s2,
           count(*) filter (where stage = 2 and status = 3) as s3,
           count(*) filter (where status = 4) as s4
         from bulk_recipients group by bulk_id) c on c.bulk_id = b.id
       where u.username = 'demo' and not (c.n = b.total and c.pending = b.pending and c.s0 = b.status_0
         and c.s1 = b.status_1 and c.s2 = b.status_2 and c.s3 = b.status_3 and c.s4 = b.status_4)`,
    );
    expect(mismatched).toEqual([]);
  });

  it('does nothing on a database that already has users', async () => {
    expect(await seedDemoIfEmpty(server.deps)).toBe(false);
    const [row] = await server.db.query<{ n: number }>(
      "select count(*)::int as n from users where username = 'demo'",
    );
    expect(row?.n).toBe(1);
  });
});
