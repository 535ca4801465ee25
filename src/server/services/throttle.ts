// Failed attempts are rows; a key is blocked while its count within the window reaches the limit.
import type { Queryable } from '../db/client.ts';
import {
  MAX_ACCOUNT_FAILURES,
  MAX_ADDRESS_FAILURES,
  MAX_ADDRESS_SENDS,
  MAX_TOTP_FAILURES,
  THROTTLE_WINDOW_MS,
} from './auth-rules.ts';
import type { Clock } from './clock.ts';

/** `send` counts codes sent rather than failures, with the same window. */
export type Scope = 'account' | 'address' | 'totp' | 'send';
const LIMIT: Record<Scope, number> = {
  account: MAX_ACCOUNT_FAILURES,
  address: MAX_ADDRESS_FAILURES,
  totp: MAX_TOTP_FAILURES,
  send: MAX_ADDRESS_SENDS,
};

/** Milliseconds until the key may try again, or 0 when it is not blocked. */
export async function blockedFor(db: Queryable, clock: Clock, scope: Scope, key: string): Promise<number> {
  const now = clock.now();
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [row] = await db.query<{ n: number; oldest: Date | null }>(
    `select count(*)::int as n, min(at) as oldest from auth_failures
     where scope = $1 and key = $2 and at > $3`,
    [scope, key, since],
  );
  if (!row || row.n < LIMIT[scope] || !row.oldest) return 0;
  return Math.max(1000, new Date(row.oldest).getTime() + THROTTLE_WINDOW_MS - now.getTime());
}

export async function recordFailure(db: Queryable, clock: Clock, scope: Scope, key: string) {
  await db.query('insert into auth_failures (scope, key, at) values ($1, $2, $3)', [scope, key, clock.now()]);
}

export async function clearFailures(db: Queryable, scope: Scope, key: string) {
  await db.query('delete from auth_failures where scope = $1 and key = $2', [scope, key]);
}
