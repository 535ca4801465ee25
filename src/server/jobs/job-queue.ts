// The job queue for the periodic work (the auth tables' purge, the payment reconciler): pg-boss on the
// server's own database, PGlite or PostgreSQL through the same door (Db.executeSql), so the demo's one
// process runs the code path production's many do. Each periodic job is a cron schedule kept in the
// database: every process keeps it and watches the clock, and the queue makes one job of each time
// (its 60-second debounce), which one process takes (`singleton`: never two at once). A job that throws
// is tried again with backoff, then kept in its dead-letter queue; a job whose process died stays
// active until it expires and is then retried by another process.
//
// pg-boss 10: version 11 and later need Node 22, and this project runs on Node 20.
import PgBoss from 'pg-boss';
import type { Logger } from '../core/log.ts';
import type { Db } from '../db/client.ts';

export type PeriodicJob = {
  /** The queue's name (letters, digits, dashes). */
  name: string;
  /** When it runs: five cron fields, in UTC; a minute at the finest. */
  cron: string;
  run(): Promise<unknown>;
};

export type JobQueue = {
  /** Asks for a run of a periodic job now, besides its schedule (one process takes it). */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
};

/** The queue's timings; tests shorten them. */
export type JobQueueTimings = {
  /** The first retry's delay; each next one doubles it (with jitter). */
  retryDelaySeconds: number;
  /** How often a process looks for a job to take. */
  pollSeconds: number;
  /** How often the processes (one of them each time) look at the clock for schedules due. */
  cronCheckSeconds: number;
};

/** Tries after a failure (with backoff), then the dead-letter queue. */
export const JOB_RETRY_LIMIT = 3;
/** An active job whose process died is retried after this long. */
const EXPIRE_S = 15 * 60;
const DEFAULT_TIMINGS: JobQueueTimings = { retryDelaySeconds: 30, pollSeconds: 5, cronCheckSeconds: 30 };

export const deadLetterOf = (name: string) => `${name}-dead`;

/** A cron schedule of `everyMs` (at least a minute, rounded to whole minutes). */
export function cronEvery(everyMs: number): string {
  const minutes = Math.max(1, Math.round(everyMs / 60_000));
  if (minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = Math.max(1, Math.round(minutes / 60));
  return hours === 1 ? '0 * * * *' : `0 */${Math.min(hours, 24)} * * *`;
}

/**
 * Runs `work` (the queue's start: its schema, its queues) while no other process of the database does:
 * pg-boss's own creation races with another process's (PostgreSQL's "create schema if not exists" is
 * not safe against a concurrent one), and two processes creating one queue, a partition of the job
 * table, can deadlock. On PostgreSQL a transaction holds an advisory lock meanwhile (the work runs on
 * the pool's other connections); PGlite is one process's.
 */
async function oneAtATime(db: Db, work: () => Promise<void>) {
  // Within a process too (two queues on one PGlite database, as tests start them), one after another.
  const before = starting.get(db) ?? Promise.resolve();
  const run = before.then(() =>
    db.kind === 'postgres'
      ? db.transaction(async (tx) => {
          await tx.query("select pg_advisory_xact_lock(hashtext('payamak.job-queue.start'))");
          await work();
        })
      : work(),
  );
  starting.set(
    db,
    run.catch(() => {}),
  );
  await run;
}
const starting = new WeakMap<Db, Promise<void>>();

async function createQueues(boss: PgBoss, job: PeriodicJob, t: JobQueueTimings) {
  await boss.createQueue(deadLetterOf(job.name));
  await boss.createQueue(job.name, {
    name: job.name,
    policy: 'singleton',
    retryLimit: JOB_RETRY_LIMIT,
    retryDelay: t.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: EXPIRE_S,
    deadLetter: deadLetterOf(job.name),
  });
}

export async function startJobQueue(
  db: Db,
  log: Logger,
  jobs: readonly PeriodicJob[],
  timings: Partial<JobQueueTimings> = {},
): Promise<JobQueue> {
  const t = { ...DEFAULT_TIMINGS, ...timings };
  // Once stopped, a worker's last look for a job (pg-boss does not wait for it) finds none instead of
  // reaching a database being closed.
  let stopped = false;
  const boss = new PgBoss({
    db: {
      executeSql: (text, values) => (stopped ? Promise.resolve({ rows: [] }) : db.executeSql(text, values)),
    },
    // Finished jobs are kept a week, then removed by the queue's own maintenance.
    deleteAfterDays: 7,
    cronMonitorIntervalSeconds: t.cronCheckSeconds,
    cronWorkerIntervalSeconds: Math.min(45, Math.max(1, t.pollSeconds)),
  });
  boss.on('error', (error: Error) => log.error('job_queue', { message: error.message }));
  await oneAtATime(db, async () => {
    await boss.start();
    for (const job of jobs) await createQueues(boss, job, t);
  });
  for (const job of jobs) {
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, { pollingIntervalSeconds: t.pollSeconds }, async () => {
      try {
        await job.run();
      } catch (error) {
        log.error('periodic_job', { job: job.name, message: (error as Error).message });
        throw error;
      }
    });
  }
  return {
    runNow: async (name) => {
      await boss.send(name, {});
    },
    // A job under way finishes (up to ten seconds); one cut off is retried by another process.
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      stopped = true;
    },
  };
}
