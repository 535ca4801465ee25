// Live events reach every server process through PostgreSQL NOTIFY on one channel; each process
// LISTENs and hands what arrives to its own sockets. Sent inside a transaction, a NOTIFY is
// delivered only if the transaction commits.
import type { Db, Queryable } from '../db/client.ts';

export const EVENTS_CHANNEL = 'payamak_events';

export type LiveMessage = { event: string; data?: unknown };
export type BusNotice =
  | { kind: 'event'; userId: number; message: LiveMessage }
  | { kind: 'revoke'; userId: number; sessionIds: number[] }
  /** The user's row changed: processes drop the sessions they cached with the old row. */
  | { kind: 'user'; userId: number };

/** Sends a notice; inside a transaction it leaves only if the transaction commits. */
export async function notifyIn(tx: Queryable, notice: BusNotice) {
  await tx.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(notice)]);
}

/** `onGap`: this process may have missed notices (its LISTEN connection was down for a while). */
export async function listenToBus(db: Db, handle: (notice: BusNotice) => void, onGap?: () => void) {
  return db.listen(
    EVENTS_CHANNEL,
    (payload) => {
      try {
        handle(JSON.parse(payload) as BusNotice);
      } catch {
        // A foreign or broken payload on our channel is dropped.
      }
    },
    onGap,
  );
}
