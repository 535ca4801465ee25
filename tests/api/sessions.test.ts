// The token check is served from each process's session cache: a revoked session must still be
// refused at once, by the process that revoked it and by every other one, and a changed user row
// must not be served stale. Sessions end 30 days unused, 90 days after login, and one hour after an
// impersonation began; the last use is written at most once a minute.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages, SESSION_EXPIRED_CODE } from '../../src/domain/index.ts';
import { CACHE_REFRESH_MS } from '../../src/server/auth/sessions.ts';
import { notifyIn } from '../../src/server/core/events.ts';
import { client, newPerson } from './helpers/client.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { apiDb, createTestDatabase, startTestServer, type TestServer } from './helpers/test-server.ts';

// scrypt per registration (~0.2 s of CPU) and, on PostgreSQL, two extra server processes.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
});
afterAll(async () => {
  await server.close();
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function register() {
  const answer = await api.register(newPerson());
  expect(answer.status).toBe(201);
  return answer.data.token as string;
}

async function sessionRow(token: string) {
  const [row] = await server.db.query<{ id: number; last_used_at: Date; user_id: number }>(
    `select s.id::int as id, s.last_used_at, s.user_id::int as user_id from sessions s
      where s.token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [token],
  );
  if (!row) throw new Error('no session row for the token');
  return row;
}

/** Asks until the answer is 401, for at most `ms` of real time; resolves with the tries it took. */
async function refusedWithin(check: () => Promise<number>, ms: number) {
  const deadline = Date.now() + ms;
  for (let tries = 1; ; tries++) {
    if ((await check()) === 401) return tries;
    if (Date.now() > deadline) throw new Error(`still accepted after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the session cache', () => {
  it('refuses a cached session right after logout in the same process', async () => {
    const token = await register();
    expect((await api.get('/acl/auth/check_token', token)).status).toBe(200);
    expect((await api.get('/acl/auth/check_token', token)).status).toBe(200);
    expect((await api.post('/acl/auth/logout', {}, token)).status).toBe(200);
    const after = await api.get('/acl/auth/check_token', token);
    expect(after.status).toBe(401);
    expect(after.meta.message).toBe(authMessages.unauthorized);
  });

  it('serves a cached session without the database, and forgets it on a revoke notice from the bus', async () => {
    const token = await register();
    expect((await api.get('/acl/auth/check_token', token)).status).toBe(200);
    const { id, user_id } = await sessionRow(token);
    // Revoked in the database only, as a process that lost its notice would leave it: the cached
    // session is still served, until the entry is old enough to be read again.
    await server.db.query('update sessions set revoked_at = now() where id = $1', [id]);
    expect((await api.get('/acl/auth/check_token', token)).status).toBe(200);
    server.clock.advance(CACHE_REFRESH_MS);
    expect((await api.get('/acl/auth/check_token', token)).status).toBe(401);

    // Another session, revoked the way another process does it: the row and a notice on the bus.
    const second = await register();
    expect((await api.get('/acl/auth/check_token', second)).status).toBe(200);
    const row = await sessionRow(second);
    await server.db.query('update sessions set revoked_at = now() where id = $1', [row.id]);
    await notifyIn(server.db, { kind: 'revoke', userId: row.user_id, sessionIds: [row.id] });
    await refusedWithin(async () => (await api.get('/acl/auth/check_token', second)).status, 2_000);
    expect(user_id).not.toBe(row.user_id);
  });

  // PGlite delivers notices in-process: there is no connection to lose.
  // Only on the PostgreSQL lane (the same file runs on both): defined there, not skipped here.
  if (apiDb() === 'postgres')
    it('forgets every cached session when its LISTEN connection comes back (notices may have been lost)', async () => {
      const token = await register();
      expect((await api.get('/acl/auth/check_token', token)).status).toBe(200);
      const listening = `select pid from pg_stat_activity where datname = current_database() and query like 'listen %'`;
      const [listener] = await server.db.query<{ pid: number }>(listening);
      expect(listener).toBeDefined();
      await server.db.query('select pg_terminate_backend($1)', [listener?.pid]);
      // Revoked, and its notice sent, while no one listens: the notice is lost.
      const row = await sessionRow(token);
      await server.db.query('update sessions set revoked_at = now() where id = $1', [row.id]);
      await notifyIn(server.db, { kind: 'revoke', userId: row.user_id, sessionIds: [row.id] });
      for (let i = 0; ; i++) {
        const now = await server.db.query<{ pid: number }>(listening);
        if (now.length === 1 && now[0]?.pid !== listener?.pid) break;
        if (i > 300) throw new Error('the LISTEN connection did not come back within 15 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await refusedWithin(async () => (await api.get('/acl/auth/check_token', token)).status, 2_000);
    });

  it('does not serve a changed user row from the cache', async () => {
    const token = await register();
    expect((await api.get('/acl/auth/login_setting', token)).data.two_factor).toBe('none');
    const changed = await api.post(
      '/acl/auth/login_setting',
      { two_factor: 'sms', password: newPerson().password },
      token,
    );
    expect(changed.status).toBe(200);
    expect((await api.get('/acl/auth/login_setting', token)).data.two_factor).toBe('sms');
  });
});

// PGlite is one process's embedded database: no second process can share it (the bus notice above
// stands in for one there). This part runs on the PostgreSQL lane only: defined there, not skipped here.
if (apiDb() === 'postgres')
  describe('the session cache across processes', () => {
    it('a logout through one process is refused at once by another that had the session cached', async () => {
      const database = await createTestDatabase();
      cleanups.push(() => database.drop());
      const url = 'url' in database.target ? database.target.url : '';
      const [{ url: a }, { url: b }] = await Promise.all([
        startServerProcess(url, cleanups),
        startServerProcess(url, cleanups),
      ]);
      const apiA = client(a);
      const apiB = client(b);
      const { token } = (await apiA.register(newPerson())).data;
      expect((await apiA.get('/acl/auth/check_token', token)).status).toBe(200);
      expect((await apiB.get('/acl/auth/check_token', token)).status).toBe(200);
      expect((await apiB.post('/acl/auth/logout', {}, token)).status).toBe(200);
      expect((await apiB.get('/acl/auth/check_token', token)).status).toBe(401);
      // The notice travels through PostgreSQL; a cached entry would otherwise live a minute.
      await refusedWithin(async () => (await apiA.get('/acl/auth/check_token', token)).status, 2_000);
    });
  });

describe('sessions end', () => {
  const expectExpired = async (token: string) => {
    const answer = await api.get('/acl/auth/check_token', token);
    expect(answer.status).toBe(401);
    expect(answer.meta).toMatchObject({
      message: authMessages.sessionExpired,
      message_code: SESSION_EXPIRED_CODE,
    });
  };

  it('after 30 days unused, counted from the last use', async () => {
    const token = await register();
    server.clock.advance(29 * DAY);
    expect((await api.get('/acl/auth/check_token', token)).status).toBe(200);
    server.clock.advance(29 * DAY);
    expect((await api.get('/acl/auth/check_token', token)).status).toBe(200);
    server.clock.advance(30 * DAY);
    await expectExpired(token);
    // It stays ended: the next call says the same.
    await expectExpired(token);
  });

  it('90 days after login, however often it is used', async () => {
    const token = await register();
    for (let day = 20; day < 90; day += 20) {
      server.clock.advance(20 * DAY);
      expect((await api.get('/acl/auth/check_token', token)).status, `day ${day}`).toBe(200);
    }
    server.clock.advance(9 * DAY); // day 89
    expect((await api.get('/acl/auth/check_token', token)).status).toBe(200);
    server.clock.advance(DAY); // day 90
    await expectExpired(token);
  });

  it("the simulator's side door ages a session, as the e2e tests use it", async () => {
    const token = await register();
    expect((await api.post('/demo/age_session', { days: 29 }, token)).status).toBe(200);
    expect((await api.get('/acl/auth/check_token', token)).status).toBe(200);
    expect((await api.post('/demo/age_session', { days: 30 }, token)).status).toBe(200);
    await expectExpired(token);
  });

  it('an impersonation (external login) one hour after it began', async () => {
    const person = newPerson();
    const own = (await api.register(person)).data.token;
    const handover = (await api.post('/demo/handover', { username: person.username }, own)).data.token;
    const { token } = (await api.post('/acl/auth/external_login', { token: handover })).data;
    server.clock.advance(59 * MINUTE);
    const me = await api.get('/acl/auth/check_token', token);
    expect(me.status).toBe(200);
    expect(me.data.impersonated).toBe(true);
    server.clock.advance(MINUTE);
    await expectExpired(token);
  });
});

describe('last use', () => {
  it('is written at most once a minute per session', async () => {
    const token = await register();
    const created = (await sessionRow(token)).last_used_at.getTime();
    expect((await api.get('/acl/auth/check_token', token)).status).toBe(200);
    server.clock.advance(30_000);
    for (let i = 0; i < 5; i++) await api.get('/acl/auth/check_token', token);
    expect((await sessionRow(token)).last_used_at.getTime()).toBe(created);
    server.clock.advance(30_000); // a minute since the last write
    // The manual clock runs on with real time: the write falls between these two readings.
    const before = server.clock.now().getTime();
    expect((await api.get('/acl/auth/check_token', token)).status).toBe(200);
    const after = server.clock.now().getTime();
    const used = (await sessionRow(token)).last_used_at.getTime();
    expect(used).toBeGreaterThan(created);
    expect(used).toBeGreaterThanOrEqual(before);
    expect(used).toBeLessThanOrEqual(after);
    server.clock.advance(59_000);
    for (let i = 0; i < 5; i++) await api.get('/acl/auth/check_token', token);
    expect((await sessionRow(token)).last_used_at.getTime()).toBe(used);
  });
});
