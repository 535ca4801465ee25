// Live events reach every server process through PostgreSQL NOTIFY on one channel; each process
// LISTENs and hands what arrives to its own sockets. Sent inside a transaction, a NOTIFY is
// delivered only if the transaction commits.
import { sql } from 'drizzle-orm';
import type { Db, Orm } from '../db/client.ts';

export const EVENTS_CHANNEL = 'payamak_events';

export type LiveMessage = { event: string; data?: unknown };
export type BusNotice =
  | { kind: 'event'; userId: number; message: LiveMessage }
  | { kind: 'revoke'; userId: number; sessionIds: number[] };

type Executor = Pick<Orm, 'execute'>;

export async function notify(executor: Executor, notice: BusNotice) {
  await executor.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
}

export async function listenToBus(db: Db, handle: (notice: BusNotice) => void) {
  return db.listen(EVENTS_CHANNEL, (payload) => {
    try {
      handle(JSON.parse(payload) as BusNotice);
    } catch {
      // A foreign or broken payload on our channel is dropped.
    }
  });
}
