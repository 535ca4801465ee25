// Online payment, card-to-card and bank transfer, and the low-balance alert.
import * as v from 'valibot';
import { CardNumberSchema, JalaliDateTimeSchema, RialAmountSchema, ShebaSchema } from '../core/fields.ts';
import { DEFAULT_WALLET_ALERT_RIALS, MIN_PAYMENT_RIALS, MIN_WALLET_ALERT_RIALS } from '../core/limits.ts';
import { messages } from '../core/messages.ts';

/** An online payment is at least 1,000,000 rials. */
export const OnlinePaymentSchema = v.object({
  amount: v.pipe(RialAmountSchema, v.minValue(MIN_PAYMENT_RIALS, messages.minPayment)),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500))),
});
export type OnlinePayment = v.InferOutput<typeof OnlinePaymentSchema>;

/** Payment/generate-url takes amount, callbackUrl and description. */
export const GeneratePaymentUrlQuerySchema = v.object({
  ...OnlinePaymentSchema.entries,
  callbackUrl: v.pipe(v.string(messages.required), v.trim(), v.url(messages.required)),
});
export type GeneratePaymentUrlQuery = v.InferOutput<typeof GeneratePaymentUrlQuerySchema>;

/** A deposit slip or transfer tracking number: digits in any script. */
const ReferenceCodeSchema = v.pipe(
  v.string(messages.required),
  v.transform((s) => s.trim()),
  v.nonEmpty(messages.required),
  v.maxLength(64),
);

/**
 * Card-to-card (source card, destination card, amount, time). The request sends amount,
 * ui_callback, reference_code, target (the destination card) and submitted_at (stored UTC form).
 */
export const CardToCardPaymentSchema = v.object({
  amount: RialAmountSchema,
  source_card: CardNumberSchema,
  target: CardNumberSchema,
  reference_code: ReferenceCodeSchema,
  submitted_at: JalaliDateTimeSchema,
  ui_callback: v.optional(v.string()),
});
export type CardToCardPayment = v.InferOutput<typeof CardToCardPaymentSchema>;

/** Bank transfer to a destination account (Sheba) with its deposit slip number. */
export const BankTransferPaymentSchema = v.object({
  amount: RialAmountSchema,
  target: ShebaSchema,
  reference_code: ReferenceCodeSchema,
  submitted_at: JalaliDateTimeSchema,
  ui_callback: v.optional(v.string()),
});
export type BankTransferPayment = v.InferOutput<typeof BankTransferPaymentSchema>;

/** The low-balance alert, on or off, at least (and by default) 200,000 rials. */
export const WalletAlertSchema = v.object({
  active: v.boolean(),
  amount: v.optional(
    v.pipe(RialAmountSchema, v.minValue(MIN_WALLET_ALERT_RIALS, messages.minWalletAlert)),
    DEFAULT_WALLET_ALERT_RIALS,
  ),
});
export type WalletAlert = v.InferOutput<typeof WalletAlertSchema>;
