// The security log: who did what to an account, from where, and how it ended (logins, lockouts,
// wrong codes, password resets, two-step changes, API keys made and shown, impersonation,
// settled payments). A request only puts its event in this process's buffer and never waits for it:
// the buffer is written in batches, every FLUSH_MS or FLUSH_ROWS rows, and once more on close.

import type { Clock } from '../core/clock.ts';
import type { Logger } from '../core/log.ts';
import type { Db } from '../db/client.ts';

export type SecurityEventKind =
  | 'login'
  | 'login_throttled'
  | 'code_failed'
  | 'password_reset'
  | 'two_step_changed'
  | 'password_changed'
  | 'sessions_ended'
  | 'api_key_created'
  | 'api_key_shown'
  | 'impersonation_started'
  | 'registered'
  | 'mobile_changed'
  | 'payment_settled';

export type SecurityEvent = {
  kind: SecurityEventKind;
  outcome: 'success' | 'failure' | 'refused';
  /** The account the event is about (a colleague's events belong to the account owner's too). */
  userId?: number | null;
  /** Who acted: the account's owner or a colleague; null when nobody was signed in. */
  actorId?: number | null;
  /** Whether an admin acted through an impersonated session. */
  impersonated?: boolean;
  address?: string | null;
  detail?: Record<string, unknown>;
};

export const FLUSH_MS = 200;
export const FLUSH_ROWS = 100;
/** More than this waiting (the database is down): the oldest events are dropped, memory stays bounded. */
const MAX_WAITING = 10_000;

type Row = {
  at: string;
  user_id: number | null;
  actor_id: number | null;
  impersonated: boolean;
  address: string | null;
  kind: string;
  outcome: string;
  detail: Record<string, unknown>;
};

type Buffer = { rows: Row[]; clock: Clock; flush: () => Promise<void> };
const buffers = new WeakMap<object, Buffer>();

/** Puts an event in the buffer of the server that opened `db`; never waits, never throws. */
export function securityEvent(db: object, event: SecurityEvent): void {
  const buffer = buffers.get(db);
  if (!buffer) return;
  if (buffer.rows.length >= MAX_WAITING) buffer.rows.shift();
  buffer.rows.push({
    at: buffer.clock.now().toISOString(),
    user_id: event.userId ?? null,
    actor_id: event.actorId ?? event.userId ?? null,
    impersonated: event.impersonated ?? false,
    address: event.address ?? null,
    kind: event.kind,
    outcome: event.outcome,
    detail: event.detail ?? {},
  });
  if (buffer.rows.length >= FLUSH_ROWS) void buffer.flush();
}

/** Writes what is waiting now (tests call it before reading the table). */
export async function flushSecurityLog(db: object): Promise<void> {
  await buffers.get(db)?.flush();
}

export type SecurityLog = { flush(): Promise<void>; stop(): Promise<void> };

/** Gives a server's database handle its security log buffer and starts the batch writer. */
export function attachSecurityLog(db: Db, clock: Clock, log: Logger): SecurityLog {
  let writing: Promise<void> = Promise.resolve();
  const buffer: Buffer = {
    rows: [],
    clock,
    flush: () => {
      writing = writing.then(async () => {
        const rows = buffer.rows.splice(0, buffer.rows.length);
        if (rows.length === 0) return;
        try {
          await db.query(
            `insert into security_events (at, user_id, actor_id, impersonated, address, kind, outcome, detail)
             select at, user_id, actor_id, impersonated, address, kind, outcome, detail
             from jsonb_to_recordset($1::jsonb) as r(at timestamptz, user_id bigint, actor_id bigint,
               impersonated boolean, address text, kind text, outcome text, detail jsonb)`,
            [JSON.stringify(rows)],
          );
        } catch (error) {
          log.error('security_log', { message: (error as Error).message, dropped: rows.length });
        }
      });
      return writing;
    },
  };
  buffers.set(db, buffer);
  const timer = setInterval(() => void buffer.flush(), FLUSH_MS);
  timer.unref();
  return {
    flush: buffer.flush,
    async stop() {
      clearInterval(timer);
      await buffer.flush();
      buffers.delete(db);
    },
  };
}
