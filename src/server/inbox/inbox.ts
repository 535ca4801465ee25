// The user's inbox: what people texted to the user's lines. Every read is scoped to the user, so another
// user's message is as unknown as a missing one; a change to the unread count is told live to every
// socket of the user (the header shows it).
import type { ListPage } from '../../domain/core/envelope.ts';
import { foldPersian, foldPersianSql } from '../../domain/core/persian-text.ts';
import {
  type InboxFilters,
  type InboxItem,
  type InboxListRequest,
  inboxMessages,
} from '../../domain/inbox/inbox.schema.ts';
import { senderLineE164 } from '../../domain/send/sender-lines.schema.ts';
import { applyCancel11Reply } from '../contacts/cancel-11.ts';
import { insertPhonebook } from '../contacts/contacts.ts';
import type { Clock } from '../core/clock.ts';
import { notifyIn } from '../core/events.ts';
import type { Db, Queryable } from '../db/client.ts';
import { emitWebhookEvent } from '../developers/webhooks.ts';
import { ApiError } from '../http/api-error.ts';
import { senderLineOf } from '../send/send-prepare.ts';

type Row = {
  id: number;
  from_mobile: string;
  number: string;
  text: string;
  time: number;
  read: boolean;
};

const COLUMNS = `m.id::int as id, m.from_mobile, l.number, m.text,
  floor(extract(epoch from m.received_at))::float8 as time, m.read_at is not null as read`;
const FROM = 'inbox_messages m join sender_lines l on l.id = m.sender_line_id';

const itemOf = (r: Row): InboxItem => ({
  messages_inbox_id: r.id,
  from: `+${r.from_mobile}`,
  number: senderLineE164(r.number),
  message: r.text,
  // Every reply that reaches a user's line is an ordinary SMS.
  type: 'normal',
  time: Number(r.time),
  seen: r.read ? '1' : '0',
});

/**
 * The condition the filters make on `inbox_messages m` (joined to its line `l`), with its parameters
 * from `$first` on; the list, the senders' phonebook and the export read the same set through it.
 */
export function inboxWhere(userId: number, filters: InboxFilters, first = 1) {
  const params: unknown[] = [userId];
  const parts = [`m.user_id = $${first}`];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${first + params.length - 1}`));
  };
  if (filters.from_id !== undefined) add((p) => `m.id > ${p}`, filters.from_id);
  if (filters.line !== undefined)
    // Digits name the line by its number; a short one may also be its id.
    add((p) => `(l.number = ${p} or l.id = ${p}::bigint)`, filters.line);
  if (filters.sender !== undefined) add((p) => `strpos(m.from_mobile, ${p}) > 0`, filters.sender);
  if (filters.from_date !== undefined) add((p) => `m.received_at >= to_timestamp(${p})`, filters.from_date);
  if (filters.to_date !== undefined) add((p) => `m.received_at <= to_timestamp(${p})`, filters.to_date);
  if (filters.text !== undefined)
    add((p) => `strpos(${foldPersianSql('m.text')}, ${p}) > 0`, foldPersian(filters.text));
  if (filters.seen !== undefined) parts.push(filters.seen ? 'm.read_at is not null' : 'm.read_at is null');
  return { sql: parts.join(' and '), params };
}

/** A page of the user's inbox, newest first. */
export async function inboxPage(
  db: Queryable,
  userId: number,
  { page, per_page, filters }: InboxListRequest,
): Promise<ListPage<InboxItem>> {
  const where = inboxWhere(userId, filters);
  const n = where.params.length;
  const [rows, [total]] = await Promise.all([
    db.query<Row>(
      `select ${COLUMNS} from ${FROM} where ${where.sql}
       order by m.received_at desc, m.id desc limit $${n + 1} offset $${n + 2}`,
      [...where.params, per_page, (page - 1) * per_page],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from ${FROM} where ${where.sql}`, where.params),
  ]);
  return { items: rows.map(itemOf), total: total?.n ?? 0, page, per_page };
}

export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from inbox_messages where user_id = $1 and read_at is null',
    [userId],
  );
  return row?.n ?? 0;
}

async function tellUnread(tx: Queryable, userId: number): Promise<number> {
  const unread = await unreadCount(tx, userId);
  await notifyIn(tx, { kind: 'event', userId, message: { event: 'inbox_unread', data: { unread } } });
  return unread;
}

/** Opening a message reads it. */
export async function showInboxMessage(db: Db, clock: Clock, userId: number, id: number): Promise<InboxItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<Row>(`select ${COLUMNS} from ${FROM} where m.id = $1 and m.user_id = $2`, [
      id,
      userId,
    ]);
    if (!row) throw new ApiError(404, inboxMessages.messageNotFound);
    if (!row.read) {
      await tx.query('update inbox_messages set read_at = $3 where id = $1 and user_id = $2', [
        id,
        userId,
        clock.now(),
      ]);
      await tellUnread(tx, userId);
    }
    return itemOf({ ...row, read: true });
  });
}

/** Marks the user's messages among `ids` read; others' ids are passed over. */
export async function markInboxRead(db: Db, clock: Clock, userId: number, ids: number[]) {
  return db.transaction(async (tx) => {
    const changed = await tx.query<{ id: number }>(
      `update inbox_messages set read_at = $3
       where user_id = $1 and id = any($2::bigint[]) and read_at is null returning id::int as id`,
      [userId, ids, clock.now()],
    );
    const unread = changed.length > 0 ? await tellUnread(tx, userId) : await unreadCount(tx, userId);
    return { count: changed.length, unread };
  });
}

/** Deletes the user's messages among `ids`; others' ids are passed over. */
export async function deleteInboxMessages(db: Db, userId: number, ids: number[]) {
  return db.transaction(async (tx) => {
    const gone = await tx.query<{ id: number; unread: boolean }>(
      `delete from inbox_messages where user_id = $1 and id = any($2::bigint[])
       returning id::int as id, read_at is null as unread`,
      [userId, ids],
    );
    const unread = gone.some((g) => g.unread) ? await tellUnread(tx, userId) : await unreadCount(tx, userId);
    return { count: gone.length, unread };
  });
}

/** A new phonebook of the distinct senders the filters select. */
export async function saveSendersAsPhonebook(
  db: Db,
  clock: Clock,
  userId: number,
  { title, filters }: { title: string; filters: InboxFilters },
) {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const bookId = await insertPhonebook(tx, userId, title, now);
    const where = inboxWhere(userId, filters, 3);
    const saved = await tx.query<{ id: number }>(
      `insert into phonebook_numbers (phonebook_id, user_id, mobile, created_at, updated_at)
       select $1, $3::bigint, s.from_mobile, $2, $2 from (
         select m.from_mobile, min(m.received_at) as first_at from ${FROM} where ${where.sql}
         group by m.from_mobile
       ) s order by s.first_at
       on conflict do nothing returning id::int as id`,
      [bookId, now, ...where.params],
    );
    if (saved.length === 0)
      throw new ApiError(422, inboxMessages.noSenders, { filters: [inboxMessages.noSenders] });
    return { phonebook_id: bookId, count: saved.length };
  });
}

/**
 * A text arriving on one of the user's lines (the operator delivers it; the demo endpoint stands in):
 * stored, and told live to the user's sockets with the new unread count. Answers its id, or undefined
 * when its sender is on the user's blacklist for receiving.
 */
export async function receiveInboxMessage(
  db: Db,
  clock: Clock,
  userId: number,
  { number_id, from, text }: { number_id: number; from: string; text: string },
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const line = await senderLineOf(tx, userId, number_id);
    // A number the user blacklisted for receiving: its message is dropped at receipt, never stored
    // and never told. Its cancel-11 reply still counts, since that is the sender's own opt-out.
    const [blocked] = await tx.query(
      'select 1 from blacklist where user_id = $1 and mobile = $2 and blocks_receive',
      [userId, from],
    );
    if (blocked) {
      await applyCancel11Reply(tx, {
        userId,
        line: line.number,
        from,
        text,
        inboxMessageId: null,
        at: clock.now(),
      });
      return undefined;
    }
    const [row] = await tx.query<Row>(
      `insert into inbox_messages (user_id, sender_line_id, from_mobile, text, received_at)
       values ($1, $2, $3, $4, $5)
       returning id::int as id, from_mobile, $6::text as number, text,
         floor(extract(epoch from received_at))::float8 as time, false as read`,
      [userId, line.id, from, text, clock.now(), line.number],
    );
    if (!row) throw new Error('inbox insert returned no row');
    await applyCancel11Reply(tx, {
      userId,
      line: line.number,
      from,
      text,
      inboxMessageId: row.id,
      at: clock.now(),
    });
    const unread = await unreadCount(tx, userId);
    await notifyIn(tx, {
      kind: 'event',
      userId,
      message: { event: 'inbox_message', data: { message: itemOf(row), unread } },
    });
    await emitWebhookEvent(tx, clock, userId, 'inbox.received', itemOf(row));
    return row.id;
  });
}
