// Attempts are rows of auth_failures; a key is blocked while its count within the window reaches
// the limit. An attempt whose outcome is not known yet (a password being hashed) is counted before it
// is checked, under a lock on its key, so parallel attempts cannot all pass the count; a success then
// takes its row back.

import type { Clock } from '../core/clock.ts';
import type { Db, Queryable } from '../db/client.ts';
import {
  MAX_ACCOUNT_CODE_FAILURES,
  MAX_ACCOUNT_FAILURES,
  MAX_ADDRESS_FAILURES,
  MAX_ADDRESS_LOOKUPS,
  MAX_ADDRESS_REGISTRATIONS,
  MAX_ADDRESS_SENDS,
  MAX_MOBILE_CODES_PER_DAY,
  MAX_TOTP_FAILURES,
  MOBILE_CODE_WINDOW_MS,
  THROTTLE_WINDOW_MS,
} from './auth-rules.ts';

/**
 * `account`: passwords per username; `code`: wrong one-time codes per account; `send`: codes sent per
 * address; `mobile`: codes sent per mobile (a day); `register`: registration steps per address;
 * `lookup`: whether a username or mobile is taken, asked per address.
 */
export type Scope = 'account' | 'address' | 'totp' | 'send' | 'code' | 'mobile' | 'register' | 'lookup';
const RULES: Record<Scope, { limit: number; windowMs: number }> = {
  account: { limit: MAX_ACCOUNT_FAILURES, windowMs: THROTTLE_WINDOW_MS },
  address: { limit: MAX_ADDRESS_FAILURES, windowMs: THROTTLE_WINDOW_MS },
  totp: { limit: MAX_TOTP_FAILURES, windowMs: THROTTLE_WINDOW_MS },
  code: { limit: MAX_ACCOUNT_CODE_FAILURES, windowMs: THROTTLE_WINDOW_MS },
  send: { limit: MAX_ADDRESS_SENDS, windowMs: THROTTLE_WINDOW_MS },
  mobile: { limit: MAX_MOBILE_CODES_PER_DAY, windowMs: MOBILE_CODE_WINDOW_MS },
  register: { limit: MAX_ADDRESS_REGISTRATIONS, windowMs: THROTTLE_WINDOW_MS },
  lookup: { limit: MAX_ADDRESS_LOOKUPS, windowMs: THROTTLE_WINDOW_MS },
};
/** The longest window: rows older than this count for nothing and may be purged. */
export const LONGEST_WINDOW_MS = Math.max(...Object.values(RULES).map((rule) => rule.windowMs));

async function countWithin(db: Queryable, clock: Clock, scope: Scope, key: string, limitOverride?: number) {
  const now = clock.now();
  const { windowMs } = RULES[scope];
  const limit = limitOverride ?? RULES[scope].limit;
  const [row] = await db.query<{ n: number; oldest: Date | null }>(
    `select count(*)::int as n, min(at) as oldest from auth_failures
     where scope = $1 and key = $2 and at > $3`,
    [scope, key, new Date(now.getTime() - windowMs)],
  );
  if (!row || row.n < limit || !row.oldest) return 0;
  return Math.max(1000, new Date(row.oldest).getTime() + windowMs - now.getTime());
}

/** Milliseconds until the key may try again, or 0 when it is not blocked. */
export function blockedFor(db: Queryable, clock: Clock, scope: Scope, key: string): Promise<number> {
  return countWithin(db, clock, scope, key);
}

export async function recordFailure(db: Queryable, clock: Clock, scope: Scope, key: string) {
  await db.query('insert into auth_failures (scope, key, at) values ($1, $2, $3)', [scope, key, clock.now()]);
}

/**
 * Counts one attempt for the key unless it is blocked, atomically: the count and the new row are taken
 * under a transaction-scoped advisory lock on the key, so of N parallel attempts at most the limit
 * pass. Answers the wait (0: the attempt goes ahead) and the row, for `forgetAttempt` on success.
 */
export async function takeAttempt(
  db: Db,
  clock: Clock,
  scope: Scope,
  key: string,
  /** The deployment's own limit for the scope, where it sets one. */
  limit?: number,
): Promise<{ wait: number; id: number | null }> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`auth:${scope}:${key}`]);
    const wait = await countWithin(tx, clock, scope, key, limit);
    if (wait > 0) return { wait, id: null };
    const [row] = await tx.query<{ id: number }>(
      'insert into auth_failures (scope, key, at) values ($1, $2, $3) returning id::int as id',
      [scope, key, clock.now()],
    );
    return { wait: 0, id: row?.id ?? null };
  });
}

/** Takes back attempts that succeeded: they were counted before their outcome was known. */
export async function forgetAttempts(db: Queryable, ids: (number | null)[]) {
  const known = ids.filter((id): id is number => id !== null);
  if (known.length > 0) await db.query('delete from auth_failures where id = any($1::bigint[])', [known]);
}

export async function clearFailures(db: Queryable, scope: Scope, key: string) {
  await db.query('delete from auth_failures where scope = $1 and key = $2', [scope, key]);
}
