// What the simulators' side doors read and write: the simulated operator's outbox.
// A customer's text arriving on the user's line is the inbox service's receiveInboxMessage.
import type { Queryable } from '../db/client.ts';

/** What the simulated operator sent to one mobile, newest first. */
export function simulatedOutbox(db: Queryable, mobile: string, limit: number) {
  return db.query<{ id: number; mobile: string; channel: string; body: string; created_at: Date }>(
    `select id::int as id, mobile, channel, body, created_at from sms_outbox
     where mobile = $1 order by id desc limit $2`,
    [mobile, limit],
  );
}
