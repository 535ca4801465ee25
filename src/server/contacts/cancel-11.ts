// The cancel-11 list as replies change it: a reply of 11 to one of the user's lines puts the sender on
// that line's list (with the reply that did it), 12 takes them off that line's list. A row for every
// line (line '') is the user's own choice and a 12 to one line does not lift it. What counts as 11 or
// 12 is the domain's (cancel-11.ts); every path that stores an inbox message calls this in its
// transaction.
import { cancel11Reply } from '../../domain/contacts/cancel-11.rules.ts';
import type { Queryable } from '../db/client.ts';

export type InboundReply = {
  userId: number;
  /** The line's number as stored (sender_lines.number). */
  line: string;
  /** Canonical (98…). */
  from: string;
  text: string;
  /** null: the message itself was not kept (its sender is blacklisted for receiving). */
  inboxMessageId: number | null;
  at: Date;
};

/** Applies an inbound message to the line's cancel-11 list; answers what it did, or null. */
export async function applyCancel11Reply(db: Queryable, reply: InboundReply) {
  const asked = cancel11Reply(reply.text);
  if (asked === 'cancel')
    await db.query(
      `insert into cancel_11 (user_id, mobile, line, message, inbox_message_id, created_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (user_id, mobile, line) do update
         set message = excluded.message, inbox_message_id = excluded.inbox_message_id,
           created_at = excluded.created_at`,
      [reply.userId, reply.from, reply.line, reply.text, reply.inboxMessageId, reply.at],
    );
  else if (asked === 'resume')
    await db.query('delete from cancel_11 where user_id = $1 and mobile = $2 and line = $3', [
      reply.userId,
      reply.from,
      reply.line,
    ]);
  return asked;
}

/**
 * Why numbers are not sent to from a line: the user's send blacklist (every line), and the cancel-11 rows
 * for that line or for every line. A number on both counts as blacklisted.
 */
export async function skippedNumbers(db: Queryable, userId: number, line: string) {
  const [blacklist, cancel11] = await Promise.all([
    db.query<{ mobile: string }>('select mobile from blacklist where user_id = $1 and blocks_send', [userId]),
    db.query<{ mobile: string }>(
      `select distinct mobile from cancel_11 where user_id = $1 and (line = '' or line = $2)`,
      [userId, line],
    ),
  ]);
  return {
    blacklist: new Set(blacklist.map((r) => r.mobile)),
    cancel11: new Set(cancel11.map((r) => r.mobile)),
  };
}
