// Online payments: made by generate-url, settled exactly once by whichever of the bank's callback, the
// result page's verify or the reconciler gets there first. Settling asks the bank (never trusting the
// browser's Status) and then, in one transaction, flips the payment pending → paid `where state =
// 'pending'` and writes its one deposit (payment_id; the unique index refuses a second): a concurrent
// second try waits on the payment's row, finds it paid and does nothing; a try that somehow got past
// that is refused by the index and rolled back whole. The wallet gets amount + bonus; the owner hears
// `credit` and `payment_settled`.

import { fillPath } from '../../domain/core/call.ts';
import { messages } from '../../domain/core/messages.ts';
import { toWallTime } from '../../domain/core/time-zone.ts';
import { onlineTopUpText } from '../../domain/wallet/wallet.messages.ts';
import { onlineQuote } from '../../domain/wallet/wallet-money.rules.ts';
import { paymentCallbackCall } from '../../domain/wallet/wallet-pay.calls.ts';
import {
  type DemoPromotion,
  type GenerateUrlData,
  type GenerateUrlQuery,
  PAYMENT_SETTLED_EVENT,
  type Payment,
  type PaymentSettledEvent,
  type PaymentState,
  type Promotion,
} from '../../domain/wallet/wallet-pay.schema.ts';
import { securityEvent } from '../auth/security-log.ts';
import type { Clock } from '../core/clock.ts';
import { notifyIn } from '../core/events.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { BANK_TOKEN_TTL_MS, type BankClient, VERIFY } from './bank-gateway.ts';
import { creditIn, creditOf } from './wallet.ts';

/** An online payment still pending after this long is given up (the bank has expired its token). */
// Its name lives in the domain (the panel listens for it); transfers raise it too.
export { PAYMENT_SETTLED_EVENT };

export const ONLINE_PAYMENT_TTL_MS = BANK_TOKEN_TTL_MS;

const storedUtc = (at: Date | string) => new Date(at).toISOString().slice(0, 19).replace('T', ' ');
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** Tehran's date of `now`, 'YYYY-MM-DD' (the provider's day). */
function tehranDate(now: Date): string {
  const wall = toWallTime(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

type PromotionRow = {
  id: number;
  title: string;
  percent: number;
  min_amount: string;
  starts_on: string;
  ends_on: string;
};

export async function todayPromotion(db: Queryable, now: Date): Promise<Promotion> {
  const [row] = await db.query<PromotionRow>(
    `select id, title, percent, min_amount::text as min_amount, starts_on::text as starts_on,
       ends_on::text as ends_on
     from payment_promotions where $1::date between starts_on and ends_on
     order by percent desc, id desc limit 1`,
    [tehranDate(now)],
  );
  return row ? { ...row, min_amount: Number(row.min_amount) } : null;
}

/** Demo: today's promotion for `days` days (0: none today). Today's earlier ones end yesterday. */
export async function setTodayPromotion(db: Db, now: Date, body: DemoPromotion): Promise<Promotion> {
  const today = tehranDate(now);
  await db.transaction(async (tx) => {
    await tx.query(
      `delete from payment_promotions where starts_on >= $1::date and $1::date between starts_on and ends_on`,
      [today],
    );
    await tx.query(
      `update payment_promotions set ends_on = $1::date - 1 where $1::date between starts_on and ends_on`,
      [today],
    );
    if (body.days > 0)
      await tx.query(
        `insert into payment_promotions (starts_on, ends_on, percent, min_amount, title)
         values ($1::date, $1::date + $2::int - 1, $3, $4, $5)`,
        [today, body.days, body.percent, body.min_amount, body.title],
      );
  });
  return todayPromotion(db, now);
}

type PaymentRow = {
  id: number;
  user_id: number;
  method: Payment['method'];
  state: PaymentState;
  amount: string;
  tax: string;
  bonus: string;
  description: string;
  authority: string | null;
  ui_callback: string | null;
  bank_reference: string | null;
  created_at: Date;
  settled_at: Date | null;
};
const PAYMENT_COLUMNS = `id::int as id, user_id::int as user_id, method, state, amount::text as amount,
  tax::text as tax, bonus::text as bonus, description, authority, ui_callback, bank_reference, created_at,
  settled_at`;

async function paymentRow(db: Queryable, id: number): Promise<PaymentRow | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await db.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from payments where id = $1`, [id]);
  return row ?? null;
}

/**
 * A payment's figures as its owner reads them: an online payment pays its tax on top of the amount and
 * is credited the amount and its bonus; a transfer pays the amount and is credited it less the tax.
 */
export function paymentFigures(row: {
  method: Payment['method'];
  amount: string | number;
  tax: string | number;
  bonus: string | number;
}) {
  const amount = Number(row.amount);
  const tax = Number(row.tax);
  const bonus = Number(row.bonus);
  const online = row.method === 'online';
  return {
    amount,
    tax,
    bonus,
    payable: online ? amount + tax : amount,
    credited: online ? amount + bonus : amount - tax,
  };
}
const payable = (row: PaymentRow) => paymentFigures(row).payable;

/** What every payment shows its owner, whatever its way (the result page, the transfers list). */
export function paymentHead(
  row: Parameters<typeof paymentFigures>[0] & {
    id: number;
    state: PaymentState;
    description: string;
    bank_reference: string | null;
    created_at: Date | string;
    settled_at: Date | string | null;
  },
) {
  return {
    id: row.id,
    method: row.method,
    state: row.state,
    ...paymentFigures(row),
    description: row.description,
    bank_reference: row.bank_reference,
    created_at: storedUtc(row.created_at),
    settled_at: row.settled_at === null ? null : storedUtc(row.settled_at),
  };
}

export type StartedPayment = { paymentId: number };

/** The pending payment of a tap (made in the caller's transaction: the idempotency key's). */
export async function createOnlinePaymentIn(
  tx: Queryable,
  clock: Clock,
  userId: number,
  query: GenerateUrlQuery,
): Promise<number> {
  const now = clock.now();
  const quote = onlineQuote(query.amount, await todayPromotion(tx, now));
  const [row] = await tx.query<{ id: number }>(
    `insert into payments (user_id, method, amount, tax, bonus, state, description, ui_callback, created_at, updated_at)
     values ($1, 'online', $2, $3, $4, 'pending', $5, $6, $7, $7) returning id::int as id`,
    [userId, quote.amount, quote.tax, quote.bonus, query.description ?? '', query.callbackUrl, now],
  );
  if (!row) throw new Error('payment not created');
  return row.id;
}

/**
 * The bank's token for the payment, asked once: a second request for the same payment (a replayed
 * Idempotency-Key) finds it. Asked outside any transaction (a bank over HTTP must not hold one open);
 * two racing askers both get tokens and the first stored wins (the other token is never paid).
 */
export async function openAtBank(
  db: Db,
  bank: BankClient,
  paymentId: number,
  apiOrigin: string,
): Promise<GenerateUrlData> {
  let row = await paymentRow(db, paymentId);
  if (!row) throw new Error('payment vanished');
  if (!row.authority) {
    let authority: string;
    try {
      authority = await bank.request({
        merchantPaymentId: row.id,
        amount: payable(row),
        callbackUrl: `${apiOrigin}/v1/api/${fillPath(paymentCallbackCall.path, { payment_id: row.id })}`,
        description: row.description || onlineTopUpText(row.id),
      });
    } catch {
      throw new ApiError(503, messages.bankUnavailable);
    }
    await db.query('update payments set authority = $2 where id = $1 and authority is null', [
      row.id,
      authority,
    ]);
    row = (await paymentRow(db, paymentId)) as PaymentRow;
  }
  const authority = row.authority as string;
  return {
    url: bank.pageUrl(authority, apiOrigin),
    authority,
    payment_id: row.id,
    amount: Number(row.amount),
    tax: Number(row.tax),
    payable: payable(row),
    bonus: Number(row.bonus),
  };
}

async function settled(tx: Queryable, row: PaymentRow, state: PaymentState) {
  await notifyIn(tx, {
    kind: 'event',
    userId: row.user_id,
    message: {
      event: PAYMENT_SETTLED_EVENT,
      data: { payment_id: row.id, state } satisfies PaymentSettledEvent,
    },
  });
}

/** Paid at the bank: the one deposit, in the transaction that marks the payment paid. */
async function creditPaid(db: Db, clock: Clock, id: number, reference: string | null): Promise<PaymentState> {
  try {
    return await db.transaction(async (tx) => {
      const now = clock.now();
      const [row] = await tx.query<PaymentRow>(
        `update payments set state = 'paid', bank_reference = $2, settled_at = $3, updated_at = $3
         where id = $1 and state = 'pending' and method = 'online' returning ${PAYMENT_COLUMNS}`,
        [id, reference, now],
      );
      if (!row) return ((await paymentRow(tx, id)) as PaymentRow).state;
      await creditIn(tx, clock, row.user_id, Number(row.amount) + Number(row.bonus), onlineTopUpText(id), {
        kind: 'online',
        paymentId: id,
      });
      await settled(tx, row, 'paid');
      securityEvent(db, {
        kind: 'payment_settled',
        outcome: 'success',
        userId: row.user_id,
        detail: { payment_id: id, method: 'online', amount: Number(row.amount) },
      });
      return 'paid' as const;
    });
  } catch (error) {
    // The deposit was already written (the index held): the payment is paid by whoever wrote it.
    if (isUniqueViolation(error)) return ((await paymentRow(db, id)) as PaymentRow).state;
    throw error;
  }
}

async function markFailed(db: Db, clock: Clock, id: number): Promise<PaymentState> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const [row] = await tx.query<PaymentRow>(
      `update payments set state = 'failed', settled_at = $2, updated_at = $2
       where id = $1 and state = 'pending' and method = 'online' returning ${PAYMENT_COLUMNS}`,
      [id, now],
    );
    if (!row) return ((await paymentRow(tx, id)) as PaymentRow).state;
    await settled(tx, row, 'failed');
    return 'failed' as const;
  });
}

/**
 * Asks the bank about a pending online payment and settles it: paid → credited once; not paid, amount
 * not the one asked for, unknown to the bank → failed; undecided → still pending (failed once older than
 * the bank keeps a token, or when the payer's browser came back saying NOK). A bank that does not answer
 * leaves it pending for the next try. Answers the payment's state after.
 */
export async function settleOnline(
  db: Db,
  clock: Clock,
  bank: BankClient,
  id: number,
  browserSaid?: 'OK' | 'NOK',
): Promise<PaymentState> {
  const row = await paymentRow(db, id);
  if (!row) throw new ApiError(404, messages.paymentNotFound);
  if (row.method !== 'online' || row.state !== 'pending') return row.state;
  const age = clock.now().getTime() - new Date(row.created_at).getTime();
  if (!row.authority) return age > ONLINE_PAYMENT_TTL_MS ? markFailed(db, clock, id) : 'pending';
  let verdict: Awaited<ReturnType<BankClient['verify']>>;
  try {
    verdict = await bank.verify(row.authority, payable(row));
  } catch {
    return 'pending';
  }
  if (verdict.status === VERIFY.paid || verdict.status === VERIFY.verifiedBefore)
    return creditPaid(db, clock, id, verdict.ref_id);
  if (verdict.status === VERIFY.undecided && browserSaid !== 'NOK' && age <= ONLINE_PAYMENT_TTL_MS)
    return 'pending';
  return markFailed(db, clock, id);
}

/** The payment by the bank's callback (no user: the callback carries only the payment's id). */
export async function paymentForCallback(db: Queryable, id: number): Promise<PaymentRow> {
  const row = await paymentRow(db, id);
  if (row?.method !== 'online') throw new ApiError(404, messages.paymentNotFound);
  return row;
}

/** Where the bank's callback sends the browser: the panel's page given to generate-url, with the id. */
export function resultPageUrl(row: Pick<PaymentRow, 'id' | 'ui_callback'>): string | null {
  if (!row.ui_callback) return null;
  const url = new URL(row.ui_callback);
  url.searchParams.set('payment_id', String(row.id));
  return url.toString();
}

/** One payment of the user as the result page shows it, with the credit now; another's is unknown. */
export async function paymentOf(db: Queryable, userId: number, id: number): Promise<Payment> {
  const row = await paymentRow(db, id);
  if (!row || row.user_id !== userId) throw new ApiError(404, messages.paymentNotFound);
  return {
    ...paymentHead(row),
    credit: await creditOf(db, userId),
  };
}

/** The user's payment id, or 404: the result page's verify checks ownership before asking the bank. */
export async function ownPaymentId(db: Queryable, userId: number, id: number): Promise<number> {
  const row = await paymentRow(db, id);
  if (!row || row.user_id !== userId) throw new ApiError(404, messages.paymentNotFound);
  return row.id;
}

/** Online payments pending longer than `olderThanMs`, oldest first (the reconciler's round). */
export async function stalePendingPayments(
  db: Queryable,
  now: Date,
  olderThanMs: number,
  limit: number,
): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select id::int as id from payments where method = 'online' and state = 'pending' and created_at < $1
     order by created_at limit $2`,
    [new Date(now.getTime() - olderThanMs), limit],
  );
  return rows.map((row) => row.id);
}
