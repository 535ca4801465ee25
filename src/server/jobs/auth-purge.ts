// Auth tables are purged of what can no longer matter: challenges and codes a day past their expiry,
// failures older than the longest throttle window, sessions revoked or ended by time a day ago, used
// or expired handover tokens, security events past their retention, and the accounts' activity log
// past its 180 days; the API-call log drops its calls past 30 days where it keeps them. Every statement deletes by time alone, so several processes purging at once only
// repeat each other's work.

import { ACTIVITY_KEEP_DAYS } from '../../domain/colleagues/colleagues.schema.ts';
import { AUTH_PURGE_INTERVAL_MS, SECURITY_EVENT_RETENTION_MS } from '../auth/auth-rules.ts';
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from '../auth/sessions.ts';
import { LONGEST_WINDOW_MS } from '../auth/throttle.ts';
import type { Clock } from '../core/clock.ts';
import type { Logger } from '../core/log.ts';
import type { Db } from '../db/client.ts';
import type { ApiCallLog } from '../developers/api-call-log.ts';

const DAY_MS = 24 * 60 * 60_000;

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
  await calls?.purge(clock.now());
}

export type AuthPurge = { tick(): Promise<void>; stop(): Promise<void> };

export function startAuthPurge(
  db: Db,
  clock: Clock,
  log: Logger,
  lifetimes: SessionLifetimes = DEFAULT_SESSION_LIFETIMES,
  calls?: Pick<ApiCallLog, 'purge'>,
  everyMs = AUTH_PURGE_INTERVAL_MS,
): AuthPurge {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const round = () => (stopped ? Promise.resolve() : purgeAuthTables(db, clock, lifetimes, calls));
  const tick = () => {
    running = running.then(round, round).catch((error: Error) => {
      if (!stopped) log.error('auth_purge', { message: error.message });
    });
    return running;
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
