// The exports and contact imports a process runs are held by it for a short lease, renewed while they
// run. Every process sweeps now and then: a job still "running" whose lease ran out belonged to a
// process that died, and is failed with the reason in Persian; a job another live process runs is
// left alone (a start used to fail every running job, other processes' too).
import { contactFileMessages } from '../../domain/contacts/contacts-files.schema.ts';
import { fileMessages } from '../../domain/files/files.schema.ts';
import { addMs, type Clock } from '../core/clock.ts';
import type { Logger } from '../core/log.ts';
import type { Queryable } from '../db/client.ts';

/** How long a job stays held without its process renewing it. */
export const JOB_LEASE_MS = 60_000;

type LeasedTable = 'user_files' | 'contact_imports';
const INTERRUPTED: Record<LeasedTable, string> = {
  user_files: fileMessages.interrupted,
  contact_imports: contactFileMessages.importInterrupted,
};

export type JobLeases = {
  /** The lease a job made now holds until (written with its row). */
  until(): Date;
  /** Holds a running job; the function given back lets it go (finished, failed or handed back). */
  hold(table: LeasedTable, id: number): () => void;
  /** Renews what is held, then fails what no live process holds. */
  tick(): Promise<void>;
  stop(): void;
};

/** Jobs left running by a process that stopped or died (their lease ran out), failed. */
export async function failUnheld(db: Queryable, table: LeasedTable, at: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `update ${table} set state = 'failed', error = $1, finished_at = $2
     where state = 'running' and (lease_until is null or lease_until < $2) returning id::int as id`,
    [INTERRUPTED[table], at],
  );
  return rows.length;
}

export function startJobLeases(db: Queryable, clock: Clock, log: Logger, leaseMs = JOB_LEASE_MS): JobLeases {
  const held: Record<LeasedTable, Set<number>> = { user_files: new Set(), contact_imports: new Set() };
  const tick = async () => {
    const until = addMs(clock.now(), leaseMs);
    for (const table of Object.keys(held) as LeasedTable[]) {
      const ids = [...held[table]];
      if (ids.length > 0)
        await db.query(
          `update ${table} set lease_until = $1 where id = any($2::bigint[]) and state = 'running'`,
          [until, ids],
        );
    }
    // Renewed first: a job this process holds is never taken for another's.
    for (const table of Object.keys(held) as LeasedTable[]) await failUnheld(db, table, clock.now());
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
    tick,
    stop: () => clearInterval(timer),
  };
}
