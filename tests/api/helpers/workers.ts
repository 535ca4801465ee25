// Several send workers at once on one test server's database, as several server processes would run
// them: on PostgreSQL each with its own pool; PGlite is one process's database, which they share.
import { createLogger } from '../../../src/server/core/log.ts';
import { openDb } from '../../../src/server/db/client.ts';
import { type SendWorkerOptions, startSendWorker } from '../../../src/server/jobs/send-worker.ts';
import type { TestServer } from './test-server.ts';

/** One round of `count` workers at the same moment, then each stopped. */
export async function tickWorkersAtOnce(
  server: TestServer,
  options: Partial<SendWorkerOptions>,
  count = 3,
): Promise<void> {
  const dbs = await Promise.all(
    Array.from({ length: count }, () =>
      'url' in server.database.target ? openDb(server.database.target) : server.db,
    ),
  );
  const workers = dbs.map((db) => startSendWorker(db, server.clock, createLogger('silent'), options));
  await Promise.all(workers.map((w) => w.tick()));
  await Promise.all(workers.map((w) => w.stop()));
  await Promise.all(dbs.filter((db) => db !== server.db).map((db) => db.close()));
}
