// Prices and payments in integer rials: per-part tariffs by operator and
// encoding (data served by get_tariff), +10% for numbers not on the first operator, 40 rials per
// send by law, +10% tax on online payment, -10% on card-to-card and bank transfers.
//
// Rounding: every amount is a whole number of rials. A percentage is worked out exactly in
// integers and its fraction of a rial, if any, rounds up when the customer pays it (surcharge,
// tax, transfer deduction), so the wallet is never credited a fraction and the provider never
// collects less than the rule; the difference is always under one rial per line. Percentages are
// taken of a whole operator line (recipients × parts × tariff), not of each message, so a line
// is rounded once.
import {
  LEGAL_EXTRA_RIALS_PER_SEND,
  MIN_PAYMENT_RIALS,
  MIN_WALLET_ALERT_RIALS,
  OFF_FIRST_OPERATOR_EXTRA_PERCENT,
  ONLINE_PAYMENT_TAX_PERCENT,
  TRANSFER_DEDUCTION_PERCENT,
} from './limits.ts';
import { type MobileOperator, mobileOperator } from './mobile.ts';
import { type SmsEncoding, smsParts } from './sms-text.ts';

/** The first operator (MCI); the others are Irancell, Rightel and the rest. */
export const FIRST_OPERATOR: MobileOperator = 'mci';
export const OPERATORS: readonly MobileOperator[] = ['mci', 'irancell', 'rightel', 'other'];

/** Rials per SMS part, by operator and encoding (a get_tariff response, configurable per account). */
export type Tariffs = Record<MobileOperator, Record<SmsEncoding, number>>;
export type RecipientCounts = Partial<Record<MobileOperator, number>>;

export type PriceLine = {
  operator: MobileOperator;
  recipients: number;
  /** The tariff of one part for this operator and encoding, rials. */
  tariff: number;
  /** recipients × parts × tariff */
  base: number;
  /** 10% of base for numbers not on the first operator, rounded up. */
  surcharge: number;
  /** 40 rials for each recipient, whatever the number of parts. */
  legalExtra: number;
  total: number;
};
export type SendPrice = {
  encoding: SmsEncoding;
  parts: number;
  recipients: number;
  lines: PriceLine[];
  base: number;
  surcharge: number;
  legalExtra: number;
  total: number;
};

function assertRials(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RangeError(`${what} must be a whole, non-negative number: ${n}`);
}

/** `percent`% of a whole amount, exactly, with the fraction of a rial rounded up or down. */
export function percentOf(amount: number, percent: number, rounding: 'up' | 'down'): number {
  assertRials(amount, 'amount');
  const scaled = amount * percent;
  assertRials(scaled, 'amount × percent');
  const rest = scaled % 100;
  return (scaled - rest) / 100 + (rounding === 'up' && rest > 0 ? 1 : 0);
}

/**
 * The price of sending a text of `parts` parts to recipients counted by operator.
 * A "send" is one message to one number, so the 40-rial legal extra is charged per recipient
 * and not per part; the 10% surcharge applies to the tariff of every operator but the first.
 */
export function sendPrice(input: {
  parts: number;
  encoding: SmsEncoding;
  recipients: RecipientCounts;
  tariffs: Tariffs;
}): SendPrice {
  const { parts, encoding, tariffs } = input;
  assertRials(parts, 'parts');
  const lines: PriceLine[] = [];
  for (const operator of OPERATORS) {
    const recipients = input.recipients[operator] ?? 0;
    assertRials(recipients, `recipients of ${operator}`);
    if (recipients === 0) continue;
    const tariff = tariffs[operator][encoding];
    assertRials(tariff, `tariff of ${operator}/${encoding}`);
    const base = recipients * parts * tariff;
    const surcharge =
      operator === FIRST_OPERATOR ? 0 : percentOf(base, OFF_FIRST_OPERATOR_EXTRA_PERCENT, 'up');
    const legalExtra = parts === 0 ? 0 : recipients * LEGAL_EXTRA_RIALS_PER_SEND;
    lines.push({
      operator,
      recipients,
      tariff,
      base,
      surcharge,
      legalExtra,
      total: base + surcharge + legalExtra,
    });
  }
  const sum = (key: 'recipients' | 'base' | 'surcharge' | 'legalExtra' | 'total') =>
    lines.reduce((s, line) => s + line[key], 0);
  const total = sum('total');
  assertRials(total, 'total');
  return {
    encoding,
    parts,
    recipients: sum('recipients'),
    lines,
    base: sum('base'),
    surcharge: sum('surcharge'),
    legalExtra: sum('legalExtra'),
    total,
  };
}

/** The price of a text as the composer shows it: parts and encoding counted with the cancel-11 suffix if asked. */
export function textSendPrice(
  text: string,
  recipients: RecipientCounts,
  tariffs: Tariffs,
  options: { cancel11?: boolean } = {},
): SendPrice {
  const { parts, encoding } = smsParts(text, options);
  return sendPrice({ parts, encoding, recipients, tariffs });
}

/** Recipients counted by the operator their prefix suggests; what is not a mobile number is counted apart. */
export function countRecipientsByOperator(mobiles: Iterable<string>): {
  counts: Record<MobileOperator, number>;
  invalid: number;
} {
  const counts: Record<MobileOperator, number> = { mci: 0, irancell: 0, rightel: 0, other: 0 };
  let invalid = 0;
  for (const mobile of mobiles) {
    const operator = mobileOperator(mobile);
    if (operator) counts[operator]++;
    else invalid++;
  }
  return { counts, invalid };
}

/** Online payment: the user pays the amount + 10% tax, the wallet gets the amount. */
export function onlinePayment(amount: number): {
  amount: number;
  tax: number;
  payable: number;
  walletCredit: number;
} {
  const tax = percentOf(amount, ONLINE_PAYMENT_TAX_PERCENT, 'up');
  return { amount, tax, payable: amount + tax, walletCredit: amount };
}

/** Card-to-card or bank transfer: the wallet gets the amount less 10%. */
export function transferPayment(amount: number): { amount: number; deduction: number; walletCredit: number } {
  const deduction = percentOf(amount, TRANSFER_DEDUCTION_PERCENT, 'up');
  return { amount, deduction, walletCredit: amount - deduction };
}

/** A payment (online or transfer) is whole rials and at least 1,000,000 rials. */
export function isValidPaymentAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= MIN_PAYMENT_RIALS;
}

/** The low-balance alert threshold is whole rials and at least 200,000 rials (20,000 toman). */
export function isValidWalletAlert(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount >= MIN_WALLET_ALERT_RIALS;
}
