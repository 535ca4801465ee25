// The bank, as the provider sees it (BankClient: ask for a token, verify a payment) and the simulated
// bank's own book behind its pages (simulators/bank-gateway.routes.ts). A real gateway (Zarinpal-like) keeps its
// book on its side: with BANK_GATEWAY_URL set the provider talks to it over HTTP only
// (POST {base}/request, POST {base}/verify, the payer's page at {base}/pay/{authority}); without it
// the simulated bank lives in this server under /bank-gateway and the provider asks it in-process.
//
// Verify answers Zarinpal's codes: 100 paid (first verify), 101 paid and verified before, -50 the
// amount differs from what the bank took, -51 not paid (cancelled by the payer, or the token expired
// unpaid), -52 not decided yet (the payer is still at the page), -54 no such authority.
import { randomBytes, randomInt } from 'node:crypto';
import type { Clock } from '../core/clock.ts';
import type { Queryable } from '../db/client.ts';

/** The bank forgets a token unpaid for this long (the payer's page refuses it; verify says -51). */
export const BANK_TOKEN_TTL_MS = 30 * 60_000;

export const VERIFY = {
  paid: 100,
  verifiedBefore: 101,
  amountMismatch: -50,
  notPaid: -51,
  undecided: -52,
  unknown: -54,
} as const;
export type VerifyStatus = (typeof VERIFY)[keyof typeof VERIFY];
export type VerifyAnswer = { status: VerifyStatus; ref_id: string | null };

export type TokenRequest = {
  merchantPaymentId: number;
  /** Rials the payer pays. */
  amount: number;
  callbackUrl: string;
  description: string;
};

export type BankClient = {
  /** The bank's token for a payment, or throws when the bank does not answer. */
  request(request: TokenRequest): Promise<string>;
  verify(authority: string, amount: number): Promise<VerifyAnswer>;
  /** Where the payer's browser goes to pay: the bank's page for the token. */
  pageUrl(authority: string, origin: string): string;
};

// The simulated bank's book --------------------------------------------------------------------

export type BankPayment = {
  authority: string;
  /** The merchant's own number for the payment (its order). */
  merchant_payment_id: string;
  amount: number;
  callback_url: string;
  description: string;
  state: 'waiting' | 'paid' | 'cancelled';
  reference: string | null;
  created_at: Date;
};

const newAuthority = () => `A${randomBytes(18).toString('hex').slice(0, 35).toUpperCase()}`;

export async function bankOpen(db: Queryable, clock: Clock, request: TokenRequest): Promise<string> {
  const authority = newAuthority();
  await db.query(
    `insert into bank_gateway_payments
       (authority, merchant_payment_id, amount, callback_url, description, state, created_at)
     values ($1, $2, $3, $4, $5, 'waiting', $6)`,
    [
      authority,
      request.merchantPaymentId,
      request.amount,
      request.callbackUrl,
      request.description.slice(0, 500),
      clock.now(),
    ],
  );
  return authority;
}

const expired = (payment: BankPayment, now: Date) =>
  payment.state === 'waiting' && now.getTime() - new Date(payment.created_at).getTime() > BANK_TOKEN_TTL_MS;

export async function bankPayment(
  db: Queryable,
  clock: Clock,
  authority: string,
): Promise<BankPayment | null> {
  const [row] = await db.query<BankPayment & { amount: string; reference: string | null }>(
    `select authority, merchant_payment_id::text as merchant_payment_id, amount::text as amount, callback_url, description, state, reference::text as reference,
       created_at from bank_gateway_payments where authority = $1`,
    [authority],
  );
  if (!row) return null;
  const payment = { ...row, amount: Number(row.amount) };
  // A token left unpaid too long is cancelled by the bank: nobody may pay it after the merchant gave up.
  if (expired(payment, clock.now())) {
    await db.query(
      `update bank_gateway_payments set state = 'cancelled', decided_at = $2 where authority = $1 and state = 'waiting'`,
      [authority, clock.now()],
    );
    return bankPayment(db, clock, authority);
  }
  return payment;
}

/** The payer paid or cancelled at the page; a token already decided keeps its first decision. */
export async function bankDecide(
  db: Queryable,
  clock: Clock,
  authority: string,
  decision: 'paid' | 'cancelled',
  cardMask: string | null,
): Promise<BankPayment | null> {
  const current = await bankPayment(db, clock, authority);
  if (current?.state !== 'waiting') return current;
  await db.query(
    `update bank_gateway_payments set state = $2, reference = $3, card_mask = $4, decided_at = $5
     where authority = $1 and state = 'waiting'`,
    [
      authority,
      decision,
      decision === 'paid' ? randomInt(100_000_000, 999_999_999_999) : null,
      cardMask,
      clock.now(),
    ],
  );
  return bankPayment(db, clock, authority);
}

/**
 * The merchant asks: was it paid, and for the amount it expects? Asking again is allowed and answers the
 * same (the simulated bank keeps no "verified" mark, so it never says 101; a real one may).
 */
export async function bankVerify(
  db: Queryable,
  clock: Clock,
  authority: string,
  amount: number,
): Promise<VerifyAnswer> {
  const payment = await bankPayment(db, clock, authority);
  if (!payment) return { status: VERIFY.unknown, ref_id: null };
  if (payment.amount !== amount) return { status: VERIFY.amountMismatch, ref_id: null };
  if (payment.state === 'waiting') return { status: VERIFY.undecided, ref_id: null };
  if (payment.state === 'cancelled') return { status: VERIFY.notPaid, ref_id: null };
  return { status: VERIFY.paid, ref_id: payment.reference };
}

// The provider's clients -----------------------------------------------------------------------

/** The simulated bank of this server, asked in-process; its pages are under {origin}/bank-gateway. */
export function simulatedBank(db: Queryable, clock: Clock): BankClient {
  return {
    request: (request) => bankOpen(db, clock, request),
    verify: (authority, amount) => bankVerify(db, clock, authority, amount),
    pageUrl: (authority, origin) => `${origin}/bank-gateway/pay/${encodeURIComponent(authority)}`,
  };
}

/** A gateway elsewhere (BANK_GATEWAY_URL), asked over HTTP with a timeout. */
export function httpBank(base: string, timeoutMs = 10_000): BankClient {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok && response.status >= 500) throw new Error(`bank ${path}: ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    request: async (request) => {
      const answer = await post('request', {
        merchant_payment_id: request.merchantPaymentId,
        amount: request.amount,
        callback_url: request.callbackUrl,
        description: request.description,
      });
      if (answer.status !== 100 || typeof answer.authority !== 'string')
        throw new Error(`bank request: ${String(answer.status)}`);
      return answer.authority;
    },
    verify: async (authority, amount) => {
      const answer = await post('verify', { authority, amount });
      const status = Number(answer.status) as VerifyStatus;
      if (!Object.values(VERIFY).includes(status)) throw new Error(`bank verify: ${String(answer.status)}`);
      return { status, ref_id: answer.ref_id == null ? null : String(answer.ref_id) };
    },
    pageUrl: (authority) => `${base}/pay/${encodeURIComponent(authority)}`,
  };
}
