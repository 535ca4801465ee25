// The exports and contact imports a process runs are held by it for a short lease, renewed while they
// run. Every process sweeps now and then: a job still "running" whose lease ran out belonged to a
// process that died (or stopped and handed it back), and is taken over: claimed by one sweeping
// process (row locks, skip locked: never two) and run again from what its row stores. A job another
// live process runs is left alone. A job taken over MAX_ATTEMPTS times (one that takes its process
// down each time) is failed with the reason in Persian instead of being tried forever.
import { contactFileMessages } from '../../domain/contacts/contacts-files.schema.ts';
import { fileMessages } from '../../domain/files/files.schema.ts';
import { addMs, type Clock } from '../core/clock.ts';
import type { Logger } from '../core/log.ts';
import type { Queryable } from '../db/client.ts';

/** How long a job stays held without its process renewing it. */
export const JOB_LEASE_MS = 60_000;

/** Takeovers of one job before it is failed. */
export const MAX_ATTEMPTS = 3;

export type LeasedTable = 'user_files' | 'contact_imports';
const INTERRUPTED: Record<LeasedTable, string> = {
  user_files: fileMessages.interrupted,
  contact_imports: contactFileMessages.importInterrupted,
};

/** Claims some of the jobs whose lease ran out (the ids it now holds); runs them. */
export type Taker = (claim: (limit: number) => Promise<number[]>) => Promise<void>;

export type JobLeases = {
  /** The lease a job made now holds until (written with its row). */
  until(): Date;
  /** Holds a running job; the function given back lets it go (finished, failed or handed back). */
  hold(table: LeasedTable, id: number): () => void;
  /** Who runs again the jobs of `table` left by a dead process; without one they are failed. */
  takeOver(table: LeasedTable, taker: Taker): void;
  /**
   * Gives jobs back at once (a process stopping): the next sweep of any process takes them.
   * `uncounted`: the claim is not counted as an attempt (claimed, then found no room for).
   */
  handBack(table: LeasedTable, ids: readonly number[], options?: { uncounted?: boolean }): Promise<void>;
  /** Renews what is held, then takes over (or fails) what no live process holds. */
  tick(): Promise<void>;
  stop(): void;
};

const expired = '(lease_until is null or lease_until < $1)';

/** Jobs left running by a process that stopped or died (their lease ran out), failed. */
export async function failUnheld(db: Queryable, table: LeasedTable, at: Date, attempts = 0): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `update ${table} set state = 'failed', error = $2, finished_at = $1
     where state = 'running' and ${expired} and attempts >= $3 returning id::int as id`,
    [at, INTERRUPTED[table], attempts],
  );
  return rows.length;
}

/**
 * Claims at most `limit` jobs of `table` whose lease ran out, for `until`; each claim counts as an
 * attempt. Locked rows are skipped: two processes sweeping at once never claim the same job.
 */
export async function claimUnheld(
  db: Queryable,
  table: LeasedTable,
  at: Date,
  until: Date,
  limit: number,
): Promise<number[]> {
  if (limit <= 0) return [];
  const rows = await db.query<{ id: number }>(
    `update ${table} set lease_until = $2, attempts = attempts + 1
     where id in (select id from ${table} where state = 'running' and ${expired}
                  order by id limit $3 for update skip locked)
     returning id::int as id`,
    [at, until, limit],
  );
  return rows.map((row) => row.id);
}

export function startJobLeases(db: Queryable, clock: Clock, log: Logger, leaseMs = JOB_LEASE_MS): JobLeases {
  const held: Record<LeasedTable, Set<number>> = { user_files: new Set(), contact_imports: new Set() };
  const takers: Partial<Record<LeasedTable, Taker>> = {};
  const tables = Object.keys(held) as LeasedTable[];
  let ticking: Promise<void> | null = null;
  const sweep = async () => {
    const until = addMs(clock.now(), leaseMs);
    for (const table of tables) {
      const ids = [...held[table]];
      if (ids.length > 0)
        await db.query(
          `update ${table} set lease_until = $1 where id = any($2::bigint[]) and state = 'running'`,
          [until, ids],
        );
    }
    // Renewed first: a job this process holds is never taken for another's.
    for (const table of tables) {
      const taker = takers[table];
      if (!taker) {
        await failUnheld(db, table, clock.now());
        continue;
      }
      await failUnheld(db, table, clock.now(), MAX_ATTEMPTS);
      await taker(async (limit) => {
        const ids = await claimUnheld(db, table, clock.now(), addMs(clock.now(), leaseMs), limit);
        for (const id of ids) held[table].add(id);
        return ids;
      });
    }
  };
  // One sweep at a time: a slow one is joined, not run twice over.
  const tick = () => {
    ticking ??= sweep().finally(() => {
      ticking = null;
    });
    return ticking;
  };
  const timer = setInterval(() => {
    tick().catch((error: Error) => log.error('job_leases', { message: error.message }));
  }, leaseMs / 3);
  timer.unref();
  return {
    until: () => addMs(clock.now(), leaseMs),
    hold(table, id) {
      held[table].add(id);
      return () => held[table].delete(id);
    },
    takeOver(table, taker) {
      takers[table] = taker;
    },
    async handBack(table, ids) {
      for (const id of ids) held[table].delete(id);
      if (ids.length > 0)
        await db.query(
          `update ${table} set lease_until = null where id = any($1::bigint[]) and state = 'running'`,
          [ids],
        );
    },
    tick,
    stop: () => clearInterval(timer),
  };
}
