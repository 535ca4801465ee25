// The lists of a user's sends: the last 30 days (new_list), the archive (older) and the systemic
// list (sent with an API key), filtered as the published new_list documents and paged newest first.
// Only the caller's sends are ever read: another user's send id simply matches nothing.
import type { ListPage } from '../../domain/core/envelope.ts';
import type { BulkStatus } from '../../domain/index.ts';
import { lineE164 } from '../../domain/index.ts';
import {
  type BulkStopReason,
  bulksInState,
  lineColor,
  outboxStateId,
  outboxStateLabel,
  outboxStateName,
  publishedSendType,
  REPORT_WINDOW_DAYS,
  type ReportListBody,
  type ReportListRow,
} from '../../domain/reports/report-lists.schema.ts';
import type { Clock } from '../core/clock.ts';
import type { Db, Queryable } from '../db/client.ts';

export type ReportListKind = 'recent' | 'archive' | 'systemic';

const DAY_MS = 86_400_000;
/** A summary's first characters, as the list shows a send. */
const SUMMARY_LENGTH = 50;

type Row = {
  id: string;
  sender_line_id: string;
  sender_number: string;
  type: string;
  status: BulkStatus;
  stop_reason: BulkStopReason | null;
  origin: 'panel' | 'api';
  text: string;
  parts: number;
  price: string;
  refunded: string;
  total: number;
  exit_count: number;
  time_send: string;
  time: string;
};

const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');
/** `*` in a username filter stands for any characters. */
const usernamePattern = (text: string) => escapeLike(text).replace(/\*/g, '%');

/**
 * The WHERE clause of a list over `bulks b`, with its parameters; null when no send can match (an
 * unknown line). The systemic sends' export reads the same, so the file holds what the list shows.
 */
export async function reportListWhere(
  db: Queryable,
  now: Date,
  userId: number,
  kind: ReportListKind,
  filters: ReportListBody['filters'],
): Promise<{ sql: string; params: unknown[] } | null> {
  const params: unknown[] = [userId];
  const parts = ['b.user_id = $1'];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  const cut = new Date(now.getTime() - REPORT_WINDOW_DAYS * DAY_MS);
  if (kind === 'archive') add((n) => `b.created_at < ${n}`, cut);
  else add((n) => `b.created_at >= ${n}`, cut);
  if (kind === 'systemic') parts.push(`b.origin = 'api'`);

  if (filters.username !== undefined && filters.username !== '*') {
    const [match] = await db.query<{ ok: boolean }>(
      `select username like $2 as ok from users where id = $1`,
      [userId, usernamePattern(filters.username)],
    );
    if (!match?.ok) return null;
  }
  if (filters.number !== undefined) {
    const lines = await db.query<{ id: string; number: string }>(
      'select id::text as id, number from sender_lines where user_id = $1 or user_id is null',
      [userId],
    );
    const ids = lines.filter((l) => lineE164(l.number) === filters.number).map((l) => l.id);
    if (ids.length === 0) return null;
    add((n) => `b.sender_line_id = any(${n}::bigint[])`, ids);
  }
  if (filters.messages_outbox_id !== undefined) add((n) => `b.id = ${n}`, filters.messages_outbox_id);
  if (filters.create_from_date !== undefined)
    add((n) => `b.created_at >= to_timestamp(${n})`, filters.create_from_date);
  if (filters.create_to_date !== undefined)
    add((n) => `b.created_at <= to_timestamp(${n})`, filters.create_to_date);
  const sendAt = 'coalesce(b.scheduled_at, b.created_at)';
  if (filters.send_from_date !== undefined)
    add((n) => `${sendAt} >= to_timestamp(${n})`, filters.send_from_date);
  if (filters.send_to_date !== undefined) add((n) => `${sendAt} <= to_timestamp(${n})`, filters.send_to_date);
  // Recipients that went out or were settled (blacklisted); neither those waiting nor those stopped.
  const exitCount = '(b.status_0 + b.status_1 + b.status_2 + b.status_3 + b.status_4)';
  if (filters.from_exit_count !== undefined) add((n) => `${exitCount} >= ${n}`, filters.from_exit_count);
  if (filters.to_exit_count !== undefined) add((n) => `${exitCount} <= ${n}`, filters.to_exit_count);
  if (filters.message !== undefined && filters.message.trim() !== '') {
    const text = filters.message.trim();
    // Persian has no case: only a text with Latin letters pays for a case-blind match.
    add((n) => `b.text ${/[A-Za-z]/.test(text) ? 'ilike' : 'like'} ${n}`, `%${escapeLike(text)}%`);
  }
  if (filters.state_id !== undefined) {
    const { statuses, stopReason } = bulksInState(filters.state_id);
    if (statuses.length === 0) return null;
    add((n) => `b.status = any(${n}::text[])`, statuses);
    if (stopReason) add((n) => `b.stop_reason = ${n}`, stopReason);
    else parts.push('b.stop_reason is null');
  }
  return { sql: parts.join(' and '), params };
}

const unix = (d: Date | string) => String(Math.floor(new Date(d).getTime() / 1000));

/**
 * A page of the user's sends, newest first. A page past the middle is read from the oldest end, so
 * the last page of a long list costs what the first does.
 */
export async function reportListPage(
  db: Db,
  clock: Clock,
  userId: number,
  kind: ReportListKind,
  { page, per_page, filters }: ReportListBody,
): Promise<ListPage<ReportListRow>> {
  const where = await reportListWhere(db, clock.now(), userId, kind, filters);
  if (!where) return { items: [], total: 0, page, per_page };
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from bulks b where ${where.sql}`,
    where.params,
  );
  const total = count?.n ?? 0;
  const offset = (page - 1) * per_page;
  if (offset >= total) return { items: [], total, page, per_page };
  const fromEnd = offset > total / 2;
  const limit = Math.min(per_page, total - offset);
  const skip = fromEnd ? total - offset - limit : offset;
  const order = fromEnd ? 'b.created_at asc, b.id asc' : 'b.created_at desc, b.id desc';
  // The page's sends are found first, in the order of the (user, created) index that carries every
  // filtered column but the text, then read whole by id. Sorting is ruled out for the first step alone:
  // the planner, seeing most of one user's rows match, would otherwise sort them all for a deep page
  // instead of walking the index.
  const ids = await db.transaction(async (tx) => {
    await tx.query('set local enable_sort = off');
    return tx.query<{ id: string }>(
      `select b.id::text as id from bulks b where ${where.sql} order by ${order} limit ${limit} offset ${skip}`,
      where.params,
    );
  });
  const byId = new Map(
    (
      await db.query<Row>(
        `select b.id::text as id, b.sender_line_id::text as sender_line_id, b.sender_number, b.type, b.status,
           b.stop_reason, b.origin, b.text, b.parts, b.price::text as price, b.refunded::text as refunded, b.total,
           b.status_0 + b.status_1 + b.status_2 + b.status_3 + b.status_4 as exit_count,
           coalesce(b.scheduled_at, b.created_at) as time_send, b.created_at as time
         from bulks b where b.id = any($1::bigint[])`,
        [ids.map((r) => r.id)],
      )
    ).map((r) => [r.id, r]),
  );
  const rows = ids.map((r) => byId.get(r.id)).filter((r): r is Row => r !== undefined);
  if (fromEnd) rows.reverse();
  const [user] = await db.query<{ username: string }>('select username from users where id = $1', [userId]);
  const username = user?.username ?? '';
  return {
    items: rows.map((r) => {
      const stateId = outboxStateId(r.status, r.stop_reason);
      return {
        username,
        number_color: lineColor(Number(r.sender_line_id)),
        number: lineE164(r.sender_number),
        number_id: r.sender_line_id,
        messages_outbox_id: r.id,
        state: outboxStateName(r.status, r.stop_reason),
        type: publishedSendType(r.type, r.origin),
        time_send: unix(r.time_send),
        time: unix(r.time),
        rcpts_count: String(r.total),
        exit_count: String(r.exit_count),
        status: outboxStateLabel(stateId),
        partner_id: null,
        in_delivery_line: 0,
        valid: r.stop_reason === 'rejected' ? 'reject' : 'approve',
        message: r.text,
        part: String(r.parts),
        cost: Number(r.price),
        return: Number(r.refunded),
        summary: r.text.slice(0, SUMMARY_LENGTH),
        user_ip: null,
        user_id: String(userId),
        files_path: null,
        parent_id: null,
        state_id: stateId,
        origin: r.origin,
      };
    }),
    total,
    page,
    per_page,
  };
}
