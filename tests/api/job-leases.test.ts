// Exports and contact imports are held by the process that runs them, under a lease it renews. A
// process that starts or sweeps fails only what no live process holds: the jobs of one that died. (A
// start used to fail every running job, those of the other processes sharing the database too.) The
// other process here is a second sweeper on the same database, as another server process runs one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fileMessages } from '../../src/domain/files/files.schema.ts';
import { systemClock } from '../../src/server/core/clock.ts';
import { createLogger } from '../../src/server/core/log.ts';
import { openDb, type Queryable } from '../../src/server/db/client.ts';
import { startServer } from '../../src/server/index.ts';
import { JOB_LEASE_MS, startJobLeases } from '../../src/server/jobs/job-leases.ts';
import { codeFromDatabase } from '../tools/sms-codes.ts';
import { client, newPerson, registerOutbox } from './helpers/client.ts';
import { createTestDatabase, startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let userId: number;
beforeAll(async () => {
  server = await startTestServer();
  const body = newPerson();
  await client(server.url).register(body);
  const [row] = await server.db.query<{ id: number }>('select id::int as id from users where username = $1', [
    body.username,
  ]);
  userId = row?.id as number;
});
afterAll(async () => {
  await server.close();
});

async function runningFile(leaseUntil: string | null): Promise<number> {
  const [row] = await server.db.query<{ id: number }>(
    `insert into user_files (user_id, category, format, name, params, state, created_at, lease_until)
     values ($1, 'inbox', 'csv', 'x.csv', '{}', 'running', now(), ${leaseUntil ?? 'null'}) returning id::int as id`,
    [userId],
  );
  return row?.id as number;
}

const stateOf = async (id: number) =>
  (
    await server.db.query<{ state: string; error: string | null }>(
      'select state, error from user_files where id = $1',
      [id],
    )
  )[0];

it('a sweep fails the jobs of a process that died, and leaves those a live process holds', async () => {
  const live = await runningFile(`now() + interval '1 minute'`);
  const dead = await runningFile(`now() - interval '1 second'`);
  const olderVersion = await runningFile(null);
  const other = startJobLeases(server.db, systemClock, createLogger('silent'));
  try {
    await other.tick();
  } finally {
    other.stop();
  }
  expect(await stateOf(live)).toEqual({ state: 'running', error: null });
  expect(await stateOf(dead)).toEqual({ state: 'failed', error: fileMessages.interrupted });
  expect(await stateOf(olderVersion)).toEqual({ state: 'failed', error: fileMessages.interrupted });
});

it('a job its process holds is renewed while it runs, so no sweep takes it', async () => {
  const id = await runningFile(`now() + interval '1 second'`);
  const release = server.deps.leases.hold('user_files', id);
  // A minute and more passes on the server's clock, and its sweep renews what it holds.
  server.clock.advance(JOB_LEASE_MS + 1_000);
  await server.deps.leases.tick();
  const other = startJobLeases(
    server.db,
    { now: () => new Date(Date.now() + JOB_LEASE_MS / 2) },
    createLogger('silent'),
  );
  try {
    await other.tick();
    expect(await stateOf(id)).toEqual({ state: 'running', error: null });
    // Let go (its process died before finishing): the lease runs out and the next sweep fails it.
    release();
    const later = startJobLeases(
      server.db,
      { now: () => new Date(Date.now() + 3 * JOB_LEASE_MS) },
      createLogger('silent'),
    );
    await later.tick();
    later.stop();
    expect((await stateOf(id))?.state).toBe('failed');
  } finally {
    other.stop();
  }
});

it('a process that stops hands its export back, and the next one on the database writes it whole', async () => {
  const ROWS = 30_000;
  const database = await createTestDatabase();
  // One database and one files folder for both, one after the other (PGlite: a folder of its own).
  const dataDir = mkdtempSync(join(tmpdir(), 'payamak-handback-'));
  const db = 'url' in database.target ? database.target : { dataDir: join(dataDir, 'db') };
  const start = () =>
    startServer({
      demo: true,
      port: 0,
      host: '127.0.0.1',
      db,
      log: createLogger('silent'),
      filesDir: join(dataDir, 'files'),
      exportProgressMs: 0,
    });
  try {
    const first = await start();
    registerOutbox(first.url, codeFromDatabase(first.db));
    const person = newPerson();
    const token = (await client(first.url).register(person)).data.token as string;
    const [book] = await first.db.query<{ id: number }>(
      `insert into phonebooks (user_id, title, created_at, updated_at)
       select id, 'مشتریان', now(), now() from users where username = $1 returning id::int as id`,
      [person.username],
    );
    await first.db.query(
      `insert into phonebook_numbers (phonebook_id, user_id, mobile, pre, name, email, options, created_at, updated_at)
       select p.id, p.user_id, '98912' || lpad(i::text, 7, '0'), '', '', '', '{}'::jsonb, now(), now()
       from phonebooks p, generate_series(1, $2) as i where p.id = $1`,
      [book?.id, ROWS],
    );
    const asked = await client(first.url).get(`/phonebooks/${book?.id}/export?format=csv`, token);
    expect(asked.status).toBeLessThan(300);
    const file = async (on: Queryable) =>
      (
        await on.query<{ id: number; state: string; row_count: number; held: boolean; error: string | null }>(
          `select id::int as id, state, row_count::int as row_count, lease_until is not null as held, error
           from user_files`,
        )
      )[0];
    while (((await file(first.db))?.row_count ?? 0) === 0)
      await new Promise((resolve) => setTimeout(resolve, 5));
    await first.close();
    // Given back, not failed: still running, held by no one, part written.
    const between = await openDb(db);
    const left = await file(between);
    await between.close();
    expect(left).toMatchObject({ state: 'running', held: false, error: null });
    expect(left?.row_count).toBeGreaterThan(0);
    expect(left?.row_count).toBeLessThan(ROWS);
    // The next process's first sweep takes it over and writes it from the start.
    const second = await start();
    try {
      await second.deps.exports.idle();
      expect(await file(second.db)).toMatchObject({ id: left?.id, state: 'ready', row_count: ROWS });
      const response = await fetch(`${second.url}/v1/api/download?id=${left?.id}`, {
        headers: { Authorization: token },
      });
      expect((await response.text()).trim().split('\r\n')).toHaveLength(ROWS + 1);
    } finally {
      await second.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}, 120_000);
