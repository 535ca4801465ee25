// Idempotency-Key (IETF draft, Stripe's semantics), scoped to the account:
// - missing key → 400; same key, different body → 422; same key while the first still runs → 409;
// - same key, same body → the stored first answer (status and body), nothing done again.
// The first request claims the key with one atomic insert before it works; its answer is stored in
// the same transaction as its effects, so a stored answer always means the work committed. A request
// that fails leaves no key behind (nothing happened), so a retry with the same key may try again.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { sendMessages } from '../../domain/index.ts';
import type { Clock } from '../core/clock.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ApiError } from './api-error.ts';

/** A claim older than this belongs to a process that died mid-request: another may take it over. */
const ABANDONED_AFTER_MS = 5 * 60_000;
export const IDEMPOTENCY_KEY_MAX = 255;

/** The request's Idempotency-Key, trimmed ('' when none: an ordinary request); one too long to keep is refused. */
export function idempotencyKeyOf(c: Context): string {
  const key = c.req.header('Idempotency-Key')?.trim() ?? '';
  if (key.length > IDEMPOTENCY_KEY_MAX) throw new ApiError(400, sendMessages.idempotencyKeyTooLong);
  return key;
}

export type StoredAnswer = { status: number; body: unknown };

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

type KeyRow = {
  request_hash: string;
  response_status: number | null;
  response_body: unknown;
  locked_at: Date;
};

export async function claim(
  db: Db,
  clock: Clock,
  userId: number,
  key: string,
  hash: string,
): Promise<StoredAnswer | null> {
  const now = clock.now();
  const claimed = await db.query(
    `insert into idempotency_keys (user_id, key, request_hash, created_at, locked_at) values ($1, $2, $3, $4, $4)
     on conflict (user_id, key) do nothing returning key`,
    [userId, key, hash, now],
  );
  if (claimed.length > 0) return null;
  const [row] = await db.query<KeyRow>(
    'select request_hash, response_status, response_body, locked_at from idempotency_keys where user_id = $1 and key = $2',
    [userId, key],
  );
  // Released between the insert and the read (the first request failed): claim again.
  if (!row) return claim(db, clock, userId, key, hash);
  if (row.request_hash !== hash) throw new ApiError(422, sendMessages.idempotencyKeyReused);
  if (row.response_status !== null) {
    const body = typeof row.response_body === 'string' ? JSON.parse(row.response_body) : row.response_body;
    return { status: row.response_status, body };
  }
  if (now.getTime() - new Date(row.locked_at).getTime() > ABANDONED_AFTER_MS) {
    const taken = await db.query(
      'update idempotency_keys set locked_at = $3 where user_id = $1 and key = $2 and locked_at = $4 and response_status is null returning key',
      [userId, key, now, row.locked_at],
    );
    if (taken.length > 0) return null;
  }
  throw new ApiError(409, sendMessages.idempotencyInProgress);
}

/**
 * Runs `work` once per (account, key): its transaction also stores the answer. Answers the stored
 * answer and whether it is a replay.
 */
export async function idempotent(
  db: Db,
  clock: Clock,
  userId: number,
  key: string,
  body: unknown,
  work: (tx: Queryable) => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replay: boolean }> {
  const hash = requestHash(body);
  const stored = await claim(db, clock, userId, key, hash);
  if (stored) return { ...stored, replay: true };
  try {
    const answer = await db.transaction(async (tx) => {
      const result = await work(tx);
      await tx.query(
        'update idempotency_keys set response_status = $3, response_body = $4 where user_id = $1 and key = $2',
        [userId, key, result.status, JSON.stringify(result.body)],
      );
      return result;
    });
    return { ...answer, replay: false };
  } catch (error) {
    await releaseKey(db, userId, key);
    throw error;
  }
}

/**
 * The same for any other write (a contact saved, a draft edited, a ticket answered: what the panel's
 * outbox sends again after a reload or from another tab): the key is claimed before the handler runs and
 * its answer stored right after, so a retry gets the first answer and nothing is done twice. Unlike
 * `idempotent`, the answer is stored just after the handler's own writes commit, not with them: a
 * process killed between the two leaves the key claimed without an answer, and a retry after
 * ABANDONED_AFTER_MS runs the write again (the handlers' writes are plain, so that window is a few ms).
 */
export async function storeAnswer(db: Db, userId: number, key: string, status: number, body: string) {
  await db.query(
    'update idempotency_keys set response_status = $3, response_body = $4::jsonb where user_id = $1 and key = $2',
    [userId, key, status, body],
  );
}

/** Lets a claimed key go when its request failed: nothing happened, so a retry may try again. */
export async function releaseKey(db: Db, userId: number, key: string) {
  await db
    .query('delete from idempotency_keys where user_id = $1 and key = $2 and response_status is null', [
      userId,
      key,
    ])
    .catch(() => {});
}

/**
 * Forgets keys older than `before`: answered ones, and claims never answered whose request died with
 * its process (left alone, each would stay forever, a row per crash). A claim taken over recently (a
 * retry running now) is kept until it is answered or abandoned in its turn.
 */
export async function purgeKeys(db: Queryable, before: Date) {
  await db.query(
    `delete from idempotency_keys
      where created_at < $1 and (response_status is not null or locked_at < $1)`,
    [before],
  );
}
