// Transfers to the provider: card to card and bank slip. A transfer is a `payments` row that
// waits as pending until the provider approves it (the wallet then gets the amount less the 10% kept)
// or rejects it. Exactly once: the approval flips pending → approved with `where state = 'pending'`
// and credits in the same transaction, and the ledger holds one deposit per payment at most
// (migration 0020), so twenty approvals at once credit once. A reference number is refused while
// another payment of the same way holds it and was not rejected (the `payments_reference` index
// decides, so two submissions at once cannot both pass).

import { parseStoredTimestamp, toStoredTimestamp } from '../../domain/core/jalali-format.ts';
import { messages } from '../../domain/core/messages.ts';
import { maskCardNumber } from '../../domain/wallet/bank-card.rules.ts';
import {
  providerSupportName,
  unknownReferenceComment,
  walletTexts,
} from '../../domain/wallet/wallet.messages.ts';
import { transferQuote } from '../../domain/wallet/wallet-money.rules.ts';
import type {
  BankPayCreate,
  CardToCardCreate,
  ParentAccountContact,
  PaymentListQuery,
  PaymentMethodItem,
  TransferMethod,
  TransferPayment,
} from '../../domain/wallet/wallet-transfers.schema.ts';
import { securityEvent } from '../auth/security-log.ts';
import type { Clock } from '../core/clock.ts';
import { notifyIn } from '../core/events.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { cardOwnerOf } from '../simulators/card-owner.ts';
import { PAYMENT_SETTLED_EVENT, paymentHead } from './payments.ts';
import { creditIn, creditOf } from './wallet.ts';

/** A payer's clock may run a little ahead of ours: a time up to this far ahead is not "the future". */
const CLOCK_SKEW_MS = 5 * 60_000;

export type PaymentRow = {
  id: number;
  user_id: number;
  method: 'online' | 'card_to_card' | 'bank_pay';
  state: 'pending' | 'paid' | 'failed' | 'approved' | 'rejected';
  amount: string;
  tax: string;
  bonus: string;
  description: string;
  bank_reference: string | null;
  source_card: string | null;
  source_owner: string | null;
  target: string | null;
  reference_code: string | null;
  submitted_at: Date | string | null;
  admin_comment: string | null;
  created_at: Date | string;
  settled_at: Date | string | null;
};

export const PAYMENT_COLUMNS = `id::int as id, user_id::int as user_id, method, state, amount, tax, bonus,
  description, bank_reference, source_card, source_owner, target, reference_code, submitted_at,
  admin_comment, created_at, settled_at`;

const stored = (at: Date | string | null) => (at === null ? null : toStoredTimestamp(new Date(at)));

/** A payment row as its owner reads it, with the credit now. */
export function paymentOut(row: PaymentRow, credit: number): TransferPayment {
  return {
    ...paymentHead(row),
    credit,
    reference_code: row.reference_code,
    target: row.target,
    source_card: row.source_card ? maskCardNumber(row.source_card) : null,
    source_owner: row.source_owner,
    submitted_at: stored(row.submitted_at),
    admin_comment: row.admin_comment,
  };
}

// The provider's side --------------------------------------------------------------------------

export async function paymentMethods(db: Queryable): Promise<PaymentMethodItem[]> {
  return db.query<PaymentMethodItem>(
    'select id, kind, number, sheba, bank, owner from payment_methods order by position, id',
  );
}

/** The provider's support, for an account owner who needs credit. */
export const PROVIDER_SUPPORT: ParentAccountContact = {
  kind: 'support',
  name: providerSupportName,
  mobile: null,
  phone: '02191001234',
};

export async function parentAccountContact(db: Queryable, userId: number): Promise<ParentAccountContact> {
  const [owner] = await db.query<{
    first_name: string | null;
    last_name: string | null;
    mobile: string | null;
  }>(
    `select o.first_name, o.last_name, o.mobile from users u join users o on o.id = u.parent_id
     where u.id = $1`,
    [userId],
  );
  if (!owner) return PROVIDER_SUPPORT;
  const name = [owner.first_name, owner.last_name].filter(Boolean).join(' ');
  return { kind: 'owner', name, mobile: owner.mobile, phone: null };
}

// Submitting -------------------------------------------------------------------------------------

const refused = (field: string, message: string) => new ApiError(422, message, { [field]: [message] });

/** Which of the provider's methods a transfer's target names: a card by its number, the account by number or Sheba. */
async function targetMethod(db: Queryable, method: TransferMethod, target: string) {
  const [row] = await db.query<{ number: string }>(
    `select number from payment_methods
     where kind = $1 and (number = $2 or ($1 = 'account' and sheba = $2))`,
    [method === 'card_to_card' ? 'card' : 'account', target],
  );
  return row?.number ?? null;
}

export async function createTransfer(
  db: Db,
  clock: Clock,
  userId: number,
  method: TransferMethod,
  body: CardToCardCreate | BankPayCreate,
): Promise<TransferPayment> {
  const now = clock.now();
  const target = await targetMethod(db, method, body.target);
  if (!target) throw refused('target', messages.unknownPaymentTarget);
  const submittedAt = parseStoredTimestamp(body.submitted_at);
  if (!submittedAt || submittedAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw refused('submitted_at', messages.futureTransferTime);
  const source = 'source_card' in body ? cardOwnerOf(body.source_card) : null;
  const { deduction } = transferQuote(body.amount);
  const description = walletTexts.transfer(method, body.reference_code);
  // The index decides a reference's reuse: two submissions at once cannot both pass.
  const [row] = await db.query<PaymentRow>(
    `insert into payments (user_id, method, amount, tax, state, description, ui_callback, source_card,
       source_owner, target, reference_code, submitted_at, created_at, updated_at)
     values ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, $9, $10, $11, $12, $12)
     on conflict (method, reference_code) where reference_code is not null and state <> 'rejected'
     do nothing
     returning ${PAYMENT_COLUMNS}`,
    [
      userId,
      method,
      body.amount,
      deduction,
      description,
      body.ui_callback ?? null,
      source?.card_number ?? null,
      source?.owner ?? null,
      target,
      body.reference_code,
      submittedAt,
      now,
    ],
  );
  if (!row) throw refused('reference_code', messages.referenceUsed);
  return paymentOut(row, await creditOf(db, userId));
}

// Reading ----------------------------------------------------------------------------------------

export async function paymentsPage(db: Queryable, userId: number, query: PaymentListQuery) {
  const where = `user_id = $1 and ($2::text is null or state = $2) and ($3::text is null or method = $3)`;
  const params = [userId, query.state ?? null, query.method ?? null];
  const [[count], rows, credit] = await Promise.all([
    db.query<{ n: number }>(`select count(*)::int as n from payments where ${where}`, params),
    db.query<PaymentRow>(
      `select ${PAYMENT_COLUMNS} from payments where ${where} order by id desc limit $4 offset $5`,
      [...params, query.per_page, (query.page - 1) * query.per_page],
    ),
    creditOf(db, userId),
  ]);
  return {
    items: rows.map((row) => paymentOut(row, credit)),
    total: count?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}

// Settling ---------------------------------------------------------------------------------------

export type TransferDecision = 'approved' | 'rejected';

/**
 * Approves or rejects a pending transfer, once: the flip and the credit are one transaction, and a
 * second decision finds it no longer pending (409). `userId` null: the provider's own rule (any user).
 */
export async function settleTransfer(
  db: Db,
  clock: Clock,
  userId: number | null,
  paymentId: number,
  decision: TransferDecision,
  comment: string | null = null,
): Promise<TransferPayment> {
  const now = clock.now();
  const settled = await db.transaction(async (tx) => {
    const [row] = await tx.query<PaymentRow>(
      `update payments set state = $3, admin_comment = $4, settled_at = $5, updated_at = $5
       where id = $1 and ($2::bigint is null or user_id = $2) and state = 'pending'
         and method in ('card_to_card', 'bank_pay')
       returning ${PAYMENT_COLUMNS}`,
      [paymentId, userId, decision, comment, now],
    );
    if (!row) return null;
    const credit =
      decision === 'approved'
        ? await creditIn(tx, clock, row.user_id, Number(row.amount) - Number(row.tax), approvedText(row), {
            kind: row.method as TransferMethod,
            paymentId: row.id,
          })
        : await creditOf(tx, row.user_id);
    await notifyIn(tx, {
      kind: 'event',
      userId: row.user_id,
      message: { event: PAYMENT_SETTLED_EVENT, data: { payment_id: row.id, state: row.state } },
    });
    securityEvent(db, {
      kind: 'payment_settled',
      outcome: decision === 'approved' ? 'success' : 'refused',
      userId: row.user_id,
      detail: { payment_id: row.id, method: row.method, amount: Number(row.amount) },
    });
    return paymentOut(row, credit);
  });
  if (settled) return settled;
  const [exists] = await db.query<{ id: number }>(
    `select id from payments where id = $1 and ($2::bigint is null or user_id = $2)
       and method in ('card_to_card', 'bank_pay')`,
    [paymentId, userId],
  );
  if (!exists) throw new ApiError(404, messages.paymentNotFound);
  throw new ApiError(409, messages.paymentNotPending);
}

function approvedText(row: PaymentRow): string {
  return walletTexts.transfer(
    row.method === 'card_to_card' ? 'card_to_card' : 'bank_pay',
    row.reference_code ?? '',
  );
}

/**
 * The simulated provider's rule: a transfer pending for `afterMs` is looked up at the bank; a known
 * reference is approved, one the bank does not know (a single digit repeated, e.g. ۰۰۰۰۰۰) rejected.
 * Answers how many it settled. Each decision is its own transaction (settleTransfer's).
 */
export async function settleDueTransfers(
  db: Db,
  clock: Clock,
  afterMs: number,
  limit = 100,
): Promise<number> {
  const due = await db.query<{ id: number; reference_code: string | null }>(
    `select id::int as id, reference_code from payments
     where state = 'pending' and method in ('card_to_card', 'bank_pay') and created_at <= $1
     order by created_at limit $2`,
    [new Date(clock.now().getTime() - afterMs), limit],
  );
  let settled = 0;
  for (const { id, reference_code } of due) {
    const known = reference_code !== null && !/^(\d)\1*$/.test(reference_code);
    try {
      await settleTransfer(
        db,
        clock,
        null,
        id,
        known ? 'approved' : 'rejected',
        known ? null : unknownReferenceComment,
      );
      settled++;
    } catch (error) {
      // Settled meanwhile by someone else (the demo endpoint, another process): nothing to do.
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return settled;
}
