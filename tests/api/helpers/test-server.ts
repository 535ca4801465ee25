// Starts the real server over HTTP on a throwaway database: in-memory PGlite, or a fresh
// database on the PostgreSQL server, dropped afterwards. API_DB chooses (tests/tools/api-lanes.ts).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { manualClock } from '../../../src/server/core/clock.ts';
import { createLogger } from '../../../src/server/core/log.ts';
import { hashPasswordsCheaplyInTests } from '../../../src/server/core/secrets.ts';
import type { DbTarget } from '../../../src/server/db/client.ts';
import { seedDemoIfEmpty } from '../../../src/server/db/demo-seed.ts';
import { type RunningServer, type ServerOptions, startServer } from '../../../src/server/index.ts';
import { codeFromDatabase } from '../../tools/sms-codes.ts';
import { registerOutbox } from './client.ts';
import { testDatabaseUrl } from './database-url.ts';

export type TestDatabase = { target: DbTarget; drop(): Promise<void> };

// Hundreds of registrations and logins: scrypt at its deployed cost was a third of the lane.
hashPasswordsCheaplyInTests();

export function apiDb(): 'pglite' | 'postgres' {
  return process.env.API_DB === 'postgres' ? 'postgres' : 'pglite';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (apiDb() === 'pglite') return { target: { memory: true }, drop: async () => {} };
  const adminUrl = testDatabaseUrl();
  const name = `payamak_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { url: url.toString() },
    drop: async () => {
      // pool.end() resolves before the backends are gone: let them leave, so the drop kills nobody.
      for (let i = 0; i < 50; i++) {
        const { rows } = await admin.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export type TestServer = RunningServer & {
  database: TestDatabase;
  /** The server's clock: tests move time forward instead of sleeping. */
  clock: ReturnType<typeof manualClock>;
};

export async function startTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const clock = manualClock();
  const server = await startServer({
    demo: true,
    port: 0,
    host: '127.0.0.1',
    db: database.target,
    log: createLogger('silent'),
    clock,
    ...options,
  });
  registerOutbox(server.url, codeFromDatabase(server.db));
  return {
    ...server,
    database,
    clock,
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}

/** A test server whose database holds the demo account and its data (seeded before the port opens). */
export function startDemoTestServer(options: Partial<ServerOptions> = {}): Promise<TestServer> {
  return startTestServer({ ...options, prepare: async (deps) => void (await seedDemoIfEmpty(deps)) });
}
