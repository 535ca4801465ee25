// Exports and contact imports are held by the process that runs them, under a lease it renews. A
// process that starts or sweeps fails only what no live process holds: the jobs of one that died. (A
// start used to fail every running job, those of the other processes sharing the database too.) The
// other process here is a second sweeper on the same database, as another server process runs one.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fileMessages } from '../../src/domain/files/files.schema.ts';
import { systemClock } from '../../src/server/core/clock.ts';
import { createLogger } from '../../src/server/core/log.ts';
import { JOB_LEASE_MS, startJobLeases } from '../../src/server/jobs/job-leases.ts';
import { client, newPerson } from './helpers/client.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

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
