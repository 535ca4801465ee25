// What the simulators' side doors read and write: the simulated operator's outbox, and a customer's
// text arriving on the user's line.
import type { Queryable } from '../db/client.ts';
import type { Clock } from './clock.ts';
import { senderLineOf } from './send-prepare.ts';

export function simulatedOutbox(db: Queryable, mobile: string | undefined, limit: number) {
  return db.query<{ id: number; mobile: string; channel: string; body: string; created_at: Date }>(
    `select id::int as id, mobile, channel, body, created_at from sms_outbox
     where $1::text is null or mobile = $1 order by id desc limit $2`,
    [mobile ?? null, limit],
  );
}

export async function receiveInboxMessage(
  db: Queryable,
  clock: Clock,
  userId: number,
  { number_id, from, text }: { number_id: number; from: string; text: string },
) {
  const line = await senderLineOf(db, userId, number_id);
  const [row] = await db.query<{ id: number }>(
    `insert into inbox_messages (user_id, sender_line_id, from_mobile, text, received_at)
     values ($1, $2, $3, $4, $5) returning id::int as id`,
    [userId, line.id, from, text, clock.now()],
  );
  return row?.id;
}
