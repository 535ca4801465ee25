// The job queue of the periodic work (jobs/job-queue.ts, pg-boss on the server's own database): a
// server keeps its periodic jobs' schedules in the database; among several processes on one database
// (two queues here: on PostgreSQL each with its own connections, on PGlite sharing the one database)
// the queues start together on a new database; a run asked for or due by the clock is taken by one process only; a job that throws is tried again
// with backoff and, after its last try, kept in its dead-letter queue; one that fails once and then
// succeeds is done, with nothing dead.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/core/log.ts';
import { type Db, openDb } from '../../src/server/db/client.ts';
import {
  deadLetterOf,
  JOB_RETRY_LIMIT,
  type JobQueue,
  type PeriodicJob,
  startJobQueue,
} from '../../src/server/jobs/job-queue.ts';
import { createTestDatabase, startTestServer, type TestDatabase } from './helpers/test-server.ts';

const log = createLogger('silent');
const fast = { retryDelaySeconds: 1, pollSeconds: 0.5, cronCheckSeconds: 1 };

let database: TestDatabase;
let first: Db;
let second: Db;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  first = await openDb(database.target);
  // On PostgreSQL another pool, as another process would have; PGlite is one process's database.
  second = 'url' in database.target ? await openDb(database.target) : first;
});
afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
  await database.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, holds: () => boolean | Promise<boolean>, ms = 30_000) {
  const started = Date.now();
  while (!(await holds())) {
    if (Date.now() - started > ms) throw new Error(`not in ${ms} ms: ${what}`);
    await sleep(100);
  }
}

/** The same periodic job on two processes: each run counted with the process that took it. */
async function onTwo(job: Omit<PeriodicJob, 'run'>, run: (process: number) => Promise<unknown>) {
  for (const [i, db] of [first, second].entries())
    queues.push(await startJobQueue(db, log, [{ ...job, run: () => run(i) }], fast));
  return queues.at(-1) as JobQueue;
}

const jobsIn = async (name: string) =>
  (await first.query<{ n: number }>('select count(*)::int as n from pgboss.job where name = $1', [name]))[0]
    ?.n ?? 0;

describe('the job queue', () => {
  it('keeps a server’s periodic jobs as schedules in its database', async () => {
    const server = await startTestServer({ sendWorker: false });
    try {
      const schedules = await server.db.query<{ name: string; cron: string }>(
        'select name, cron from pgboss.schedule order by name',
      );
      expect(schedules).toEqual([
        { name: 'auth-purge', cron: '0 * * * *' },
        { name: 'payment-reconcile', cron: '* * * * *' },
      ]);
    } finally {
      await server.close();
    }
  });

  it('starts on several processes at once on a new database (its queues made once, by one of them)', async () => {
    const fresh = await createTestDatabase();
    const dbs =
      'url' in fresh.target
        ? await Promise.all([0, 1, 2].map(() => openDb(fresh.target)))
        : [await openDb(fresh.target)];
    try {
      const jobs = ['a-test', 'b-test'].map((name) => ({ name, cron: '0 0 1 1 *', run: async () => {} }));
      // Three processes of one deployment starting together (an orchestrator's rollout).
      const started = await Promise.all(
        [0, 1, 2].map((i) => startJobQueue(dbs[i % dbs.length] as Db, log, jobs)),
      );
      for (const queue of started) await queue.stop();
      const made = await (dbs[0] as Db).query<{ name: string }>(
        "select name from pgboss.queue where name like '%-test%' order by name",
      );
      expect(made.map((q) => q.name)).toEqual(['a-test', 'a-test-dead', 'b-test', 'b-test-dead']);
    } finally {
      for (const db of dbs) await db.close();
      await fresh.drop();
    }
  });

  it('gives a run asked for to one process of two, once', async () => {
    const runs: number[] = [];
    const queue = await onTwo({ name: 'once-test', cron: '0 0 1 1 *' }, async (process) => {
      runs.push(process);
    });
    await queue.runNow('once-test');
    await until('a run', () => runs.length > 0);
    // Both processes look several times a second: a second run would show here.
    await sleep(2_000);
    expect(runs).toHaveLength(1);
  });

  it('runs a job due by the clock once a minute among several processes, never two at once', async () => {
    const minutes: number[] = [];
    let running = 0;
    let most = 0;
    await onTwo({ name: 'clock-test', cron: '* * * * *' }, async () => {
      running++;
      most = Math.max(most, running);
      minutes.push(Math.floor(Date.now() / 60_000));
      await sleep(300);
      running--;
    });
    await until('a run due by the clock', () => minutes.length > 0);
    await sleep(3_000);
    // One run per minute at most, whichever process took it (the test may cross a minute's end).
    expect(new Set(minutes).size).toBe(minutes.length);
    expect(most).toBe(1);
  });

  it('tries a failing job again with backoff, then keeps it in its dead-letter queue', async () => {
    const tries: number[] = [];
    const queue = await onTwo({ name: 'failing-test', cron: '0 0 1 1 *' }, async () => {
      tries.push(Date.now());
      throw new Error('the bank does not answer');
    });
    await queue.runNow('failing-test');
    await until(
      'the dead-letter queue',
      async () => (await jobsIn(deadLetterOf('failing-test'))) === 1,
      60_000,
    );
    expect(tries).toHaveLength(JOB_RETRY_LIMIT + 1);
    // Each wait at least the first delay (one second), and the last longer than the first (backoff).
    const waits = tries.slice(1).map((at, i) => at - (tries[i] as number));
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(900);
    expect(waits.at(-1)).toBeGreaterThan(waits[0] as number);
  }, 90_000);

  it('finishes a job that fails once and then succeeds, with nothing dead', async () => {
    let tries = 0;
    let done = false;
    const queue = await onTwo({ name: 'flaky-test', cron: '0 0 1 1 *' }, async () => {
      tries++;
      if (tries === 1) throw new Error('a moment of trouble');
      done = true;
    });
    await queue.runNow('flaky-test');
    await until('the second try', () => done);
    await sleep(1_500);
    expect(tries).toBe(2);
    expect(await jobsIn(deadLetterOf('flaky-test'))).toBe(0);
  });
});
