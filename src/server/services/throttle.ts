// Failed attempts are rows; a key is blocked while its count within the window reaches the limit.
import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Orm } from '../db/client.ts';
import { authFailures } from '../db/schema.ts';
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
export async function blockedFor(orm: Orm, clock: Clock, scope: Scope, key: string): Promise<number> {
  const now = clock.now();
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const [row] = await orm
    .select({ n: count(), oldest: min(authFailures.at) })
    .from(authFailures)
    .where(and(eq(authFailures.scope, scope), eq(authFailures.key, key), gt(authFailures.at, since)));
  if (!row || row.n < LIMIT[scope] || !row.oldest) return 0;
  return Math.max(1000, new Date(row.oldest).getTime() + THROTTLE_WINDOW_MS - now.getTime());
}

export async function recordFailure(orm: Orm, clock: Clock, scope: Scope, key: string) {
  await orm.insert(authFailures).values({ scope, key, at: clock.now() });
}

export async function clearFailures(orm: Orm, scope: Scope, key: string) {
  await orm.delete(authFailures).where(and(eq(authFailures.scope, scope), eq(authFailures.key, key)));
}
