// Transfers to the provider (card to card, bank slip), the card-owner lookup, the provider's payment
// methods and contacts, the wallet's transactions report and its export, and the low-balance alert.
// Amounts are rials. Times go out in the wallet's stored UTC form `YYYY-MM-DD HH:mm:ss` (as
// payment/credit/mine and wallet-pay's payments); submitted_at and the filters' times come in as ISO
// (the panel turns the Jalali date-time picked into an instant), in that stored form, or as a Jalali
// date-time `1403/05/20 14:30` (Tehran).
import * as v from 'valibot';
import { normalizeSheba } from '../account/identity.rules.ts';
import { toLatinDigits } from '../core/digits.ts';
import { CardNumberSchema, RialAmountSchema } from '../core/fields.ts';
import { parseJalali, parseStoredTimestamp, toStoredTimestamp } from '../core/jalali-format.ts';
import { MIN_PAYMENT_RIALS, MIN_WALLET_ALERT_RIALS } from '../core/limits.ts';
import { messages } from '../core/messages.ts';
import { normalizeCardNumber } from './bank-card.rules.ts';
import {
  PAYMENT_METHODS,
  PAYMENT_STATES,
  type PaymentMethod,
  PaymentSchema,
  type PaymentState,
} from './wallet-pay.schema.ts';

export { PAYMENT_METHODS, PAYMENT_STATES, type PaymentMethod, type PaymentState };

// Payments -----------------------------------------------------------------------------------

export const TRANSFER_METHODS = ['card_to_card', 'bank_pay'] as const;
export type TransferMethod = (typeof TRANSFER_METHODS)[number];

/** One Persian word for each way of paying and each state, the same on every screen. */
export const paymentMethodLabels: Readonly<Record<PaymentMethod, string>> = {
  online: 'پرداخت اینترنتی',
  card_to_card: 'کارت به کارت',
  bank_pay: 'واریز بانکی (فیش)',
};
export const paymentStateLabels: Readonly<Record<PaymentState, string>> = {
  pending: 'در انتظار تأیید',
  paid: 'پرداخت‌شده',
  failed: 'ناموفق',
  approved: 'تأییدشده',
  rejected: 'ردشده',
};

/** An amount of a top-up: rials, digits of any script, at least 1,000,000 rials. */
const PaymentAmountSchema = v.pipe(RialAmountSchema, v.minValue(MIN_PAYMENT_RIALS, messages.minPayment));

/** A transfer's tracking or slip number: digits of any script (spaces and dashes dropped), 4 to 30. */
export const ReferenceCodeSchema = v.pipe(
  v.string(messages.required),
  v.transform((s) => toLatinDigits(s).replace(/[\s-]/g, '')),
  v.nonEmpty(messages.required),
  v.regex(/^\d+$/, messages.invalidReferenceCode),
  v.minLength(4, messages.invalidReferenceCode),
  v.maxLength(30, messages.invalidReferenceCode),
);

/**
 * An instant as the panel or a client writes it: ISO (with Z or an offset; a bare date is its UTC
 * midnight), the stored UTC form, or a Jalali date (the day's start) or date-time in Tehran.
 */
export function parseInstant(typed: string): Date | null {
  const text = toLatinDigits(typed).trim();
  if (/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/.test(text)) {
    const parsed = new Date(text);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return parseStoredTimestamp(text);
  if (/^\d{4}\/\d{1,2}\/\d{1,2}/.test(text)) return parseJalali(text);
  return null;
}

/** An instant in (see parseInstant) → the stored UTC form; `withTime`: a date alone is refused. */
const instantSchema = (withTime: boolean) =>
  v.pipe(
    v.string(messages.invalidDate),
    v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
      const text = toLatinDigits(dataset.value).trim();
      const instant = withTime && !text.includes(':') ? null : parseInstant(text);
      if (!instant) {
        addIssue({ message: messages.invalidDate });
        return NEVER;
      }
      return toStoredTimestamp(instant);
    }),
  );

/** When the payer says the transfer was made (a date and a time). Not in the future: the server's clock says. */
export const SubmittedAtSchema = instantSchema(true);

const UiCallbackSchema = v.optional(v.pipe(v.string(messages.invalidValue), v.trim(), v.maxLength(500)));

/**
 * The provider's card a transfer went to, as listed by payment_method_list: 16 digits of any script.
 * Whether it is one of the provider's is the server's check (the list is the truth, not Luhn).
 */
export const CardTargetSchema = v.pipe(
  v.string(messages.wrongCardNumber),
  v.transform(normalizeCardNumber),
  v.regex(/^\d{16}$/, messages.wrongCardNumber),
);

/** `payment/offline/card-to-card-create`: from the payer's card to one of the provider's cards. */
export const CardToCardCreateSchema = v.object({
  amount: PaymentAmountSchema,
  /** The payer's card: 16 digits, Luhn. */
  source_card: CardNumberSchema,
  /** One of the provider's cards (payment_method_list), as a card number. */
  target: CardTargetSchema,
  reference_code: ReferenceCodeSchema,
  submitted_at: SubmittedAtSchema,
  ui_callback: UiCallbackSchema,
});
export type CardToCardCreate = v.InferOutput<typeof CardToCardCreateSchema>;

/** The provider's account as the payer names it: its account number or its Sheba; out compact. */
export const AccountTargetSchema = v.pipe(
  v.string(messages.wrongAccountNumber),
  v.transform(normalizeSheba),
  v.check((s) => /^IR\d{24}$/.test(s) || /^\d{6,20}$/.test(s), messages.wrongAccountNumber),
);

/** `payment/offline/bank-pay-create`: a deposit or transfer into the provider's account, with its slip. */
export const BankPayCreateSchema = v.object({
  amount: PaymentAmountSchema,
  /** The provider's account (payment_method_list): its number or its Sheba. */
  target: AccountTargetSchema,
  reference_code: ReferenceCodeSchema,
  submitted_at: SubmittedAtSchema,
  ui_callback: UiCallbackSchema,
});
export type BankPayCreate = v.InferOutput<typeof BankPayCreateSchema>;

/** A payment as its owner sees it (wallet-pay's shape), with what a transfer carries beside it. */
export const TransferPaymentSchema = v.object({
  ...PaymentSchema.entries,
  /** The transfer's reference or slip number (null for an online payment). */
  reference_code: v.nullable(v.string()),
  /** The provider's card or account it went to. */
  target: v.nullable(v.string()),
  /** The payer's card, masked (6037 99** **** 1234), and its owner as the bank named them. */
  source_card: v.nullable(v.string()),
  source_owner: v.nullable(v.string()),
  /** When the payer says it was made (stored UTC form). */
  submitted_at: v.nullable(v.string()),
  /** The provider's note on an approval or a rejection. */
  admin_comment: v.nullable(v.string()),
});
export type TransferPayment = v.InferOutput<typeof TransferPaymentSchema>;

/** Query number of `payment/list`: digits of any script. */
const listNumber = (message: string, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.union([v.string(message), v.number(message)], message),
    v.transform((x) => toLatinDigits(String(x)).trim()),
    v.regex(/^\d{1,15}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

export const PAYMENT_LIST_MAX_PER_PAGE = 100;

/** `payment/list`: the user's payments, newest first; state and method narrow it. */
export const PaymentListQuerySchema = v.pipe(
  v.object({
    state: v.optional(v.picklist(PAYMENT_STATES, messages.invalidValue)),
    method: v.optional(v.picklist(PAYMENT_METHODS, messages.invalidValue)),
    page: v.optional(listNumber(messages.invalidPage), '1'),
    per_page: v.optional(listNumber(messages.invalidLimit, PAYMENT_LIST_MAX_PER_PAGE)),
    limit: v.optional(listNumber(messages.invalidLimit, PAYMENT_LIST_MAX_PER_PAGE)),
  }),
  v.transform(({ limit, per_page, ...rest }) => ({ ...rest, per_page: limit ?? per_page ?? 10 })),
);
export type PaymentListQuery = v.InferOutput<typeof PaymentListQuerySchema>;

/** A demo approval or rejection may carry the provider's note. */
export const PaymentDecisionSchema = v.object({
  comment: v.optional(v.pipe(v.string(messages.invalidValue), v.trim(), v.maxLength(500))),
});

// The provider's side ----------------------------------------------------------------------------

/** One of the provider's cards or its account (`user/setting/payment_method_list`). */
export const PaymentMethodItemSchema = v.object({
  id: v.number(),
  kind: v.picklist(['card', 'account']),
  /** A card's 16 digits, or the account number. */
  number: v.string(),
  /** The account's Sheba (IR + 24 digits); null for a card. */
  sheba: v.nullable(v.string()),
  bank: v.string(),
  owner: v.string(),
});
export type PaymentMethodItem = v.InferOutput<typeof PaymentMethodItemSchema>;

/**
 * Whom to ask for credit (`user/setting/parent_account_contact`): a colleague's account owner, or
 * for an owner the provider's support.
 */
export const ParentAccountContactSchema = v.object({
  kind: v.picklist(['owner', 'support']),
  name: v.string(),
  mobile: v.nullable(v.string()),
  phone: v.nullable(v.string()),
});
export type ParentAccountContact = v.InferOutput<typeof ParentAccountContactSchema>;

/** The card-owner lookup takes the card as typed. */
export const CardOwnerQuerySchema = v.object({ card_number: CardNumberSchema });
export const CardOwnerSchema = v.object({
  /** The card's 16 digits, Latin. */
  card_number: v.string(),
  /** The owner's name as the bank has it. */
  owner: v.string(),
  /** The issuing bank by the card's BIN, or null for a BIN we do not know. */
  bank: v.nullable(v.string()),
});
export type CardOwner = v.InferOutput<typeof CardOwnerSchema>;

// The transactions report and its export ----------------------------------------------------------

export const TRANSACTION_TYPES = ['deposit', 'withdrawal'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_KINDS = [
  'send',
  'refund',
  'online',
  'card_to_card',
  'bank_pay',
  'demo',
  'other',
] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export const transactionTypeLabels: Readonly<Record<TransactionType, string>> = {
  deposit: 'واریز',
  withdrawal: 'برداشت',
};
export const transactionKindLabels: Readonly<Record<TransactionKind, string>> = {
  send: 'ارسال پیامک',
  refund: 'بازگشت اعتبار',
  online: 'پرداخت اینترنتی',
  card_to_card: 'کارت به کارت',
  bank_pay: 'واریز بانکی (فیش)',
  demo: 'افزایش اعتبار آزمایشی',
  other: 'سایر',
};

/** A filter's bound: a date (its start) or a date-time. */
const FilterInstantSchema = instantSchema(false);

/** An amount bound of a filter: a whole number of rials (0 allowed), digits of any script. */
const FilterAmountSchema = v.pipe(
  v.union([v.number(messages.invalidAmount), v.string(messages.invalidAmount)], messages.invalidAmount),
  v.transform((x) => (typeof x === 'number' ? String(x) : toLatinDigits(x).replace(/[\s,\u066c]/g, ''))),
  v.regex(/^\d{1,15}$/, messages.invalidAmount),
  v.transform(Number),
);

const optionalFilter = <S extends v.GenericSchema>(schema: S, message: string = messages.invalidValue) =>
  v.optional(v.union([v.literal(''), v.null(), schema], message));

/** The transactions' filters; an empty string or null is no filter. */
export const TransactionFiltersSchema = v.pipe(
  v.object({
    type: optionalFilter(v.picklist(TRANSACTION_TYPES, messages.invalidValue)),
    kind: optionalFilter(v.picklist(TRANSACTION_KINDS, messages.invalidValue)),
    /** From this instant (inclusive) to that one (exclusive). */
    from: optionalFilter(FilterInstantSchema, messages.invalidDate),
    to: optionalFilter(FilterInstantSchema, messages.invalidDate),
    min_amount: optionalFilter(FilterAmountSchema, messages.invalidAmount),
    max_amount: optionalFilter(FilterAmountSchema, messages.invalidAmount),
    /** A send's id, the transaction's id, a transfer's reference or slip number, or the bank's reference of a payment. */
    reference: optionalFilter(
      v.pipe(
        v.string(messages.invalidValue),
        v.transform((s) => toLatinDigits(s).trim()),
        v.maxLength(64, messages.invalidValue),
      ),
    ),
  }),
  v.transform((f) => {
    const out: {
      type?: TransactionType;
      kind?: TransactionKind;
      from?: string;
      to?: string;
      min_amount?: number;
      max_amount?: number;
      reference?: string;
    } = {};
    for (const [key, value] of Object.entries(f)) {
      if (value !== undefined && value !== null && value !== '')
        (out as Record<string, unknown>)[key] = value;
    }
    return out;
  }),
  v.check(
    (f) => f.min_amount === undefined || f.max_amount === undefined || f.min_amount <= f.max_amount,
    messages.invalidRange,
  ),
  v.check((f) => f.from === undefined || f.to === undefined || f.from <= f.to, messages.invalidRange),
);
export type TransactionFilters = v.InferOutput<typeof TransactionFiltersSchema>;
export type TransactionFiltersInput = v.InferInput<typeof TransactionFiltersSchema>;

export const TRANSACTIONS_MAX_PER_PAGE = 100;

const bodyNumber = (message: string, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.union([v.number(message), v.string(message)], message),
    v.transform((x) => toLatinDigits(String(x)).trim()),
    v.regex(/^\d{1,15}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/** `POST report/payment/new`: page, per_page (or limit) and the filters. */
export const TransactionReportBodySchema = v.pipe(
  v.object({
    page: v.optional(bodyNumber(messages.invalidPage), 1),
    per_page: v.optional(bodyNumber(messages.invalidLimit, TRANSACTIONS_MAX_PER_PAGE)),
    limit: v.optional(bodyNumber(messages.invalidLimit, TRANSACTIONS_MAX_PER_PAGE)),
    filters: v.optional(v.nullable(TransactionFiltersSchema)),
  }),
  v.transform(({ page, per_page, limit, filters }) => ({
    page,
    per_page: limit ?? per_page ?? 10,
    filters: filters ?? {},
  })),
);
export type TransactionReportBody = v.InferOutput<typeof TransactionReportBodySchema>;
export type TransactionReportBodyInput = v.InferInput<typeof TransactionReportBodySchema>;

/** One change of the wallet (a ledger row). */
export const TransactionRowSchema = v.object({
  id: v.number(),
  /** Rials, positive; `type` says which way. */
  amount: v.number(),
  type: v.picklist(TRANSACTION_TYPES),
  kind: v.picklist(TRANSACTION_KINDS),
  description: v.string(),
  balance_after: v.number(),
  created_at: v.string(),
  /** The send a debit or a refund was for (its report: /reports/{bulk_id}). */
  bulk_id: v.nullable(v.number()),
  /** The payment a deposit credited. */
  payment: v.nullable(
    v.object({
      id: v.number(),
      method: v.picklist(PAYMENT_METHODS),
      state: v.picklist(PAYMENT_STATES),
      /** The transfer's reference or slip number, or the bank's reference of an online payment. */
      reference: v.nullable(v.string()),
    }),
  ),
});
export type TransactionRow = v.InferOutput<typeof TransactionRowSchema>;

/** `POST report/payment/export/new`: export_type 'financial', the format and the report's filters. */
export const FinancialExportSchema = v.object({
  export_type: v.optional(v.literal('financial', messages.invalidValue), 'financial'),
  format: v.optional(v.picklist(['csv', 'xlsx'], messages.invalidValue), 'xlsx'),
  filters: v.optional(v.nullable(TransactionFiltersSchema)),
});
export type FinancialExport = v.InferOutput<typeof FinancialExportSchema>;

// The low-balance alert ---------------------------------------------------------------------------

/** `POST user/setting/wallet_alert`: on or off, and the threshold (rials, at least 200,000). */
export const WalletAlertSettingsSchema = v.object({
  enabled: v.boolean(messages.invalidValue),
  threshold: v.pipe(RialAmountSchema, v.minValue(MIN_WALLET_ALERT_RIALS, messages.minWalletAlert)),
});
export type WalletAlertSettings = v.InferOutput<typeof WalletAlertSettingsSchema>;

/** The alert as the panel reads it: tripped shows the banner (the balance went below the threshold). */
export const WalletAlertStateSchema = v.object({
  enabled: v.boolean(),
  threshold: v.number(),
  tripped: v.boolean(),
  tripped_at: v.nullable(v.string()),
  /** The balance now, beside it (the banner says how much is left). */
  credit: v.number(),
});
export type WalletAlertState = v.InferOutput<typeof WalletAlertStateSchema>;

/** The card typed → the digits the lookup is keyed by (for the panel's query key). */
export const cardOwnerKey = (typed: string) => normalizeCardNumber(typed);
