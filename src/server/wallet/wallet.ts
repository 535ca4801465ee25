// The wallet, and the one place its balance changes: every debit and credit is one update of the
// balance, one transaction row holding the balance after it (with its kind and what it belongs to: the
// send, the payment), the low-balance alert's look at the new balance, and one `credit` live event,
// all in the caller's transaction, so they commit (or not) together. The pattern sends' batch is
// debited the same way in one statement (sendDebitsSql), its alert looked at once for the batch. The balance is therefore always
// the sum of the user's signed transactions, and each row's balance_after the running sum.

import { fromWallTime, toWallTime } from '../../domain/core/time-zone.ts';
import type { CreditData } from '../../domain/index.ts';
import { sendMessages, walletTexts } from '../../domain/index.ts';
import type { Clock } from '../core/clock.ts';
import { EVENTS_CHANNEL, notifyIn } from '../core/events.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { afterBalanceChange, afterBatchBalanceChanges } from './wallet-alerts.ts';

/** PostgreSQL's SQLSTATE for a row a check constraint refused. */
const CHECK_VIOLATION = '23514';

export async function creditOf(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ balance: string }>('select balance from wallets where user_id = $1', [
    userId,
  ]);
  return Number(row?.balance ?? 0);
}

/** An account's empty wallet, made with the account in the caller's transaction. */
export async function openWalletIn(tx: Queryable, userId: number): Promise<void> {
  await tx.query('insert into wallets (user_id, balance) values ($1, 0)', [userId]);
}

/** The refusal of a debit the credit does not cover. */
export const insufficientCredit = () =>
  new ApiError(402, sendMessages.insufficientCredit, { _: [sendMessages.insufficientCredit] });

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
  const [row] = await tx
    .query<{ balance: string }>(
      'update wallets set balance = balance - $1 where user_id = $2 and balance >= $1 returning balance',
      [amount, userId],
    )
    .catch((error: unknown) => {
      // The balance's own check (never below zero) refused it: the same refusal as too little credit.
      if ((error as { code?: unknown } | null)?.code === CHECK_VIOLATION) throw insufficientCredit();
      throw error;
    });
  if (!row) throw insufficientCredit();
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

// A send's debit names its send: the wallet text around the send's id.
const SENTINEL = 987_654_321;
const [SEND_DEBIT_BEFORE, SEND_DEBIT_AFTER] = walletTexts.send(SENTINEL).split(String(SENTINEL)) as [
  string,
  string,
];

/** The debits of a batch of sends, as parts of the caller's one statement (see `sendDebitsSql`). */
export type SendDebitsSql = {
  /**
   * Common table expressions to follow the caller's own: `debited` holds the candidates that fit, each
   * with its columns, `id` (its send's), `balance_after` and `last` (its user's last debit of the batch).
   */
  ctes: string;
  /** A select expression over `debited`: the user's new credit announced, once per user. */
  creditNotice: string;
  /** The parameters `ctes` and `creditNotice` add, numbered from the `firstParam` given. */
  params: unknown[];
};

/**
 * The pattern sends' batched debit, the one-row `debitIn` for many sends in one statement (no
 * transaction around it; the caller writes its sends in the same statement). `candidates` is a
 * from-item (`checked c where c.fresh`) of rows with `ord` (the order debits are taken in), `user_id`
 * and `price`; `id` names each debit's send (`nextval('bulks_id_seq')`); `at` is the placeholder of
 * the time written. The wallet rows of the batch are locked once, in user order; each user's sends are
 * debited in order until their credit runs out (the first that does not fit and those after it are
 * left out of `debited`, so the balance never goes below zero, which its check also refuses); each
 * priced debit is one ledger row (kind send, its send's bulk, the running balance after it, in debit
 * order so the rows' ids follow it) and each user's balance is updated once.
 */
export function sendDebitsSql(o: {
  candidates: string;
  id: string;
  at: string;
  firstParam: number;
}): SendDebitsSql {
  const [before, after, channel] = [o.firstParam, o.firstParam + 1, o.firstParam + 2].map((n) => `$${n}`);
  return {
    ctes: `w as (
       select user_id, balance from wallets
       where user_id in (select c.user_id from ${o.candidates}) order by user_id for update
     ), debited as (
       select c.*, w.balance - c.running as balance_after, ${o.id} as id,
         row_number() over (partition by c.user_id order by c.ord desc) = 1 as last
       from (select c.*, sum(c.price) over (partition by c.user_id order by c.ord) as running
             from ${o.candidates}) c
       join w on w.user_id = c.user_id
       where c.running <= w.balance
     ), ledger as (
       insert into wallet_transactions (user_id, amount, type, description, balance_after, created_at, kind,
         bulk_id)
       select user_id, price, 'withdrawal', ${before} || id || ${after}, balance_after, ${o.at}, 'send', id
       -- In debit order: the rows' ids follow it, so each balance_after is the running sum by id.
       from debited where price > 0 order by ord
     ), balances as (
       update wallets set balance = wallets.balance - s.total
       from (select user_id, sum(price) as total from debited group by user_id) s
       where wallets.user_id = s.user_id
     )`,
    creditNotice: `case when debited.last then pg_notify(${channel}, json_build_object('kind', 'event',
         'userId', debited.user_id, 'message', json_build_object('event', 'credit', 'data',
           json_build_object('credit', debited.balance_after)))::text) end`,
    params: [SEND_DEBIT_BEFORE, SEND_DEBIT_AFTER, EVENTS_CHANNEL],
  };
}

/**
 * After a batch of debits has committed: the low-balance alert looks at each debited user's last
 * balance, in one statement for the batch. The debits are written already: an alert failing fails none.
 */
export async function afterSendDebits(
  db: Queryable,
  clock: Clock,
  debits: readonly { userId: number; balanceAfter: number }[],
): Promise<void> {
  const lowest = new Map<number, number>();
  for (const { userId, balanceAfter } of debits)
    lowest.set(userId, Math.min(lowest.get(userId) ?? Infinity, balanceAfter));
  await afterBatchBalanceChanges(
    db,
    clock,
    [...lowest].map(([userId, balance]) => ({ userId, balance })),
  ).catch(() => undefined);
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
