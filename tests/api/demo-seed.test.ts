// The demo account npm start creates on an empty database.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemoIfEmpty } from '../../src/server/db/demo-seed.ts';
import { client } from './helpers/client.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// Many scrypt hashes (~0.2 s of CPU each): room for a machine busy with other lanes.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer({ prepare: async (deps) => void (await seedDemoIfEmpty(deps)) });
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
    expect(me.data).toMatchObject({ name: 'فروشگاه آنلاین گلبرگ', user_name: 'demo' });
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
  });

  it('does nothing on a database that already has users', async () => {
    expect(await seedDemoIfEmpty(server.deps)).toBe(false);
    const [row] = await server.db.query<{ n: number }>(
      "select count(*)::int as n from users where username = 'demo'",
    );
    expect(row?.n).toBe(1);
  });
});
