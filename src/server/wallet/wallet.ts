// The wallet, and the one place its balance changes: every debit and credit is one update of the
// balance, one transaction row holding the balance after it (with its kind and what it belongs to: the
// send, the payment), the low-balance alert's look at the new balance, and one `credit` live event,
// all in the caller's transaction, so they commit (or not) together. The balance is therefore always
// the sum of the user's signed transactions, and each row's balance_after the running sum.

import { fromWallTime, toWallTime } from '../../domain/core/time-zone.ts';
import type { CreditData } from '../../domain/index.ts';
import { sendMessages } from '../../domain/index.ts';
import type { Clock } from '../core/clock.ts';
import { notifyIn } from '../core/events.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { afterBalanceChange } from './wallet-alerts.ts';

/** PostgreSQL's SQLSTATE for a row a check constraint refused. */
const CHECK_VIOLATION = '23514';

export async function creditOf(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ balance: string }>('select balance from wallets where user_id = $1', [
    userId,
  ]);
  return Number(row?.balance ?? 0);
}

/** What a change of the balance is, and what it belongs to (the ledger's links, migration 0020). */
export type LedgerKind = 'send' | 'refund' | 'online' | 'card_to_card' | 'bank_pay' | 'demo' | 'other';
export type LedgerLink = {
  kind: LedgerKind;
  /** The send a debit or refund was for (the transactions list links to its report). */
  bulkId?: number | null;
  /** The payment a deposit credited: at most one deposit per payment (a second insert is refused). */
  paymentId?: number | null;
};

async function recorded(
  tx: Queryable,
  clock: Clock,
  userId: number,
  amount: number,
  balance: number,
  description: string,
  link: LedgerLink,
) {
  await tx.query(
    `insert into wallet_transactions
       (user_id, amount, type, description, balance_after, created_at, kind, bulk_id, payment_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      userId,
      Math.abs(amount),
      amount > 0 ? 'deposit' : 'withdrawal',
      description,
      balance,
      clock.now(),
      link.kind,
      link.bulkId ?? null,
      link.paymentId ?? null,
    ],
  );
  await afterBalanceChange(tx, clock, userId, balance);
  await notifyIn(tx, { kind: 'event', userId, message: { event: 'credit', data: { credit: balance } } });
  return balance;
}

/** Takes `amount` rials inside `tx`, or refuses (402) without writing: the update itself checks the balance. */
export async function debitIn(
  tx: Queryable,
  clock: Clock,
  userId: number,
  amount: number,
  description: string,
  link: LedgerLink,
) {
  const refused = () =>
    new ApiError(402, sendMessages.insufficientCredit, { _: [sendMessages.insufficientCredit] });
  const [row] = await tx
    .query<{ balance: string }>(
      'update wallets set balance = balance - $1 where user_id = $2 and balance >= $1 returning balance',
      [amount, userId],
    )
    .catch((error: unknown) => {
      // The balance's own check (never below zero) refused it: the same refusal as too little credit.
      if ((error as { code?: unknown } | null)?.code === CHECK_VIOLATION) throw refused();
      throw error;
    });
  if (!row) throw refused();
  return recorded(tx, clock, userId, -amount, Number(row.balance), description, link);
}

/** Adds `amount` rials inside `tx` (a wallet is made on its first credit). */
export async function creditIn(
  tx: Queryable,
  clock: Clock,
  userId: number,
  amount: number,
  description: string,
  link: LedgerLink,
) {
  const [row] = await tx.query<{ balance: string }>(
    `insert into wallets (user_id, balance) values ($1, $2)
     on conflict (user_id) do update set balance = wallets.balance + excluded.balance returning balance`,
    [userId, amount],
  );
  return recorded(tx, clock, userId, amount, Number(row?.balance ?? 0), description, link);
}

export type CreditChange = {
  userId: number;
  /** Rials: positive for a deposit, negative for a withdrawal. */
  amount: number;
  description: string;
} & LedgerLink;

/** A change of credit on its own (a confirmed payment): its own transaction. */
export async function changeCredit(db: Db, clock: Clock, change: CreditChange): Promise<number> {
  if (!Number.isSafeInteger(change.amount) || change.amount === 0) throw new Error('bad amount');
  return db.transaction((tx) =>
    change.amount > 0
      ? creditIn(tx, clock, change.userId, change.amount, change.description, change)
      : debitIn(tx, clock, change.userId, -change.amount, change.description, change),
  );
}

const storedUtc = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/** The start of the day `now` falls in, in Tehran (the provider's and its users' day). */
function startOfTehranDay(now: Date): Date {
  return fromWallTime({ ...toWallTime(now), hour: 0, minute: 0, second: 0 });
}

/**
 * The credit as `payment/credit/mine` answers it. Every change of the credit is a transaction row with
 * the balance after it, so the credit at the end of yesterday is the balance after the last change
 * before today began (0 before the first), and the credit last changed at the newest change (or, with
 * none, when the account was opened with an empty wallet). There are no gift credits yet: gift is 0.
 */
export async function creditMine(db: Queryable, now: Date, userId: number): Promise<CreditData> {
  const lastBefore = (before: Date | null) =>
    db.query<{ balance: string; at: Date }>(
      `select balance_after as balance, created_at as at from wallet_transactions
       where user_id = $1 and ($2::timestamptz is null or created_at < $2)
       order by created_at desc, id desc limit 1`,
      [userId, before],
    );
  const [credit, [last], [yesterday], [user]] = await Promise.all([
    creditOf(db, userId),
    lastBefore(null),
    lastBefore(startOfTehranDay(now)),
    db.query<{ at: Date }>('select created_at as at from users where id = $1', [userId]),
  ]);
  return {
    credit,
    yesterday_credit: Number(yesterday?.balance ?? 0),
    gift: 0,
    gift_expires_at: null,
    updated_at: storedUtc(new Date(last?.at ?? user?.at ?? now)),
  };
}
