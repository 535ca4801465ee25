// Auth tables are purged of what can no longer matter: challenges and codes a day past their expiry,
// failures older than the longest throttle window, sessions revoked or ended by time a day ago, used
// or expired handover tokens, security events past their retention, and the accounts' activity log
// past its 180 days, and idempotency keys past their 7 days; the API-call log drops its calls past 30 days where it keeps them. It runs as a
// periodic job of the queue (one process an hour); every statement deletes by time alone, so a purge
// run twice only repeats its work.

import { ACTIVITY_KEEP_DAYS } from '../../domain/colleagues/colleagues.schema.ts';
import { AUTH_PURGE_INTERVAL_MS, SECURITY_EVENT_RETENTION_MS } from '../auth/auth-rules.ts';
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from '../auth/sessions.ts';
import { LONGEST_WINDOW_MS } from '../auth/throttle.ts';
import type { Clock } from '../core/clock.ts';
import type { Db } from '../db/client.ts';
import type { ApiCallLog } from '../developers/api-call-log.ts';
import { purgeKeys } from '../http/idempotency.ts';
import { cronEvery, type PeriodicJob } from './job-queue.ts';

const DAY_MS = 24 * 60 * 60_000;
const KEY_RETENTION_DAYS = 8;

export async function purgeAuthTables(
  db: Db,
  clock: Clock,
  lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES,
  /** The API-call log, which keeps its rows where it writes them. */
  calls?: Pick<ApiCallLog, 'purge'>,
): Promise<void> {
  const now = clock.now().getTime();
  const before = (ms: number) => new Date(now - ms);
  await db.query('delete from otp_challenges where expires_at < $1 and created_at < $2', [
    before(DAY_MS),
    before(DAY_MS),
  ]);
  await db.query('delete from registration_codes where expires_at < $1', [before(DAY_MS)]);
  await db.query('delete from api_key_codes where expires_at < $1', [before(DAY_MS)]);
  await db.query('delete from mobile_changes where created_at < $1', [before(DAY_MS)]);
  await db.query('delete from handover_tokens where expires_at < $1', [before(DAY_MS)]);
  await db.query('delete from auth_failures where at < $1', [before(LONGEST_WINDOW_MS)]);
  await db.query(`delete from sessions where revoked_at < $1 or last_used_at < $2 or created_at < $3`, [
    before(DAY_MS),
    before(lifetimes.idleMs + DAY_MS),
    before(lifetimes.absoluteMs + DAY_MS),
  ]);
  await db.query('delete from security_events where at < $1', [before(SECURITY_EVENT_RETENTION_MS)]);
  await db.query('delete from activity_log where at < $1', [before(ACTIVITY_KEEP_DAYS * DAY_MS)]);
  // An idempotency key is kept at least 7 days (8, a day to spare).
  await purgeKeys(db, before(KEY_RETENTION_DAYS * DAY_MS));
  await calls?.purge(clock.now());
}

/** The purge as a periodic job of the queue (job-queue.ts): hourly, one process at a time. */
export function authPurgeJob(
  db: Db,
  clock: Clock,
  lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES,
  calls?: Pick<ApiCallLog, 'purge'>,
): PeriodicJob {
  return {
    name: 'auth-purge',
    cron: cronEvery(AUTH_PURGE_INTERVAL_MS),
    run: () => purgeAuthTables(db, clock, lifetimes, calls),
  };
}
