// Live events reach every server process: a credit event raised through one process reaches a
// socket held by another, through PostgreSQL LISTEN/NOTIFY. On PGlite (one process's embedded
// database) the same path is proven in-process: the NOTIFY reaches every listener of the database.
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenToBus } from '../../src/server/core/events.ts';
import { client, newPerson } from './helpers/client.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { openSocket } from './helpers/socket.ts';
import { apiDb, createTestDatabase, startTestServer, type TestDatabase } from './helpers/test-server.ts';

// Many scrypt hashes (~0.2 s of CPU each): room for a machine busy with other lanes.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function twoProcessesOnPostgres() {
  const database: TestDatabase = await createTestDatabase();
  cleanups.push(() => database.drop());
  const url = 'url' in database.target ? database.target.url : '';
  const [a, b] = await Promise.all([startServerProcess(url, cleanups), startServerProcess(url, cleanups)]);
  expect(a.url).not.toBe(b.url);
  const apiA = client(a.url);
  const { token } = (await apiA.register(newPerson())).data;
  const onB = await openSocket(b.url, token);
  cleanups.push(async () => onB.ws.close());
  const raised = await apiA.post('/demo/top_up', { amount: 4_200_000 }, token);
  expect(raised.data.credit).toBe(4_200_000);
  expect(await onB.next('credit')).toEqual({ event: 'credit', data: { credit: 4_200_000 } });
  // The server drops both processes' LISTEN connections: they come back, and events flow again.
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const listening = `select pid from pg_stat_activity where datname = current_database() and query like 'listen %'`;
    const dropped = (await admin.query<{ pid: number }>(listening)).rows.map((row) => row.pid);
    expect(dropped).toHaveLength(2);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1)', [
      dropped,
    ]);
    for (let i = 0; ; i++) {
      const now = (await admin.query<{ pid: number }>(listening)).rows.map((row) => row.pid);
      if (now.length === 2 && !now.some((pid) => dropped.includes(pid))) break;
      if (i > 600) throw new Error('the LISTEN connections did not come back within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await admin.end();
  }
  await apiA.post('/demo/top_up', { amount: 800_000 }, token);
  expect(await onB.next('credit')).toEqual({ event: 'credit', data: { credit: 5_000_000 } });
  // And the other way round, with a logout through B closing a socket held by A.
  const onA = await openSocket(a.url, token);
  await client(b.url).post('/acl/auth/logout', {}, token);
  expect(await onA.closed).toBe(4001);
}

async function everyListenerOnPglite() {
  const server = await startTestServer();
  cleanups.push(() => server.close());
  const api = client(server.url);
  const { token } = (await api.register(newPerson())).data;
  const socket = await openSocket(server.url, token);
  cleanups.push(async () => socket.ws.close());
  const seen: unknown[] = [];
  const stop = await listenToBus(server.db, (notice) => seen.push(notice));
  cleanups.push(stop);
  await api.post('/demo/top_up', { amount: 4_200_000 }, token);
  expect(await socket.next('credit')).toEqual({ event: 'credit', data: { credit: 4_200_000 } });
  expect(seen).toContainEqual(
    expect.objectContaining({ kind: 'event', message: { event: 'credit', data: { credit: 4_200_000 } } }),
  );
}

describe('fan-out of live events', () => {
  it('a credit event raised through one server reaches a socket held by another (PostgreSQL: two processes; PGlite: every listener of the one database)', async () => {
    if (apiDb() === 'postgres') await twoProcessesOnPostgres();
    else await everyListenerOnPglite();
  });
});
