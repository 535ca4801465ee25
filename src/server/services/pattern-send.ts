// Sends of one message with a pattern (`sending_type: pattern`), of a voice code (`votp`), and the
// pattern page's test send. They are the API's one-time codes and transactional messages, so they are
// made on a path of their own, built to be fast (the issue asks 1,000 a second, p99 ≤ 50 ms):
// - what a send needs to be checked (the pattern, the line, the tariffs) is read once and kept a few
//   seconds in this process; the transaction reads the patterns again, once for its whole batch, and
//   a send whose pattern changed meanwhile (edited, rejected, deleted, unshared) is checked again
//   against what is live now, so a cache never sends a version that is no longer confirmed;
// - sends arriving together are written together (group-commit.ts): one transaction takes the
//   wallet rows once for the batch, and one statement writes the bulks, their recipient, one wallet
//   transaction per send (each debit names its send) and the live notices;
// - the worker is woken at once (in this process, and by NOTIFY in the others) instead of its poll.
//
// Neither the blacklist nor the cancel-11 list holds back these sends, and their text carries no
// cancel-11 line: Iranian providers treat pattern (OTP and transactional) messages as service
// messages the recipient asked for, not advertising, and deliver them to blacklisted numbers too (a
// login code that never comes would lock a customer out of their own account).
import * as v from 'valibot';
import {
  type BulkType,
  checkPatternValues,
  lineE164,
  MESSAGE_CODES,
  type MobileOperator,
  messages,
  mobileOperator,
  normalizeMobile,
  OPERATORS,
  type PatternSendOrder,
  type SendData,
  type SendPrice,
  type SmsEncoding,
  type StoredPatternVariable,
  sendMessages,
  sendPrice,
  smsParts,
  type Tariffs,
  VOTP_CALL_PRICE_RIALS,
  type VotpSendOrder,
  walletTexts,
} from '../../domain/index.ts';
import { fillPattern } from '../../domain/pattern-fill.ts';
import { ContactInputSchema } from '../../domain/schemas/contacts.schema.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ApiError } from './api-error.ts';
import type { Clock } from './clock.ts';
import { addContacts } from './contacts.ts';
import { EVENTS_CHANNEL } from './events.ts';
import { GroupCommit } from './group-commit.ts';
import {
  loadTariffs,
  refuseUnacceptedAgreements,
  type SenderLineRow,
  senderLineByNumber,
} from './send-prepare.ts';
import { SEND_DUE_CHANNEL, wakeSendWorkers } from './send-worker.ts';

/** How long this process trusts what it read: the transaction checks the patterns again anyway. */
const PATTERN_TTL_MS = 30_000;
/** A line, its agreements and the tariffs change rarely; a change is seen within this. */
const LINE_TTL_MS = 10_000;
const TARIFFS_TTL_MS = 10_000;
const CACHE_MAX = 10_000;

/** A pattern as the send reads it: its live version. */
type PatternRow = {
  id: number;
  code: string;
  status: string;
  message: string;
  delimiter: string;
  variables: StoredPatternVariable[];
  allowed: boolean;
};

class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  constructor(private readonly ttlMs: number) {}
  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }
  set(key: string, value: V, now: number) {
    if (this.entries.size >= CACHE_MAX) this.entries.clear();
    this.entries.set(key, { value, until: now + this.ttlMs });
  }
  deleteWhere(test: (key: string) => boolean) {
    for (const key of this.entries.keys()) if (test(key)) this.entries.delete(key);
  }
}

/** One send, checked and priced, waiting for its batch. */
export type OneSend = {
  userId: number;
  apiKeyId: number | null;
  type: Extract<BulkType, 'pattern' | 'votp'>;
  line: SenderLineRow;
  mobile: string;
  operator: number;
  text: string;
  parts: number;
  encoding: SmsEncoding;
  tariffs: Tariffs;
  price: number;
  /** The pattern as checked, and the values given: the transaction checks it is still live. */
  pattern: { row: PatternRow; params: Record<string, unknown> } | null;
};

type Caches = {
  patterns: TtlCache<PatternRow>;
  lines: TtlCache<SenderLineRow>;
  tariffs: TtlCache<Tariffs>;
  batcher: GroupCommit<OneSend, SendData>;
};
const byDb = new WeakMap<Db, Caches>();

function cachesOf(db: Db, clock: Clock): Caches {
  let caches = byDb.get(db);
  if (!caches) {
    caches = {
      patterns: new TtlCache(PATTERN_TTL_MS),
      lines: new TtlCache(LINE_TTL_MS),
      tariffs: new TtlCache(TARIFFS_TTL_MS),
      batcher: new GroupCommit((items) => db.transaction((tx) => writeSends(tx, clock, items))),
    };
    byDb.set(db, caches);
  }
  return caches;
}

/**
 * Forget what this process read of a pattern (its service calls this on every change). Other
 * processes notice within their transaction's check, so forgetting is for speed, not correctness.
 */
export function forgetPattern(db: Db, code: string): void {
  byDb.get(db)?.patterns.deleteWhere((key) => key.endsWith(`:${code}`));
}

/** Forget the lines read for a user (their lines or default changed). */
export function forgetSenderLines(db: Db, userId: number): void {
  byDb.get(db)?.lines.deleteWhere((key) => key.startsWith(`${userId}:`));
}

const PATTERN_COLUMNS = `p.id::int as id, p.code, p.status, p.message, p.delimiter, p.variables`;
/** The caller may send their own pattern, a systemic one, or their account owner's shared one. */
const ALLOWED = `(p.user_id is null or p.user_id = u.id or (p.is_share and p.user_id = u.parent_id))`;

const parsed = <T>(value: unknown): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);

function notFound(status: 404 | 422): never {
  throw new ApiError(status, messages.patternNotFound, { code: [messages.patternNotFound] });
}

/** A pattern the user may send, live and confirmed, or the refusal. */
async function sendablePattern(
  db: Db,
  clock: Clock,
  userId: number,
  code: string,
  missing: 404 | 422,
): Promise<PatternRow> {
  const { patterns } = cachesOf(db, clock);
  const key = `${userId}:${code}`;
  const now = Date.now();
  let row = patterns.get(key, now);
  if (!row) {
    const [found] = await db.query<PatternRow>(
      `select ${PATTERN_COLUMNS}, ${ALLOWED} as allowed
       from patterns p join users u on u.id = $2 where p.code = $1`,
      [code, userId],
    );
    if (!found?.allowed) notFound(missing);
    row = { ...found, variables: parsed<StoredPatternVariable[]>(found.variables) };
    // Only what may be sent is kept: a pattern confirmed a moment ago is never refused from memory.
    if (row.status === 'active') patterns.set(key, row, now);
  }
  refuseUnconfirmed(row);
  return row;
}

function refuseUnconfirmed(row: PatternRow): void {
  if (!row.allowed) notFound(422);
  if (row.status !== 'active')
    throw new ApiError(422, messages.patternNotConfirmed, { code: [messages.patternNotConfirmed] });
}

/** The text of a send with `row`: the values checked against its variables and filled in. */
function filled(row: PatternRow, params: Readonly<Record<string, unknown>>): string {
  const checked = checkPatternValues(row.variables, params);
  if (!checked.ok) {
    const first = Object.values(checked.errors)[0]?.[0] ?? messages.patternParamsRequired;
    throw new ApiError(422, first, checked.errors, MESSAGE_CODES.invalidFields);
  }
  return fillPattern(row.message, checked.values, row.delimiter);
}

async function tariffsOf(db: Db, clock: Clock): Promise<Tariffs> {
  const { tariffs } = cachesOf(db, clock);
  const now = Date.now();
  const cached = tariffs.get('', now);
  if (cached) return cached;
  const read = await loadTariffs(db);
  tariffs.set('', read, now);
  return read;
}

/** The line a send goes from (named, or the user's default), its agreements accepted. */
async function lineOf(db: Db, clock: Clock, userId: number, from: string | null): Promise<SenderLineRow> {
  const { lines } = cachesOf(db, clock);
  const key = `${userId}:${from === null ? '' : lineE164(from)}`;
  const now = Date.now();
  const cached = lines.get(key, now);
  if (cached) return cached;
  const line = from === null ? await defaultLine(db, userId) : await senderLineByNumber(db, userId, from);
  await refuseUnacceptedAgreements(db, userId, line.id);
  lines.set(key, line, now);
  return line;
}

/** The user's default line (their own first, then the provider's), as number/numbers marks it. */
async function defaultLine(db: Queryable, userId: number): Promise<SenderLineRow> {
  const [line] = await db.query<SenderLineRow>(
    `select l.id::int as id, l.number from sender_lines l
     left join sender_line_defaults d on d.user_id = $1 and d.sender_line_id = l.id
     where l.user_id = $1 or l.user_id is null
     order by d.sender_line_id is null, l.user_id is null, l.id limit 1`,
    [userId],
  );
  if (!line)
    throw new ApiError(422, sendMessages.senderLineNotFound, {
      from_number: [sendMessages.senderLineNotFound],
    });
  return line;
}

const OPERATOR_INDEX = new Map(OPERATORS.map((op, i) => [op, i] as const));
const operatorOf = (mobile: string) => mobileOperator(mobile) ?? 'other';

function priced(text: string, mobile: string, tariffs: Tariffs) {
  const { parts, encoding } = smsParts(text);
  const operator: MobileOperator = operatorOf(mobile);
  const price = sendPrice({ parts, encoding, tariffs, recipients: { [operator]: 1 } });
  return { parts, encoding, price, operator: OPERATOR_INDEX.get(operator) ?? 3 };
}

export type PreparedOne = { send: OneSend; price: SendPrice | null };

/** A pattern send checked and priced; nothing is written. */
export async function preparePatternSend(
  db: Db,
  clock: Clock,
  userId: number,
  apiKeyId: number | null,
  order: Omit<PatternSendOrder, 'kind' | 'from_number'> & { from_number: string | null },
  missing: 404 | 422 = 422,
): Promise<PreparedOne> {
  const [row, line, tariffs] = await Promise.all([
    sendablePattern(db, clock, userId, order.code, missing),
    lineOf(db, clock, userId, order.from_number),
    tariffsOf(db, clock),
  ]);
  const text = filled(row, order.params);
  const p = priced(text, order.mobile, tariffs);
  return {
    send: {
      userId,
      apiKeyId,
      type: 'pattern',
      line,
      mobile: order.mobile,
      operator: p.operator,
      text,
      parts: p.parts,
      encoding: p.encoding,
      tariffs,
      price: p.price.total,
      pattern: { row, params: order.params },
    },
    price: p.price,
  };
}

/** A voice code checked and priced (one call, one price whatever the operator). */
export async function prepareVotpSend(
  db: Db,
  clock: Clock,
  userId: number,
  apiKeyId: number | null,
  order: VotpSendOrder,
): Promise<PreparedOne> {
  const [line, tariffs] = await Promise.all([
    lineOf(db, clock, userId, order.from_number),
    tariffsOf(db, clock),
  ]);
  return {
    send: {
      userId,
      apiKeyId,
      type: 'votp',
      line,
      mobile: order.mobile,
      operator: OPERATOR_INDEX.get(operatorOf(order.mobile)) ?? 3,
      text: order.code,
      parts: 1,
      encoding: 'gsm7',
      tariffs,
      price: VOTP_CALL_PRICE_RIALS,
      pattern: null,
    },
    price: null,
  };
}

const stored = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/** A send whose pattern changed since it was checked, checked again against the live version. */
function recheck(send: OneSend, fresh: PatternRow | undefined): OneSend {
  if (!send.pattern) return send;
  if (!fresh) notFound(422);
  const row = { ...fresh, variables: parsed<StoredPatternVariable[]>(fresh.variables) };
  refuseUnconfirmed(row);
  const was = send.pattern.row;
  if (
    row.message === was.message &&
    row.delimiter === was.delimiter &&
    JSON.stringify(row.variables) === JSON.stringify(was.variables)
  )
    return send;
  const text = filled(row, send.pattern.params);
  const p = priced(text, send.mobile, send.tariffs);
  return {
    ...send,
    text,
    parts: p.parts,
    encoding: p.encoding,
    price: p.price.total,
    pattern: { row, params: send.pattern.params },
  };
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Writes a batch of sends in `tx`: each one answered with its send, or refused on its own (its
 * pattern no longer sendable, not enough credit) without touching the others.
 */
export async function writeSends(
  tx: Queryable,
  clock: Clock,
  items: readonly OneSend[],
): Promise<(SendData | Error)[]> {
  const results: (SendData | Error | null)[] = items.map(() => null);
  const sends = [...items];

  // The patterns as they are now, and whether each sender may still use theirs.
  const checked = items.flatMap((s, i) => (s.pattern ? [i] : []));
  if (checked.length > 0) {
    const fresh = await tx.query<PatternRow & { i: number }>(
      `select q.i::int as i, ${PATTERN_COLUMNS}, ${ALLOWED} as allowed
       from unnest($1::int[], $2::bigint[], $3::bigint[]) as q(i, pattern_id, user_id)
       join users u on u.id = q.user_id join patterns p on p.id = q.pattern_id`,
      [checked, checked.map((i) => items[i]?.pattern?.row.id), checked.map((i) => items[i]?.userId)],
    );
    const byIndex = new Map(fresh.map((row) => [row.i, row]));
    for (const i of checked) {
      try {
        sends[i] = recheck(items[i] as OneSend, byIndex.get(i));
      } catch (error) {
        results[i] = asError(error);
      }
    }
  }

  // The wallets of the batch's users, held until the commit; each send is debited in turn.
  const users = [...new Set(sends.filter((_, i) => results[i] === null).map((s) => s.userId))].sort(
    (a, b) => a - b,
  );
  const wallets = users.length
    ? await tx.query<{ user_id: number; balance: string }>(
        'select user_id::int as user_id, balance from wallets where user_id = any($1::bigint[]) order by user_id for update',
        [users],
      )
    : [];
  const balance = new Map(wallets.map((w) => [w.user_id, Number(w.balance)]));
  const accepted: { i: number; send: OneSend; after: number }[] = [];
  sends.forEach((send, i) => {
    if (results[i] !== null) return;
    const left = balance.get(send.userId) ?? 0;
    if (left < send.price) {
      results[i] = new ApiError(402, sendMessages.insufficientCredit, {
        _: [sendMessages.insufficientCredit],
      });
      return;
    }
    balance.set(send.userId, left - send.price);
    accepted.push({ i, send, after: left - send.price });
  });
  if (accepted.length === 0) return results as (SendData | Error)[];

  const ids = await tx.query<{ id: number }>(
    `select nextval('bulks_id_seq')::int as id from generate_series(1, $1)`,
    [accepted.length],
  );
  const now = clock.now();
  const idOf = (k: number) => Number(ids[k]?.id);
  const notices: string[] = [];
  const channels: string[] = [];
  const notice = (userId: number, event: string, data: unknown) => {
    channels.push(EVENTS_CHANNEL);
    notices.push(JSON.stringify({ kind: 'event', userId, message: { event, data } }));
  };
  accepted.forEach((a, k) => {
    notice(a.send.userId, 'bulk_progress', {
      bulk_id: idOf(k),
      status: 'queued',
      total: 1,
      pending: 1,
      counts: { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 },
    });
  });

  const touched = users.filter((u) => accepted.some((a) => a.send.userId === u));
  for (const u of touched) notice(u, 'credit', { credit: balance.get(u) ?? 0 });
  // The workers of every process: a send is due now.
  channels.push(SEND_DUE_CHANNEL);
  notices.push('');

  const col = <T>(f: (a: (typeof accepted)[number], k: number) => T) => accepted.map(f);
  await tx.query(
    `with t as (
       select * from unnest($1::bigint[], $2::bigint[], $3::text[], $4::bigint[], $5::text[], $6::text[],
         $7::int[], $8::text[], $9::text[], $10::bigint[], $11::bigint[], $12::text[], $13::int[],
         $14::bigint[], $15::text[])
       as t(id, user_id, type, line_id, line_number, text, parts, encoding, tariffs, price, api_key_id,
         mobile, operator, balance_after, description)
     ), b as (
       insert into bulks (id, user_id, type, sender_line_id, sender_number, text, parts, encoding,
         link_tracking, status, scheduled_at, tariffs, price, total, pending, status_4, created_at, origin,
         api_key_id)
       select id, user_id, type, line_id, line_number, text, parts, encoding, false, 'queued', null,
         tariffs::jsonb, price, 1, 1, 0, $16, case when api_key_id = 0 then 'panel' else 'api' end,
         nullif(api_key_id, 0)
       from t
     ), r as (
       insert into bulk_recipients (bulk_id, idx, mobile, operator, parts, status, stage, next_at)
       select id, 0, mobile, operator, parts, 0, 0, $16 from t
     ), x as (
       insert into wallet_transactions (user_id, amount, type, description, balance_after, created_at)
       select user_id, price, 'withdrawal', description, balance_after, $16 from t where price > 0
     ), w as (
       update wallets set balance = v.balance
       from unnest($17::bigint[], $18::bigint[]) as v(user_id, balance) where wallets.user_id = v.user_id
     )
     select count(pg_notify(n.channel, n.payload))::int as n
     from unnest($19::text[], $20::text[]) as n(channel, payload)`,
    [
      col((_, k) => idOf(k)),
      col((a) => a.send.userId),
      col((a) => a.send.type),
      col((a) => a.send.line.id),
      col((a) => a.send.line.number),
      col((a) => a.send.text),
      col((a) => a.send.parts),
      col((a) => a.send.encoding),
      col((a) => JSON.stringify(a.send.tariffs)),
      col((a) => a.send.price),
      col((a) => a.send.apiKeyId ?? 0),
      col((a) => a.send.mobile),
      col((a) => a.send.operator),
      col((a) => a.after),
      col((_, k) => walletTexts.send(idOf(k))),
      now,
      touched,
      touched.map((u) => balance.get(u) ?? 0),
      channels,
      notices,
    ],
  );
  accepted.forEach((a, k) => {
    results[a.i] = {
      message_outbox_ids: [idOf(k)],
      bulk_id: idOf(k),
      type: a.send.type,
      recipients: 1,
      blocked: 0,
      parts: a.send.parts,
      price: a.send.price,
      status: 'queued',
      scheduled_at: null,
      created_at: stored(now),
      credit: a.after,
    };
  });
  return results as (SendData | Error)[];
}

/** Hands a checked send to this process's batch; answers once its batch has committed. */
export async function commitSend(db: Db, clock: Clock, send: OneSend): Promise<SendData> {
  const data = await cachesOf(db, clock).batcher.submit(send);
  // The NOTIFY wakes the other processes' workers; this one's is told at once.
  wakeSendWorkers();
  return data;
}

/** In a caller's transaction (an Idempotency-Key's): the send alone, refused by throwing. */
export async function commitSendIn(tx: Queryable, clock: Clock, send: OneSend): Promise<SendData> {
  const [result] = await writeSends(tx, clock, [send]);
  if (result instanceof Error || !result) throw result ?? new Error('no send written');
  return result;
}

/**
 * The documented `phonebook` of a pattern send: the recipient saved to the user's book, when it can
 * be. A book that is not the user's, a value refused, or a number already in the book: the message
 * was sent all the same, as documented, and nothing is added.
 */
export async function savePatternRecipient(
  db: Db,
  clock: Clock,
  userId: number,
  mobile: string,
  book: NonNullable<PatternSendOrder['phonebook']>,
): Promise<boolean> {
  const contact = v.safeParse(ContactInputSchema, {
    phonebook_id: book.id,
    number: mobile,
    name: book.name,
    pre: book.pre,
    email: book.email,
    options: book.options
      ? Object.fromEntries(Object.entries(book.options).map(([k, value]) => [k, String(value)]))
      : undefined,
  });
  if (!contact.success) return false;
  try {
    const added = await addContacts(db, clock, userId, { list: [contact.output] });
    return added.added === 1;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** The caller's own mobile, where a test send goes. */
export function ownMobile(mobile: string): string {
  return normalizeMobile(mobile) ?? mobile;
}
