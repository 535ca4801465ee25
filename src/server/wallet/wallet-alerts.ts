// The low-balance alert: on or off, a threshold of at least 200,000 rials (20,000 toman). When a change
// of the balance takes it from at or above the threshold to below it, the alert trips: one SMS to the
// wallet's owner and the panel's banner; it is not sent again until the balance is back at or above
// the threshold, which clears it (no SMS).
//
// wallet.ts calls `afterBalanceChange` inside every change's transaction, so it must be cheap: one
// update by primary key that matches (and writes) only when the alert crosses; a user without the
// alert turned on has no row and costs one index probe. The SMS cannot go out inside that
// transaction (it may roll back, and the gateway is outside it): the crossing leaves the row tripped
// with `tripped_at` null ("SMS due") and raises the `wallet_low` live event, which every process
// hears once the transaction commits; each kicks its sender, and the sender's claim (setting
// tripped_at where it is null) lets exactly one of them send. A sweep now and then sends what a
// process missed (its bus was down).
import { DEFAULT_WALLET_ALERT_RIALS } from '../../domain/core/limits.ts';
import { walletLowText } from '../../domain/wallet/wallet.messages.ts';
import type { WalletAlertSettings, WalletAlertState } from '../../domain/wallet/wallet-transfers.schema.ts';
import type { Clock } from '../core/clock.ts';
import { notifyIn } from '../core/events.ts';
import type { Logger } from '../core/log.ts';
import type { SmsGateway } from '../core/sms-gateway.ts';
import type { Db, Queryable } from '../db/client.ts';
import { emitWebhookEvent } from '../developers/webhooks.ts';

export const WALLET_LOW_EVENT = 'wallet_low';

/** What `wallet_low` carries: tripped (show the banner) or not (hide it). */
export type WalletLowEvent = { tripped: boolean; threshold: number; credit: number };

/** After every change of a balance (wallet.ts calls this inside the change's transaction). */
export async function afterBalanceChange(
  tx: Queryable,
  clock: Clock,
  userId: number,
  balance: number,
): Promise<void> {
  const [row] = await tx.query<{ tripped: boolean; threshold: string }>(
    `update wallet_alerts set tripped = $2::bigint < threshold, tripped_at = null, updated_at = $3
     where user_id = $1 and enabled and tripped <> ($2::bigint < threshold)
     returning tripped, threshold`,
    [userId, balance, clock.now()],
  );
  if (!row) return;
  const data: WalletLowEvent = { tripped: row.tripped, threshold: Number(row.threshold), credit: balance };
  await notifyIn(tx, { kind: 'event', userId, message: { event: WALLET_LOW_EVENT, data } });
  if (data.tripped) await emitWebhookEvent(tx, clock, userId, 'balance.low', data);
}

/**
 * The same look for a batch of debits written in one statement without wallet.ts (the pattern sends'
 * fast path): called once per batch with each user's last balance, it is one statement however many
 * users, and writes (and raises `wallet_low`) only for alerts that cross.
 */
export async function afterBatchBalanceChanges(
  db: Queryable,
  clock: Clock,
  balances: readonly { userId: number; balance: number }[],
): Promise<void> {
  if (balances.length === 0) return;
  const crossed = await db.query<{ user_id: number; tripped: boolean; threshold: string; balance: string }>(
    `update wallet_alerts a set tripped = b.balance < a.threshold, tripped_at = null, updated_at = $3
     from unnest($1::bigint[], $2::bigint[]) as b(user_id, balance)
     where a.user_id = b.user_id and a.enabled and a.tripped <> (b.balance < a.threshold)
     returning a.user_id::int as user_id, a.tripped, a.threshold, b.balance`,
    [balances.map((b) => b.userId), balances.map((b) => b.balance), clock.now()],
  );
  for (const row of crossed) {
    const data: WalletLowEvent = {
      tripped: row.tripped,
      threshold: Number(row.threshold),
      credit: Number(row.balance),
    };
    await notifyIn(db, { kind: 'event', userId: row.user_id, message: { event: WALLET_LOW_EVENT, data } });
    if (data.tripped) await emitWebhookEvent(db, clock, row.user_id, 'balance.low', data);
  }
}

/**
 * Sends the SMS of every alert that tripped and has not been sent (of one user, or all): the claim
 * (tripped_at set where null) is one statement, so two processes never both send. Answers how many.
 */
export async function sendDueAlerts(
  db: Queryable,
  gateway: SmsGateway,
  clock: Clock,
  userId: number | null = null,
): Promise<number> {
  // A user who turned the low-balance SMS off (user/setting) has the alert claimed and no SMS sent.
  const claimed = await db.query<{
    mobile: string | null;
    threshold: string;
    balance: string | null;
    wants_sms: boolean;
  }>(
    `update wallet_alerts a set tripped_at = $1
     from users u left join wallets w on w.user_id = u.id
       left join account_event_settings s on s.user_id = u.id
     where u.id = a.user_id and a.tripped and a.tripped_at is null and a.enabled
       and ($2::bigint is null or a.user_id = $2)
     returning u.mobile, a.threshold, w.balance,
       coalesce((s.choices -> 'low_balance' ->> 'sms')::boolean, true) as wants_sms`,
    [clock.now(), userId],
  );
  for (const row of claimed) {
    if (!row.mobile || !row.wants_sms) continue;
    await gateway.send({
      mobile: row.mobile,
      channel: 'sms',
      body: walletLowText(Number(row.threshold), Number(row.balance ?? 0)),
    });
  }
  return claimed.length;
}

export type WalletAlertSender = {
  /** A `wallet_low` event arrived: send that user's SMS if it is due. */
  kick(userId: number): void;
  /** Sends everything due (the periodic sweep; tests call it). */
  sweep(): Promise<number>;
  stop(): Promise<void>;
};

/** How often the sender sweeps for SMS a missed event left unsent. */
export const WALLET_ALERT_SWEEP_MS = 30_000;

export function startWalletAlertSender(
  db: Db,
  gateway: SmsGateway,
  clock: Clock,
  log: Logger,
  sweepMs = WALLET_ALERT_SWEEP_MS,
): WalletAlertSender {
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);
  const run = (userId: number | null) => {
    const round = () => (stopped ? Promise.resolve(0) : sendDueAlerts(db, gateway, clock, userId));
    running = running.then(round, round).catch((error: Error) => {
      if (!stopped) log.error('wallet_alert', { message: error.message });
      return 0;
    });
    return running;
  };
  const timer = sweepMs > 0 ? setInterval(() => void run(null), sweepMs) : undefined;
  timer?.unref();
  return {
    kick: (userId) => void run(userId),
    sweep: () => run(null),
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running.catch(() => 0);
    },
  };
}

// The settings -----------------------------------------------------------------------------------

/** The alert as the panel reads it; without a row the alert is off at the default threshold. */
export async function walletAlertOf(db: Queryable, userId: number): Promise<WalletAlertState> {
  // wallet.ts imports this file (the hook): the balance is read here, not through it.
  const [[row], [wallet]] = await Promise.all([
    db.query<{ enabled: boolean; threshold: string; tripped: boolean; tripped_at: Date | string | null }>(
      'select enabled, threshold, tripped, tripped_at from wallet_alerts where user_id = $1',
      [userId],
    ),
    db.query<{ balance: string }>('select balance from wallets where user_id = $1', [userId]),
  ]);
  const credit = Number(wallet?.balance ?? 0);
  if (!row)
    return {
      enabled: false,
      threshold: DEFAULT_WALLET_ALERT_RIALS,
      tripped: false,
      tripped_at: null,
      credit,
    };
  const tripped = row.enabled && row.tripped;
  return {
    enabled: row.enabled,
    threshold: Number(row.threshold),
    tripped,
    tripped_at: tripped && row.tripped_at ? new Date(row.tripped_at).toISOString() : null,
    credit,
  };
}

/**
 * Turns the alert on or off and sets its threshold. A balance already below a new threshold shows
 * the banner at once but sends no SMS (nothing crossed); the next crossing below sends one.
 */
export async function saveWalletAlert(
  db: Db,
  clock: Clock,
  userId: number,
  settings: WalletAlertSettings,
): Promise<WalletAlertState> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    // The wallet's row is locked so no change of the balance slips between the read and the write.
    const [wallet] = await tx.query<{ balance: string }>(
      'select balance from wallets where user_id = $1 for update',
      [userId],
    );
    const credit = Number(wallet?.balance ?? 0);
    const tripped = settings.enabled && credit < settings.threshold;
    await tx.query(
      `insert into wallet_alerts (user_id, enabled, threshold, tripped, tripped_at, updated_at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (user_id) do update set enabled = excluded.enabled, threshold = excluded.threshold,
         tripped = excluded.tripped, tripped_at = excluded.tripped_at, updated_at = excluded.updated_at`,
      [userId, settings.enabled, settings.threshold, tripped, tripped ? now : null, now],
    );
    const data: WalletLowEvent = { tripped, threshold: settings.threshold, credit };
    await notifyIn(tx, { kind: 'event', userId, message: { event: WALLET_LOW_EVENT, data } });
  });
  return walletAlertOf(db, userId);
}
