// A send's recipients as compact chunks. The request's transaction writes the debit, the bulk, its
// first chunk of recipients as rows (a small send is whole at once, and the first messages go out at
// once) and every further chunk as ONE row holding its numbers as text: a million recipients are 20
// rows, not a million, so the answer comes in seconds. The send workers then write each chunk's rows,
// one chunk per transaction that also deletes the chunk: a chunk is written whole or not at all, and
// once only, whichever process takes it and whenever one dies (a dead process's transaction rolls back
// and leaves the chunk to the next).
//
// What reads a send's recipients row by row (its recipient list, its file) first has the chunks it
// needs written (`writeChunksOf`), so it reads exactly what it always did; what counts them (the
// statistics) or looks for one number (a contact's sends) reads rows and chunks together in one
// statement (`recipientsOfBulk`, `chunkedRecipientsOf`), writing nothing.
import type { Db, Queryable } from '../db/client.ts';

/** Recipients in a chunk: the rows a send writes with its request, and each stored chunk after. */
export const RECIPIENT_CHUNK = 50_000;

/** What a send stores of its recipients, in send order (idx 0, 1, 2…). */
export type ChunkedRecipients = {
  bulkId: number;
  /** When they are due: now, or the send's schedule. */
  due: Date | null;
  /** The parts of each recipient's message when it has no text of its own. */
  parts: number;
  mobiles: readonly string[];
  operators: Uint8Array;
  /** A peer-to-peer or keyword send's own text and parts per recipient. */
  texts: readonly string[] | null;
  partsEach: Uint8Array | null;
  /** A send of several messages: each recipient's message number. */
  messageNos: Int32Array | null;
};

const joined = (values: ArrayLike<number>, start: number, end: number) =>
  Array.prototype.slice.call(values, start, end).join(',');

/**
 * Stores the recipients in `tx` (the send's transaction): each chunk as one row (a statement each:
 * twenty for a million recipients), then the first written out as rows at once.
 */
export async function storeRecipientsIn(tx: Queryable, r: ChunkedRecipients, chunk = RECIPIENT_CHUNK) {
  const count = r.mobiles.length;
  for (let start = 0; start < count; start += chunk) {
    const end = Math.min(count, start + chunk);
    await tx.query(
      `insert into bulk_recipient_chunks (bulk_id, first_idx, next_at, parts, mobiles, operators, parts_each,
         texts, message_nos)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        r.bulkId,
        start,
        r.due,
        r.parts,
        r.mobiles.slice(start, end).join(','),
        joined(r.operators, start, end),
        r.partsEach ? joined(r.partsEach, start, end) : null,
        r.texts ? r.texts.slice(start, end) : null,
        r.messageNos ? Array.from(r.messageNos.subarray(start, end)) : null,
      ],
    );
  }
  await writeChunkIn(tx, r.bulkId, 0);
}

/**
 * A send's recipients as one relation for a statement that counts them: its rows, and its chunks not
 * yet written as the rows they will be (waiting, stage 0), in the statement's one snapshot (a chunk
 * written meanwhile is counted once). `bulk` is the statement's parameter, e.g. '$1'.
 */
export const recipientsOfBulk = (bulk: string) => `(
  select idx, operator, parts, status, stage, done_at, text, message_no
  from bulk_recipients where bulk_id = ${bulk}
  union all
  select c.first_idx - 1 + u.i::int, u.o::smallint, coalesce(u.p::smallint, c.parts), 0::smallint, 0::smallint,
    null::timestamptz, u.t, u.n
  from bulk_recipient_chunks c,
    unnest(string_to_array(c.operators, ','), coalesce(string_to_array(c.parts_each, ','), '{}'),
      coalesce(c.texts, '{}'), coalesce(c.message_nos, '{}')) with ordinality as u(o, p, t, n, i)
  where c.bulk_id = ${bulk})`;

/**
 * A user's recipients still in chunks who are one number (bulk_id, text, status 0: waiting), for a
 * statement that lists a number's sends, writing nothing: a chunk holding the number is found by a text
 * search before its numbers are unnested. `user` and `mobile` are the statement's parameters.
 */
export const chunkedRecipientsOf = (user: string, mobile: string) => `(
  select c.bulk_id, u.t as text, 0::smallint as status
  from bulk_recipient_chunks c join bulks b on b.id = c.bulk_id,
    unnest(string_to_array(c.mobiles, ','), coalesce(c.texts, '{}')) as u(m, t)
  where b.user_id = ${user} and strpos(',' || c.mobiles || ',', ',' || ${mobile} || ',') > 0
    and u.m = ${mobile})`;

/**
 * Writes one chunk's recipients as rows and deletes the chunk, in `tx`; `cancelledAt`: as stopped
 * (a cancelled send's recipients never go out). Answers the rows written by operator and parts.
 */
async function writeChunkIn(
  tx: Queryable,
  bulkId: number,
  firstIdx: number,
  cancelledAt: Date | null = null,
): Promise<{ operator: number; parts: number; n: number }[]> {
  return tx.query<{ operator: number; parts: number; n: number }>(
    `with chunk as (
       delete from bulk_recipient_chunks where bulk_id = $1 and first_idx = $2 returning *
     ), written as (
       insert into bulk_recipients (bulk_id, idx, mobile, operator, parts, status, stage, next_at, done_at, text,
         message_no)
       select c.bulk_id, c.first_idx - 1 + u.i::int, u.m, u.o::smallint, coalesce(u.p::smallint, c.parts), 0,
         case when $3::timestamptz is null then 0 else 3 end,
         case when $3::timestamptz is null then c.next_at end, $3, u.t, u.n
       from chunk c,
         unnest(string_to_array(c.mobiles, ','), string_to_array(c.operators, ','),
           coalesce(string_to_array(c.parts_each, ','), '{}'), coalesce(c.texts, '{}'),
           coalesce(c.message_nos, '{}')) with ordinality as u(m, o, p, t, n, i)
       returning operator, parts)
     select operator::int as operator, parts::int as parts, count(*)::int as n from written group by 1, 2`,
    [bulkId, firstIdx, cancelledAt],
  );
}

/**
 * Writes out one waiting chunk among those `where` picks (any, by default), taken with a row lock that
 * others skip (two processes never take the same chunk). Answers the recipients written (0: none free).
 */
async function writeOneChunk(db: Db, where = 'true', params: unknown[] = []): Promise<number> {
  return db.transaction(async (tx) => {
    const [next] = await tx.query<{ bulk_id: number; first_idx: number }>(
      `select bulk_id::int as bulk_id, first_idx from bulk_recipient_chunks where ${where}
       order by bulk_id, first_idx limit 1 for update skip locked`,
      params,
    );
    if (!next) return 0;
    const rows = await writeChunkIn(tx, next.bulk_id, next.first_idx);
    return rows.reduce((sum, row) => sum + row.n, 0);
  });
}

/** The send workers' share: one waiting chunk of any send written out. */
export const writeNextChunk = (db: Db) => writeOneChunk(db);

/**
 * A cancel's share, in its transaction: every chunk of the send still waiting written out as stopped
 * (waiting for a worker writing one meanwhile: its rows are then stopped with the others). Answers
 * them by operator and parts, for the refund.
 */
export async function stopChunksIn(tx: Queryable, bulkId: number, at: Date) {
  const chunks = await tx.query<{ first_idx: number }>(
    'select first_idx from bulk_recipient_chunks where bulk_id = $1 order by first_idx for update',
    [bulkId],
  );
  const stopped: { operator: number; parts: number; n: number }[] = [];
  for (const { first_idx } of chunks) stopped.push(...(await writeChunkIn(tx, bulkId, first_idx, at)));
  return stopped;
}

/** What a reader needs written: a send's chunks, up to one recipient when given. */
export type ChunkScope = { bulkId: number; beforeIdx?: number };

const scopeSql = (scope: ChunkScope) => ({
  where: 'bulk_id = $1 and first_idx < $2',
  params: [scope.bulkId, scope.beforeIdx ?? 2 ** 31 - 1] as unknown[],
});

const inFlight = new WeakMap<Db, Map<string, Promise<void>>>();

/**
 * Has the chunks a reader needs written before it reads rows: those no one holds are written here,
 * and those a worker is writing are waited for. Nothing to write (nearly always): one indexed look.
 * The readers of one process asking for the same share wait for one writing.
 */
export async function writeChunksOf(db: Db | Queryable, scope: ChunkScope): Promise<void> {
  const { where, params } = scopeSql(scope);
  const [waiting] = await db.query<{ any: boolean }>(
    `select exists (select 1 from bulk_recipient_chunks where ${where}) as any`,
    params,
  );
  if (!waiting?.any) return;
  if (!('transaction' in db)) {
    // Inside the caller's transaction: written there, a chunk a worker is writing waited for.
    const chunks = await db.query<{ bulk_id: number; first_idx: number }>(
      `select bulk_id::int as bulk_id, first_idx from bulk_recipient_chunks where ${where}
       order by bulk_id, first_idx for update`,
      params,
    );
    for (const chunk of chunks) await writeChunkIn(db, chunk.bulk_id, chunk.first_idx);
    return;
  }
  const key = JSON.stringify(scope);
  const running = inFlight.get(db) ?? new Map<string, Promise<void>>();
  inFlight.set(db, running);
  const already = running.get(key);
  if (already) return already;
  const work = (async () => {
    for (;;) {
      if ((await writeOneChunk(db, where, params)) > 0) continue;
      // What is left is being written by a worker: its lock is waited for, then looked at again.
      const left = await db.transaction(async (tx) =>
        tx.query(`select 1 from bulk_recipient_chunks where ${where} limit 1 for update`, params),
      );
      if (left.length === 0) return;
    }
  })().finally(() => running.delete(key));
  running.set(key, work);
  return work;
}
