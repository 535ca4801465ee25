// payment/credit/mine: the credit now and at the end of yesterday in Tehran, read from the wallet and
// its transactions, each user's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromWallTime, toWallTime } from '../../src/domain/core/time-zone.ts';
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

const STORED_UTC = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const instantOf = (stored: string) => Date.parse(`${stored.replace(' ', 'T')}Z`);
const credit = async (token: string) => (await api.get('/payment/credit/mine', token)).data;

/** Moves the server's clock to `minutes` past the next midnight in Tehran. */
function toNextTehranDay(minutes: number) {
  const now = server.clock.now();
  const today = toWallTime(now);
  const midnight = fromWallTime({ ...today, day: today.day + 1, hour: 0, minute: 0, second: 0 });
  server.clock.advance(midnight.getTime() - now.getTime() + minutes * 60_000);
}

describe('payment/credit/mine', () => {
  it('answers a new wallet: no credit, none yesterday, no gift, changed when the account was opened', async () => {
    const before = server.clock.now().getTime();
    const token = (await api.register(newPerson())).data.token;
    const data = await credit(token);
    expect(data).toMatchObject({ credit: 0, yesterday_credit: 0, gift: 0, gift_expires_at: null });
    expect(data.updated_at).toMatch(STORED_UTC);
    expect(Math.abs(instantOf(data.updated_at) - before)).toBeLessThan(5_000);
  });

  it('reads yesterday’s credit as the balance when Tehran’s day began, and the last change’s time', async () => {
    const alice = (await api.register(newPerson())).data.token;
    const bob = (await api.register(newPerson())).data.token;
    await api.post('/demo/top_up', { amount: 1_000_000 }, alice);
    expect(await credit(alice)).toMatchObject({ credit: 1_000_000, yesterday_credit: 0 });

    // A day later (half past midnight in Tehran), yesterday's credit is what the day ended with.
    toNextTehranDay(30);
    const nextDay = await credit(alice);
    expect(nextDay).toMatchObject({ credit: 1_000_000, yesterday_credit: 1_000_000 });
    const toppedUpAt = server.clock.now().getTime();
    await api.post('/demo/top_up', { amount: 500_000 }, alice);
    const after = await credit(alice);
    expect(after).toMatchObject({ credit: 1_500_000, yesterday_credit: 1_000_000, gift: 0 });
    expect(after.updated_at).toMatch(STORED_UTC);
    expect(instantOf(after.updated_at)).toBeGreaterThan(instantOf(nextDay.updated_at));
    expect(Math.abs(instantOf(after.updated_at) - toppedUpAt)).toBeLessThan(5_000);

    // Another day on, with no change since, both read the same.
    toNextTehranDay(60);
    expect(await credit(alice)).toMatchObject({ credit: 1_500_000, yesterday_credit: 1_500_000 });
    expect(await credit(bob)).toMatchObject({ credit: 0, yesterday_credit: 0 });
    expect((await api.get('/payment/credit/mine')).status).toBe(401);
  });
});
