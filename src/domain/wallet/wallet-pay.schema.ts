// Online payment (payment/generate-url, the result page's payment/verify), today's promotion and the
// demo's promotion setter. The money itself is worked out in ../wallet-money.ts.
import * as v from 'valibot';
import { messages } from '../core/messages.ts';
import { OnlinePaymentSchema } from './payment.schema.ts';

/** Where the bank sends the browser back to: an http(s) address of the panel (its result page). */
const CallbackUrlSchema = v.pipe(
  v.string(messages.invalidCallbackUrl),
  v.trim(),
  v.maxLength(2000, messages.invalidCallbackUrl),
  v.check((url) => {
    try {
      return ['http:', 'https:'].includes(new URL(url).protocol);
    } catch {
      return false;
    }
  }, messages.invalidCallbackUrl),
);

/**
 * payment/generate-url (GET with amount, callbackUrl, description): the amount is what the
 * wallet gets, at least 1,000,000 rials; digits of any script, separators allowed.
 */
export const GenerateUrlQuerySchema = v.object({
  ...OnlinePaymentSchema.entries,
  callbackUrl: CallbackUrlSchema,
});
export type GenerateUrlQuery = v.InferOutput<typeof GenerateUrlQuerySchema>;

/** Where to send the browser, and the money as the bank will take it and the wallet will get it. */
export const GenerateUrlDataSchema = v.object({
  /** The bank's page for this payment: the browser goes there. */
  url: v.string(),
  /** The bank's token for the payment. */
  authority: v.string(),
  payment_id: v.number(),
  /** What the wallet gets (before the bonus). */
  amount: v.number(),
  /** The 10% tax on top. */
  tax: v.number(),
  /** What the payer pays at the bank: amount + tax. */
  payable: v.number(),
  /** Today's promotion's extra rials (0 without one). */
  bonus: v.number(),
});
export type GenerateUrlData = v.InferOutput<typeof GenerateUrlDataSchema>;

/** The live event to the payment's owner when it is settled: { payment_id, state }. */
export const PAYMENT_SETTLED_EVENT = 'payment_settled';
export type PaymentSettledEvent = { payment_id: number; state: PaymentState };

export const PAYMENT_STATES = ['pending', 'paid', 'failed', 'approved', 'rejected'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PAYMENT_METHODS = ['online', 'card_to_card', 'bank_pay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** One payment of the user, as the result page reads it. Times are stored UTC, 'YYYY-MM-DD HH:MM:SS'. */
export const PaymentSchema = v.object({
  id: v.number(),
  method: v.picklist(PAYMENT_METHODS),
  /** pending (at the bank, or awaiting approval), paid / approved (credited), failed / rejected. */
  state: v.picklist(PAYMENT_STATES),
  amount: v.number(),
  tax: v.number(),
  bonus: v.number(),
  /** Online: what the payer paid or would pay at the bank (amount + tax); a transfer: its amount. */
  payable: v.number(),
  /** What the wallet got (or gets when credited): online amount + bonus; a transfer amount − 10%. */
  credited: v.number(),
  description: v.string(),
  /** The bank's reference number once paid (the payer's receipt), else null. */
  bank_reference: v.nullable(v.string()),
  created_at: v.string(),
  settled_at: v.nullable(v.string()),
  /** The user's credit now, in rials: the result page shows the new balance. */
  credit: v.number(),
});
export type Payment = v.InferOutput<typeof PaymentSchema>;

/** Today's promotion on online top-ups (Tehran's day), or null. */
export const PromotionSchema = v.nullable(
  v.object({
    id: v.number(),
    title: v.string(),
    /** Extra percent of the amount the wallet gets. */
    percent: v.number(),
    /** The least amount it applies to, rials. */
    min_amount: v.number(),
    /** Jalali-free ISO dates, the first and last day (Tehran). */
    starts_on: v.string(),
    ends_on: v.string(),
  }),
);
export type Promotion = v.InferOutput<typeof PromotionSchema>;

/** Demo: today's promotion (replaces any other for today). */
export const DemoPromotionSchema = v.object({
  percent: v.pipe(
    v.number(messages.invalidAmount),
    v.integer(messages.invalidAmount),
    v.minValue(1, messages.invalidAmount),
    v.maxValue(100, messages.invalidAmount),
  ),
  min_amount: v.optional(
    v.pipe(v.number(messages.invalidAmount), v.safeInteger(messages.invalidAmount), v.minValue(0)),
    0,
  ),
  title: v.optional(
    v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required), v.maxLength(200)),
    'جشنواره شارژ امروز',
  ),
  /** Days it lasts from today; 0 removes today's promotion. */
  days: v.optional(
    v.pipe(
      v.number(messages.invalidAmount),
      v.integer(messages.invalidAmount),
      v.minValue(0),
      v.maxValue(365),
    ),
    1,
  ),
});
export type DemoPromotion = v.InferOutput<typeof DemoPromotionSchema>;
