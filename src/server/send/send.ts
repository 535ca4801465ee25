// `send` and `send/cancel`. A send debits the wallet, creates its bulk and all its
// recipients in ONE transaction, so it either happened whole or not at all. Recipients go in with
// array parameters unnested by the database (a few statements for a million rows, never one each).

import { MESSAGE_CODES, type MessageCode } from '../../domain/core/message-codes.ts';
import {
  type BulkProgress,
  type BulkStats,
  type BulkStatus,
  type BulkSummary,
  type BulkType,
  CANCEL_11_SUFFIX,
  lineE164,
  OPERATORS,
  type OutboxReport,
  type ScriptCountsByOperator,
  type SendData,
  type SendRequest,
  type SmsEncoding,
  sendMessages,
  sendPrice,
  smsBody,
  smsParts,
  type Tariffs,
  walletTexts,
} from '../../domain/index.ts';
import {
  type BulkStopReason,
  outboxStateId,
  outboxStateLabel,
  outboxStateName,
  publishedSendType,
} from '../../domain/reports/report-lists.schema.ts';
import { isScheduleTooEarly } from '../../domain/send/schedule.rules.ts';
import type { Clock } from '../core/clock.ts';
import { notifyIn } from '../core/events.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { creditIn, creditOf, debitIn } from '../wallet/wallet.ts';
import { RECIPIENT_CHUNK, recipientsOfBulk, stopChunksIn, storeRecipientsIn } from './recipient-chunks.ts';
import type { PreparedSend } from './send-prepare.ts';

export type BulkRow = {
  id: number;
  user_id: number;
  status: BulkStatus;
  total: number;
  pending: number;
  status_0: number;
  status_1: number;
  status_2: number;
  status_3: number;
  status_4: number;
};

export const progressOf = (b: BulkRow): BulkProgress => ({
  bulk_id: Number(b.id),
  status: b.status,
  total: b.total,
  pending: b.pending,
  counts: { 0: b.status_0, 1: b.status_1, 2: b.status_2, 3: b.status_3, 4: b.status_4 },
});

export async function notifyProgress(tx: Queryable, bulk: BulkRow) {
  await notifyIn(tx, {
    kind: 'event',
    userId: Number(bulk.user_id),
    message: { event: 'bulk_progress', data: progressOf(bulk) },
  });
}

const BULK_COLUMNS =
  'id::int as id, user_id::int as user_id, status, total, pending, status_0, status_1, status_2, status_3, status_4';

const stored = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/** Creates the send inside `tx` (the caller's transaction also stores the idempotent answer). */
export async function createSendIn(
  tx: Queryable,
  clock: Clock,
  userId: number,
  body: SendRequest,
  prepared: PreparedSend,
  /** The API key the send was made with, if any: such a send is in the systemic list. */
  apiKeyId?: number,
  /** Recipients per stored chunk (recipient-chunks.ts; tests: a few). */
  chunk = RECIPIENT_CHUNK,
): Promise<SendData> {
  const now = clock.now();
  const scheduledAt = body.scheduled_at ? new Date(`${body.scheduled_at.replace(' ', 'T')}Z`) : null;
  const scheduled = scheduledAt !== null && scheduledAt.getTime() > now.getTime();
  const status: BulkStatus = scheduled ? 'scheduled' : 'queued';
  const charged = prepared.mobiles.length;
  const total = charged + prepared.blocked.length;
  const [bulk] = await tx.query<BulkRow>(
    `insert into bulks (user_id, type, sender_line_id, sender_number, text, parts, encoding, link_tracking,
       status, scheduled_at, tariffs, price, total, pending, status_4, created_at, origin, api_key_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     returning ${BULK_COLUMNS}`,
    [
      userId,
      body.type,
      prepared.line.id,
      prepared.line.number,
      smsBody(body.text, { cancel11: body.type !== 'peer_to_peer' }),
      prepared.parts,
      prepared.encoding,
      body.link_tracking,
      status,
      scheduledAt,
      JSON.stringify(prepared.tariffs),
      prepared.price.price,
      total,
      charged,
      prepared.blocked.length,
      now,
      apiKeyId === undefined ? 'panel' : 'api',
      apiKeyId ?? null,
    ],
  );
  if (!bulk) throw new Error('bulk not created');
  const credit = await debitIn(tx, clock, userId, prepared.price.price, walletTexts.send(bulk.id), {
    kind: 'send',
    bulkId: bulk.id,
  });
  await storeRecipientsIn(
    tx,
    {
      bulkId: Number(bulk.id),
      due: scheduled ? scheduledAt : now,
      parts: prepared.parts,
      mobiles: prepared.mobiles,
      operators: prepared.operators,
      texts: prepared.texts && prepared.partsEach ? prepared.texts : null,
      partsEach: prepared.texts && prepared.partsEach ? prepared.partsEach : null,
      messageNos: prepared.texts && prepared.partsEach ? (prepared.messages?.charged ?? null) : null,
    },
    chunk,
  );
  if (prepared.blocked.length > 0) {
    await tx.query(
      `insert into bulk_recipients (bulk_id, idx, mobile, operator, parts, status, stage, done_at, message_no, text)
       select $1, $2 + u.i::int, u.m, 3, $3, 4, 2, $4, u.n, u.t
       from unnest(string_to_array($5, ','), coalesce($6::int[], '{}'), coalesce($7::text[], '{}'))
         with ordinality as u(m, n, t, i)`,
      [
        bulk.id,
        charged - 1,
        prepared.parts,
        now,
        prepared.blocked.join(','),
        prepared.messages?.blocked ?? null,
        prepared.blockedTexts,
      ],
    );
  }
  const ids = prepared.messages
    ? await messageIdsIn(tx, bulk.id, prepared.messages.count)
    : [Number(bulk.id)];
  await notifyProgress(tx, bulk);
  return {
    message_outbox_ids: ids,
    bulk_id: Number(bulk.id),
    type: body.type,
    recipients: charged,
    blocked: prepared.blocked.length,
    parts: prepared.parts,
    price: prepared.price.price,
    status,
    scheduled_at: scheduledAt ? stored(scheduledAt) : null,
    created_at: stored(now),
    credit,
  };
}

/**
 * The ids of a send's messages, in order: taken from the bulks' sequence with the campaign, in its
 * transaction (a send that did not happen has none).
 */
async function messageIdsIn(tx: Queryable, bulkId: number, count: number): Promise<number[]> {
  const rows = await tx.query<{ id: string; message_no: number }>(
    `insert into bulk_messages (bulk_id, message_no)
     select $1, g from generate_series(0, $2::int - 1) as g order by g
     returning id::text as id, message_no`,
    [bulkId, count],
  );
  const ids = new Array<number>(count);
  for (const row of rows) ids[row.message_no] = Number(row.id);
  return ids;
}

/** What an id the published API answered names: a campaign (a whole send), or one of its messages. */
export type OutboxTarget = { bulkId: number; message: { id: number; no: number } | null };

/**
 * Resolves one of the user's ids (a campaign's, or a message's of a send of several); another
 * user's id is as unknown as a missing one (404).
 */
export async function outboxTarget(
  db: Queryable,
  userId: number,
  id: number,
  code?: MessageCode,
): Promise<OutboxTarget> {
  const [row] = await db.query<{ bulk_id: number; message_no: number | null }>(
    `select b.id::int as bulk_id, null::int as message_no from bulks b where b.id = $1 and b.user_id = $2
     union all
     select m.bulk_id::int, m.message_no from bulk_messages m join bulks b on b.id = m.bulk_id
     where m.id = $1 and b.user_id = $2`,
    [id, userId],
  );
  if (!row) throw new ApiError(404, sendMessages.bulkNotFound, undefined, code);
  return {
    bulkId: Number(row.bulk_id),
    message: row.message_no === null ? null : { id, no: Number(row.message_no) },
  };
}

/** The price of recipients that never went out, with the tariffs the send was priced with. */
function refundOf(
  rows: { operator: number; parts: number; n: number }[],
  encoding: SmsEncoding,
  tariffs: Tariffs,
) {
  let sum = 0;
  for (const row of rows)
    sum += sendPrice({
      parts: row.parts,
      encoding,
      tariffs,
      recipients: { [OPERATORS[row.operator] ?? 'other']: row.n },
    }).total;
  return sum;
}

/**
 * `send/cancel`: stops what has not gone out and refunds it, in one transaction. A send of several
 * messages is one campaign with one schedule: any of its ids stops all of it.
 */
export async function cancelSend(db: Db, clock: Clock, userId: number, id: number) {
  return db.transaction(async (tx) => {
    // Another user's send is as unknown as one that does not exist.
    const { bulkId } = await outboxTarget(tx, userId, id, MESSAGE_CODES.refused);
    const [bulk] = await tx.query<
      BulkRow & { encoding: SmsEncoding; tariffs: Tariffs; price: string; refunded: string }
    >(
      // No key update: a worker writing a chunk's rows (their key refers to the bulk) is not held up
      // by this lock while this transaction waits for that chunk (stopChunksIn), which would deadlock.
      `select ${BULK_COLUMNS}, encoding, tariffs, price, refunded from bulks where id = $1 and user_id = $2
       for no key update`,
      [bulkId, userId],
    );
    // Another user's bulk is as unknown as one that does not exist.
    if (!bulk) throw new ApiError(404, sendMessages.bulkNotFound, undefined, MESSAGE_CODES.refused);
    if (bulk.status === 'done' || bulk.status === 'cancelled')
      throw new ApiError(409, sendMessages.bulkNotCancellable);
    // Recipients still in chunks are written out as stopped (a chunk a worker is writing is waited
    // for: its rows are waiting ones, stopped next).
    const unwritten = await stopChunksIn(tx, bulkId, clock.now());
    // Rows a worker holds right now are going out: they are skipped, not waited for.
    const stoppedRows = await tx.query<{ operator: number; parts: number; n: number }>(
      `with stopped as (
         update bulk_recipients set stage = 3, next_at = null, done_at = $2
         where (bulk_id, idx) in (
           select bulk_id, idx from bulk_recipients where bulk_id = $1 and stage = 0 for update skip locked)
         returning operator, parts)
       select operator::int as operator, parts::int as parts, count(*)::int as n from stopped group by 1, 2`,
      [bulkId, clock.now()],
    );
    // Priced as one group per operator and parts, as before chunks existed.
    const merged = new Map<string, { operator: number; parts: number; n: number }>();
    for (const row of [...unwritten, ...stoppedRows]) {
      const key = `${row.operator}/${row.parts}`;
      const into = merged.get(key);
      if (into) into.n += row.n;
      else merged.set(key, { ...row });
    }
    const cancelled = [...merged.values()];
    const count = cancelled.reduce((s, r) => s + r.n, 0);
    const tariffs = typeof bulk.tariffs === 'string' ? (JSON.parse(bulk.tariffs) as Tariffs) : bulk.tariffs;
    const refund = Math.min(
      refundOf(cancelled, bulk.encoding, tariffs),
      Number(bulk.price) - Number(bulk.refunded),
    );
    // What a worker already handed to the operator finishes; the bulk reads cancelled from now on.
    const inFlight = bulk.pending - count > 0 || bulk.status_0 + bulk.status_1 > 0;
    const [updated] = await tx.query<BulkRow>(
      `update bulks set pending = pending - $2, refunded = refunded + $3, status = 'cancelled',
         finished_at = case when $4::boolean then null else $5::timestamptz end
       where id = $1 returning ${BULK_COLUMNS}`,
      [bulkId, count, refund, inFlight, clock.now()],
    );
    if (!updated) throw new Error('bulk vanished');
    let credit: number;
    if (refund > 0)
      credit = await creditIn(tx, clock, userId, refund, walletTexts.sendRefund(bulkId), {
        kind: 'refund',
        bulkId,
      });
    else credit = await creditOf(tx, userId);
    await notifyProgress(tx, updated);
    return { bulk_id: bulkId, status: 'cancelled' as const, cancelled: count, refund, credit };
  });
}

const storedOrNull = (d: Date | string | null) => (d === null ? null : stored(new Date(d)));

type SummaryRow = BulkRow & {
  type: BulkType;
  sender_number: string;
  text: string;
  parts: number;
  price: string;
  refunded: string;
  scheduled_at: Date | null;
  created_at: Date;
  finished_at: Date | null;
};

/** One of the user's sends with its progress; another user's send is as unknown as a missing one. */
export async function bulkSummary(db: Queryable, userId: number, bulkId: number): Promise<BulkSummary> {
  const [row] = await db.query<SummaryRow>(
    `select id::int as id, user_id::int as user_id, status, total, pending, status_0, status_1, status_2,
       status_3, status_4, type, sender_number, text, parts, price, refunded, scheduled_at, created_at, finished_at
     from bulks where id = $1 and user_id = $2`,
    [bulkId, userId],
  );
  if (!row) throw new ApiError(404, sendMessages.bulkNotFound);
  return {
    ...progressOf(row),
    type: row.type,
    sender_number: row.sender_number,
    text: row.text,
    parts: row.parts,
    price: Number(row.price),
    refunded: Number(row.refunded),
    scheduled_at: storedOrNull(row.scheduled_at),
    created_at: stored(new Date(row.created_at)),
    finished_at: storedOrNull(row.finished_at),
  };
}

/** A schedule more than the grace in the past is refused; a little in the past is taken as now. */
export function refusePastSchedule(scheduledAt: string | null, now: Date): void {
  if (scheduledAt !== null && isScheduleTooEarly(scheduledAt, now))
    throw new ApiError(422, sendMessages.scheduleInPast, { scheduled_at: [sendMessages.scheduleInPast] });
}

const unix = (d: Date | string) => String(Math.floor(new Date(d).getTime() / 1000));
/** A summary's first characters, as the outbox report shows a send in a list. */
const SUMMARY_LENGTH = 50;

/**
 * One message of a campaign summed up on its own: its recipients, their progress, its text, its
 * price (its recipients but the blocked, priced with the campaign's tariffs) and what of it was
 * refunded. It reads done once none of its recipients waits or is out with the operator.
 */
async function messageSummary(
  db: Queryable,
  campaign: BulkSummary,
  message: { id: number; no: number },
): Promise<BulkSummary> {
  const bulkId = campaign.bulk_id;
  const [rows, [first], [bulk]] = await Promise.all([
    db.query<{
      operator: number;
      parts: number;
      stage: number;
      status: number;
      n: number;
      done: Date | null;
    }>(
      `select operator::int as operator, parts::int as parts, stage::int as stage, status::int as status,
         count(*)::int as n, max(done_at) as done
       from ${recipientsOfBulk('$1')} r where message_no = $2 group by 1, 2, 3, 4`,
      [bulkId, message.no],
    ),
    db.query<{ text: string | null }>(
      `select text from ${recipientsOfBulk('$1')} r where message_no = $2 order by idx limit 1`,
      [bulkId, message.no],
    ),
    db.query<{ tariffs: Tariffs | string }>('select tariffs from bulks where id = $1', [bulkId]),
  ]);
  const tariffs = typeof bulk?.tariffs === 'string' ? (JSON.parse(bulk.tariffs) as Tariffs) : bulk?.tariffs;
  const own = first?.text ?? null;
  // A campaign's text carries its لغو۱۱ line already; a message's own text does not.
  const { encoding, parts } = smsParts(own ?? campaign.text, { cancel11: own !== null });
  const counts = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 };
  let total = 0;
  let pending = 0;
  let finished: Date | null = null;
  const charged: { operator: number; parts: number; n: number }[] = [];
  const stopped: { operator: number; parts: number; n: number }[] = [];
  for (const row of rows) {
    total += row.n;
    if (row.done && (finished === null || new Date(row.done) > finished)) finished = new Date(row.done);
    if (row.status !== 4) charged.push(row);
    if (row.stage === 0) pending += row.n;
    else if (row.stage === 3) stopped.push(row);
    else counts[row.status as 0] += row.n;
  }
  const out = counts[0] + counts[1];
  const status: BulkStatus =
    campaign.status === 'cancelled'
      ? 'cancelled'
      : pending > 0
        ? campaign.status
        : out > 0
          ? 'sending'
          : 'done';
  const priced = tariffs ? refundOf(charged, encoding, tariffs) : 0;
  return {
    bulk_id: message.id,
    status,
    total,
    pending,
    counts,
    type: campaign.type,
    sender_number: campaign.sender_number,
    text: own === null ? campaign.text : own + CANCEL_11_SUFFIX,
    parts,
    price: priced,
    refunded: tariffs && stopped.length > 0 ? Math.min(priced, refundOf(stopped, encoding, tariffs)) : 0,
    scheduled_at: campaign.scheduled_at,
    created_at: campaign.created_at,
    finished_at: status === 'done' || status === 'cancelled' ? storedOrNull(finished) : null,
  };
}

/**
 * One of the user's sends as the published API's outbox report has it, our summary under `bulk`:
 * a campaign whole, or one of its messages alone (its campaign under `parent_id`).
 */
export async function outboxReport(db: Queryable, userId: number, id: number): Promise<OutboxReport> {
  const target = await outboxTarget(db, userId, id);
  const bulkId = target.bulkId;
  const campaign = await bulkSummary(db, userId, bulkId);
  const bulk = target.message ? await messageSummary(db, campaign, target.message) : campaign;
  const [row] = await db.query<{
    username: string;
    sender_line_id: string;
    stop_reason: BulkStopReason | null;
    origin: 'panel' | 'api';
  }>(
    `select u.username, b.sender_line_id::text as sender_line_id, b.stop_reason, b.origin
     from bulks b join users u on u.id = b.user_id where b.id = $1`,
    [bulkId],
  );
  const stopReason = row?.stop_reason ?? null;
  const stateId = outboxStateId(bulk.status, stopReason);
  const createdAt = new Date(`${bulk.created_at.replace(' ', 'T')}Z`);
  const sendAt = bulk.scheduled_at ? new Date(`${bulk.scheduled_at.replace(' ', 'T')}Z`) : createdAt;
  return {
    username: row?.username ?? '',
    number_color: null,
    number: lineE164(bulk.sender_number),
    number_id: row?.sender_line_id ?? '',
    messages_outbox_id: String(bulk.bulk_id),
    state: outboxStateName(bulk.status, stopReason),
    type: publishedSendType(bulk.type, row?.origin ?? 'panel'),
    time_send: unix(sendAt),
    time: unix(createdAt),
    rcpts_count: String(bulk.total),
    // Recipients that went out or were settled (blacklisted); neither those waiting nor those stopped.
    exit_count: String(Object.values(bulk.counts).reduce((sum, n) => sum + n, 0)),
    status: outboxStateLabel(stateId),
    return: bulk.refunded,
    partner_id: null,
    in_delivery_line: 0,
    valid: null,
    message: bulk.text,
    part: String(bulk.parts),
    cost: bulk.price,
    summary: bulk.text.slice(0, SUMMARY_LENGTH),
    user_ip: null,
    user_id: String(userId),
    reject_comment: null,
    files_path: null,
    parent_id: target.message ? String(bulkId) : null,
    state_id: stateId,
    bulk,
  };
}

const OUTCOMES = ['blacklist', 'failed', 'pending', 'sent', 'delivered'] as const;

/**
 * One of the user's sends counted by outcome, operator and the script of its text: a campaign
 * whole, or one of its messages alone (by its id).
 */
export async function bulkStats(db: Queryable, userId: number, id: number): Promise<BulkStats> {
  const { bulkId, message } = await outboxTarget(db, userId, id);
  const [bulk] = await db.query<{ encoding: SmsEncoding }>('select encoding from bulks where id = $1', [
    bulkId,
  ]);
  if (!bulk) throw new ApiError(404, sendMessages.bulkNotFound);
  const ofMessage = message === null ? '' : 'and message_no = $2';
  // Stopped recipients (stage 3) never went out and are in none of the outcomes.
  const rows = await db.query<{ outcome: (typeof OUTCOMES)[number]; operator: number; n: number }>(
    `select case when status = 4 then 'blacklist' when stage = 0 then 'pending' when stage = 1 then 'sent'
         when status = 2 then 'delivered' else 'failed' end as outcome,
       operator::int as operator, count(*)::int as n
     from ${recipientsOfBulk('$1')} r where stage <> 3 ${ofMessage} group by 1, 2`,
    message === null ? [bulkId] : [bulkId, message.no],
  );
  // A message's script is its own text's (a campaign's texts may be in both).
  let encoding = bulk.encoding;
  if (message !== null) {
    const [first] = await db.query<{ text: string | null }>(
      `select text from ${recipientsOfBulk('$1')} r where message_no = $2 order by idx limit 1`,
      [bulkId, message.no],
    );
    if (first?.text) encoding = smsParts(first.text, { cancel11: true }).encoding;
  }
  const script = encoding === 'ucs2' ? 'fa' : 'en';
  const empty = (): ScriptCountsByOperator => ({
    mci: { en: 0, fa: 0 },
    irancell: { en: 0, fa: 0 },
    rightel: { en: 0, fa: 0 },
    other: { en: 0, fa: 0 },
  });
  const stats = Object.fromEntries(OUTCOMES.map((o) => [`operators_${o}`, empty()])) as BulkStats;
  for (const row of rows) {
    const operator = OPERATORS[row.operator] ?? 'other';
    stats[`operators_${row.outcome}`][operator][script] += row.n;
  }
  return stats;
}
