// Sends of one message with a pattern (`sending_type: pattern`), of a voice code (`votp`), and the
// pattern page's test send. They are the API's one-time codes and transactional messages, so they are
// made on a path of their own, built to be fast (at least 1,000 a second, p99 ≤ 50 ms):
// - what a send needs to be checked (the pattern, the line, the tariffs) is read once and kept a few
//   seconds in this process; the statement that writes a batch checks each pattern again (live,
//   confirmed, the sender's to use, the same text and variables), and a send whose pattern changed
//   meanwhile (edited, rejected, deleted, unshared) is checked again against what is live now, so a
//   cache never sends a version that is no longer confirmed;
// - sends arriving together are written together (group-commit.ts): one statement (its own
//   transaction) checks the patterns again, takes the wallet rows once for the batch and debits the
//   sends in order until the credit runs out (the wallet's batched debit, wallet.ts), and writes the
//   bulks, their recipient, one wallet transaction per send (each debit names its send) and the
//   credit notice;
// - the worker is woken at once (in this process, and by NOTIFY in the others) instead of its poll.
//
// Neither the blacklist nor the cancel-11 list holds back these sends, and their text carries no
// cancel-11 line: Iranian providers treat pattern (OTP and transactional) messages as service
// messages the recipient asked for, not advertising, and deliver them to blacklisted numbers too (a
// login code that never comes would lock a customer out of their own account).
import * as v from 'valibot';
import { ContactInputSchema } from '../../domain/contacts/contacts.schema.ts';
import {
  type BulkType,
  checkPatternValues,
  lineE164,
  MESSAGE_CODES,
  type MobileOperator,
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
} from '../../domain/index.ts';
import { fillPattern } from '../../domain/patterns/pattern-fill.rules.ts';
import { patternRuleMessages } from '../../domain/patterns/patterns.messages.ts';
import { addContacts } from '../contacts/contacts.ts';
import type { Clock } from '../core/clock.ts';
import { GroupCommit } from '../core/group-commit.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { SEND_DUE_CHANNEL, wakeSendWorkers } from '../jobs/send-worker.ts';
import {
  loadTariffs,
  refuseUnacceptedAgreements,
  type SenderLineRow,
  senderLineByNumber,
} from '../send/send-prepare.ts';
import { afterSendDebits, insufficientCredit, sendDebitsSql } from '../wallet/wallet.ts';

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
  /** FINGERPRINT of the version read. */
  fp: string;
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
  delete(key: string) {
    this.entries.delete(key);
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
  pattern: { row: PatternRow; params: Record<string, unknown>; forget?: () => void } | null;
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
      // One statement per batch: atomic on its own, no transaction around it.
      batcher: new GroupCommit((items) => writeSends(db, clock, items)),
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

/** What a send's text is made from: a change of any of it is seen by the send's statement. */
const FINGERPRINT = `md5(p.delimiter || chr(1) || p.message || chr(1) || p.variables::text)`;
const PATTERN_COLUMNS = `p.id::int as id, p.code, p.status, p.message, p.delimiter, p.variables,
  ${FINGERPRINT} as fp`;
/** The caller may send their own pattern, a systemic one, or their account owner's shared one. */
const ALLOWED = `(p.user_id is null or p.user_id = u.id or (p.is_share and p.user_id = u.parent_id))`;

const parsed = <T>(value: unknown): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);

function notFound(status: 404 | 422): never {
  throw new ApiError(status, patternRuleMessages.patternNotFound, {
    code: [patternRuleMessages.patternNotFound],
  });
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
    throw new ApiError(422, patternRuleMessages.patternNotConfirmed, {
      code: [patternRuleMessages.patternNotConfirmed],
    });
}

/** The text of a send with `row`: the values checked against its variables and filled in. */
function filled(row: PatternRow, params: Readonly<Record<string, unknown>>): string {
  const checked = checkPatternValues(row.variables, params);
  if (!checked.ok) {
    const first = Object.values(checked.errors)[0]?.[0] ?? patternRuleMessages.patternParamsRequired;
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
      pattern: {
        row,
        params: order.params,
        forget: () => cachesOf(db, clock).patterns.delete(`${userId}:${order.code}`),
      },
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
  const text = filled(row, send.pattern.params);
  const p = priced(text, send.mobile, send.tariffs);
  return {
    ...send,
    text,
    parts: p.parts,
    encoding: p.encoding,
    price: p.price.total,
    pattern: { ...send.pattern, row },
  };
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

type Written = { ord: number; fresh: boolean; id: number | null; balance_after: string | null };

/**
 * One statement for a batch, atomic on its own: the sends whose pattern is still what it was checked
 * against (live, confirmed, the sender's to use) are debited in order until the credit runs out (the
 * first that does not fit and those after it are refused), and each is
 * written with its recipient and its wallet transaction; the user's credit is announced and the
 * workers are told.
 * Answers per send whether its pattern was as checked (`fresh`) and, if written, its id.
 */
async function writeOnce(db: Queryable, clock: Clock, sends: readonly OneSend[]): Promise<Written[]> {
  const col = <T>(f: (s: OneSend) => T) => sends.map(f);
  // The wallet's debit of the sends whose pattern is still as checked, each named by its new send.
  const debit = sendDebitsSql({
    candidates: 'checked c where c.fresh',
    id: "nextval('bulks_id_seq')",
    at: '$16',
    firstParam: 18,
  });
  return db.query<Written>(
    `with q as (
       select * from unnest($1::int[], $2::bigint[], $3::text[], $4::bigint[], $5::text[], $6::text[],
         $7::int[], $8::text[], $9::text[], $10::bigint[], $11::bigint[], $12::text[], $13::int[],
         $14::bigint[], $15::text[])
       as q(ord, user_id, type, line_id, line_number, text, parts, encoding, tariffs, price, api_key_id,
         mobile, operator, pattern_id, fp)
     ), checked as (
       select q.*, (q.pattern_id = 0 or exists (
         select 1 from patterns p join users u on u.id = q.user_id
         where p.id = q.pattern_id and p.status = 'active' and ${ALLOWED} and ${FINGERPRINT} = q.fp)) as fresh
       from q
     ), ${debit.ctes}, b as (
       insert into bulks (id, user_id, type, sender_line_id, sender_number, text, parts, encoding,
         link_tracking, status, scheduled_at, tariffs, price, total, pending, status_4, created_at, origin,
         api_key_id)
       select id, user_id, type, line_id, line_number, text, parts, encoding, false, 'queued', null,
         tariffs::jsonb, price, 1, 1, 0, $16, case when api_key_id = 0 then 'panel' else 'api' end,
         nullif(api_key_id, 0)
       from debited
     ), r as (
       insert into bulk_recipients (bulk_id, idx, mobile, operator, parts, status, stage, next_at)
       select id, 0, mobile, operator, parts, 0, 0, $16 from debited
     )
     -- The user's credit once per batch; the send's progress is announced by the worker, which hands
     -- it to the operator a moment later (a notice per send here would double the bus's traffic).
     select c.ord, c.fresh, debited.id::float8 as id, debited.balance_after::text as balance_after,
       ${debit.creditNotice} as credit,
       case when debited.ord = (select min(ord) from debited) then pg_notify($17, '') end as due
     from checked c left join debited on debited.ord = c.ord order by c.ord`,
    [
      sends.map((_, k) => k),
      col((s) => s.userId),
      col((s) => s.type),
      col((s) => s.line.id),
      col((s) => s.line.number),
      col((s) => s.text),
      col((s) => s.parts),
      col((s) => s.encoding),
      col((s) => JSON.stringify(s.tariffs)),
      col((s) => s.price),
      col((s) => s.apiKeyId ?? 0),
      col((s) => s.mobile),
      col((s) => s.operator),
      col((s) => s.pattern?.row.id ?? 0),
      col((s) => s.pattern?.row.fp ?? ''),
      clock.now(),
      SEND_DUE_CHANNEL,
      ...debit.params,
    ],
  );
}

/**
 * Writes a batch (one statement, its own transaction when `db` is not one): each send answered with
 * its send, or refused on its own (its pattern no longer sendable, not enough credit) without
 * touching the others. A send whose pattern changed since it was checked is checked again against
 * the live version and written by the next statement.
 */
export async function writeSends(
  db: Queryable,
  clock: Clock,
  items: readonly OneSend[],
): Promise<(SendData | Error)[]> {
  const results: (SendData | Error | null)[] = items.map(() => null);
  let pending = items.map((send, i) => ({ i, send }));
  for (let round = 0; round < 3 && pending.length > 0; round++) {
    const now = stored(clock.now());
    let written: Written[];
    try {
      written = await writeOnce(
        db,
        clock,
        pending.map((p) => p.send),
      );
    } catch (error) {
      // The first statement failing wrote nothing: the batch may be written again, one by one. A
      // later one failing must not make the sends already written go twice: only its own fail.
      if (round === 0) throw error;
      for (const { i } of pending) results[i] = asError(error);
      break;
    }
    const stale: typeof pending = [];
    for (const row of written) {
      const { i, send } = pending[row.ord] as (typeof pending)[number];
      if (!row.fresh) stale.push({ i, send });
      else if (row.id === null) results[i] = insufficientCredit();
      else
        results[i] = {
          message_outbox_ids: [row.id],
          bulk_id: row.id,
          type: send.type,
          recipients: 1,
          blocked: 0,
          parts: send.parts,
          price: send.price,
          status: 'queued',
          scheduled_at: null,
          created_at: now,
          credit: Number(row.balance_after),
        };
    }
    await afterSendDebits(
      db,
      clock,
      written.flatMap((row) => {
        const send = pending[row.ord]?.send;
        return send && row.id !== null && row.balance_after !== null
          ? [{ userId: send.userId, balanceAfter: Number(row.balance_after) }]
          : [];
      }),
    );
    pending = [];
    if (stale.length === 0) break;
    // Changed since it was read: read again (this process forgets what it kept) and check again.
    let fresh: (PatternRow & { i: number })[];
    try {
      fresh = await db.query<PatternRow & { i: number }>(
        `select q.i::int as i, ${PATTERN_COLUMNS}, ${ALLOWED} as allowed
         from unnest($1::int[], $2::bigint[], $3::bigint[]) as q(i, pattern_id, user_id)
         join users u on u.id = q.user_id join patterns p on p.id = q.pattern_id`,
        [
          stale.map((s) => s.i),
          stale.map((s) => s.send.pattern?.row.id ?? 0),
          stale.map((s) => s.send.userId),
        ],
      );
    } catch (error) {
      for (const { i } of stale) results[i] = asError(error);
      break;
    }
    const byIndex = new Map(fresh.map((row) => [row.i, row]));
    for (const { i, send } of stale) {
      send.pattern?.forget?.();
      try {
        pending.push({ i, send: recheck(send, byIndex.get(i)) });
      } catch (error) {
        results[i] = asError(error);
      }
    }
  }
  return results.map((r) => r ?? new Error('the send could not be written'));
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
