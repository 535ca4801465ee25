// The money of a payment, worked out the same way by the panel (what it shows before the tap) and the
// server (what it asks the bank for and credits): the 1,000,000-rial minimum, the 10% tax added to an online
// payment, today's promotion's bonus, and the 10% a transfer leaves behind. Whole rials throughout.
import { MIN_PAYMENT_RIALS, ONLINE_PAYMENT_TAX_PERCENT, TRANSFER_DEDUCTION_PERCENT } from '../core/limits.ts';

/** `percent`% of `amount`, rounded half up, exact for any safe integer (no overflow past 2^53). */
export function percentOf(amount: number, percent: number): number {
  const hundreds = Math.floor(amount / 100);
  return hundreds * percent + Math.round(((amount - hundreds * 100) * percent) / 100);
}

/** A day's promotion as far as the money goes: extra percent for amounts of at least min_amount. */
export type PromotionTerms = { percent: number; min_amount: number };

export type OnlineQuote = {
  /** What the wallet gets (before the bonus): the amount the user typed. */
  amount: number;
  /** The 10% tax on top: online payments pay it, the wallet gets the amount. */
  tax: number;
  /** What the payer pays at the bank: amount + tax. */
  payable: number;
  /** Today's promotion's extra rials (0 without one, or below its minimum). */
  bonus: number;
  /** What the wallet gets in all: amount + bonus. */
  credited: number;
};

export function promotionBonus(amount: number, promotion: PromotionTerms | null | undefined): number {
  if (!promotion || amount < promotion.min_amount) return 0;
  return percentOf(amount, promotion.percent);
}

/** An online top-up of `amount` rials (already at least the minimum: see `isPayableAmount`). */
export function onlineQuote(amount: number, promotion?: PromotionTerms | null): OnlineQuote {
  const tax = percentOf(amount, ONLINE_PAYMENT_TAX_PERCENT);
  const bonus = promotionBonus(amount, promotion);
  return { amount, tax, payable: amount + tax, bonus, credited: amount + bonus };
}

export type TransferQuote = {
  /** What the payer transferred. */
  amount: number;
  /** The 10% a transfer leaves behind. */
  deduction: number;
  /** What the wallet gets once the transfer is approved. */
  credited: number;
};

/** A card-to-card or bank transfer of `amount` rials: the wallet gets it less 10%. */
export function transferQuote(amount: number): TransferQuote {
  const deduction = percentOf(amount, TRANSFER_DEDUCTION_PERCENT);
  return { amount, deduction, credited: amount - deduction };
}

/** At least the minimum payment (1,000,000 rials), in whole rials. */
export function isPayableAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= MIN_PAYMENT_RIALS;
}
