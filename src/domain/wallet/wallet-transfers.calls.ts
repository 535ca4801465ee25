// Transfers to the provider and what surrounds them: the provider's cards and account, whom to ask
// for credit, the card-owner lookup, card-to-card and bank-slip top-ups (pending until the provider
// approves them; the wallet then gets the amount less 10%), the user's payments, the wallet's
// transactions report and its export, and the low-balance alert. The published API names these calls
// without documenting them: designed in its style.
import * as v from 'valibot';
import { defineCall } from '../core/call.ts';
import { UserFileSchema } from '../files/files.schema.ts';
import {
  BankPayCreateSchema,
  CardOwnerQuerySchema,
  CardOwnerSchema,
  CardToCardCreateSchema,
  FinancialExportSchema,
  ParentAccountContactSchema,
  PaymentDecisionSchema,
  PaymentListQuerySchema,
  PaymentMethodItemSchema,
  TransactionReportBodySchema,
  TransactionRowSchema,
  TransferPaymentSchema,
  WalletAlertSettingsSchema,
  WalletAlertStateSchema,
} from './wallet-transfers.schema.ts';

const tag = 'wallet';
const auth = 'any';

export const paymentMethodListCall = defineCall({
  method: 'get',
  path: 'user/setting/payment_method_list',
  title: 'فهرست کارت‌ها و حساب‌های واریز',
  summary:
    "The provider's cards and account transfers go to: kind (card or account), number, sheba (accounts), bank and owner, in the order shown",
  origin: { designed: 'The panel calls it; the card-to-card and bank-slip forms show where to transfer.' },
  tag,
  auth,
  permission: 'wallet.view',
  list: PaymentMethodItemSchema,
});

export const parentAccountContactCall = defineCall({
  method: 'get',
  path: 'user/setting/parent_account_contact',
  title: 'اطلاعات تماس برای اعتبار',
  summary:
    "Whom to ask for credit: for a colleague, the account owner's name and mobile (kind owner); for an owner, the provider's support (kind support)",
  origin: { designed: 'The panel calls it; a colleague asks the owner for credit, an owner asks support.' },
  tag,
  auth,
  permission: 'wallet.view',
  data: ParentAccountContactSchema,
});

export const cardOwnerCall = defineCall({
  method: 'get',
  path: 'payment/card-owner',
  title: 'استعلام صاحب کارت',
  summary:
    "The owner's name of a bank card as the bank's inquiry gives it, and the issuing bank by its BIN (null when unknown). card_number: 16 digits of any script, spaces or dashes allowed, Luhn-checked. Cache-Control: private, max-age=60 (a card's owner is kept 60 s)",
  origin: { designed: 'The panel asks for card owner info with a GET cached 60 s; the path is ours.' },
  tag,
  auth,
  permission: 'wallet.pay',
  query: CardOwnerQuerySchema,
  data: CardOwnerSchema,
  errors: { 422: 'Wrong card number (not 16 digits, or the Luhn check fails)' },
});

const transferErrors = {
  404: 'No such user',
  422: 'Invalid fields: below the minimum, a wrong card or account, a target that is not one of the provider’s, a time in the future, or a reference number already used (not rejected)',
};

export const cardToCardCreateCall = defineCall({
  method: 'post',
  path: 'payment/offline/card-to-card-create',
  title: 'ثبت پرداخت کارت به کارت',
  summary:
    "A card-to-card top-up: amount (rials, at least 1,000,000), the payer's card (source_card, Luhn), the provider's card it went to (target, one of payment_method_list), the reference number and when it was made (submitted_at: ISO, or Jalali date-time in Tehran; not in the future). It waits as pending until the provider approves it; the wallet then gets amount − 10%. A reference already used (and not rejected) is refused",
  origin: { designed: 'The panel calls it with amount, ui_callback, reference_code, target, submitted_at.' },
  tag,
  auth,
  permission: 'wallet.pay',
  body: CardToCardCreateSchema,
  data: TransferPaymentSchema,
  errors: transferErrors,
});

export const bankPayCreateCall = defineCall({
  method: 'post',
  path: 'payment/offline/bank-pay-create',
  title: 'ثبت واریز بانکی (فیش)',
  summary:
    "A bank-slip top-up: amount (at least 1,000,000), the provider's account (target: its number or Sheba), the slip number and when it was paid (not in the future). Pending until approved; the wallet then gets amount − 10%",
  origin: { designed: 'The panel calls it with amount, ui_callback, reference_code, target, submitted_at.' },
  tag,
  auth,
  permission: 'wallet.pay',
  body: BankPayCreateSchema,
  data: TransferPaymentSchema,
  errors: transferErrors,
});

export const paymentListCall = defineCall({
  method: 'get',
  path: 'payment/list',
  title: 'فهرست پرداخت‌ها',
  summary:
    "The user's payments (online and transfers), newest first; state (e.g. pending: the transfers waiting for approval) and method narrow it. Pending transfers move no money, so they are here and not in the transactions report",
  origin: {
    designed:
      'The credit screen lists the transfers waiting for approval; the ledger holds only moved money.',
  },
  tag,
  auth,
  permission: 'wallet.view',
  query: PaymentListQuerySchema,
  list: TransferPaymentSchema,
});

export const transactionReportCall = defineCall({
  method: 'post',
  path: 'report/payment/new',
  title: 'فهرست تراکنش‌ها',
  summary:
    "The wallet's transactions, newest first: amount, type (deposit or withdrawal), kind, description, balance after, the send it was for (bulk_id) and the payment it credited. Filters: type, kind, from/to (ISO or Jalali; to exclusive), min_amount/max_amount, reference (a send's id, the transaction's id, a transfer's reference, or the bank's reference of a payment). page, per_page (or limit, at most 100)",
  origin: { designed: 'The panel calls report/payment/new, a POST with filters.' },
  tag,
  auth,
  permission: 'wallet.view',
  body: TransactionReportBodySchema,
  list: TransactionRowSchema,
});

export const transactionExportCall = defineCall({
  method: 'post',
  path: 'report/payment/export/new',
  title: 'خروجی تراکنش‌ها',
  summary:
    "The wallet's transactions with report/payment/new's filters, as csv or xlsx (export_type financial): a job whose file lands in user/files (Jalali times, amounts in rials)",
  origin: { designed: "The panel's report/payment/export/new: export_type 'financial' plus filters." },
  tag,
  auth,
  permission: 'wallet.export',
  budget: 'export',
  body: FinancialExportSchema,
  data: UserFileSchema,
  errors: { 202: 'The export was started; its file is in user/files' },
});

export const walletAlertShowCall = defineCall({
  method: 'get',
  path: 'user/setting/wallet_alert',
  title: 'مشاهده هشدار کمبود اعتبار',
  summary:
    'The low-balance alert: on or off, the threshold (rials), whether it is tripped (the balance went below it: the panel shows its banner) and the credit now',
  origin: { designed: 'The low-balance alert, on or off, at least 200,000 rials.' },
  tag,
  auth,
  permission: 'wallet.view',
  data: WalletAlertStateSchema,
});

export const walletAlertSaveCall = defineCall({
  method: 'post',
  path: 'user/setting/wallet_alert',
  title: 'تنظیم هشدار کمبود اعتبار',
  summary:
    'Set the low-balance alert: enabled, threshold (rials, at least 200,000). Crossing below it sends one SMS to the owner and shows the banner, not again until the balance is back at or above it',
  origin: { designed: 'The low-balance alert, on or off, at least 200,000 rials.' },
  tag,
  auth,
  permission: 'owner',
  body: WalletAlertSettingsSchema,
  data: WalletAlertStateSchema,
  errors: { 422: 'A threshold below 200,000 rials' },
});

// The provider's side, simulated (demo only) --------------------------------------------------------

const demoOrigin = {
  designed: 'Demo only: the provider’s staff approve or reject transfers; absent beside a real SMS gateway.',
};

export const demoPaymentApproveCall = defineCall({
  method: 'post',
  path: 'demo/payments/{payment_id}/approve',
  title: 'تأیید پرداخت (نسخهٔ نمایشی)',
  summary:
    "Demo only: the provider approves one of the caller's pending transfers: the wallet gets amount − 10%, exactly once (a second approval is refused)",
  origin: demoOrigin,
  tag: 'demo',
  auth: 'token',
  body: PaymentDecisionSchema,
  data: TransferPaymentSchema,
  errors: { 404: 'No such payment of this user', 409: 'The payment is no longer pending' },
});

export const demoPaymentRejectCall = defineCall({
  method: 'post',
  path: 'demo/payments/{payment_id}/reject',
  title: 'رد پرداخت (نسخهٔ نمایشی)',
  summary:
    "Demo only: the provider rejects one of the caller's pending transfers (its reference may then be used again)",
  origin: demoOrigin,
  tag: 'demo',
  auth: 'token',
  body: PaymentDecisionSchema,
  data: TransferPaymentSchema,
  errors: { 404: 'No such payment of this user', 409: 'The payment is no longer pending' },
});

/** The live events of this area (payload shapes). */
export const PaymentSettledEventSchema = v.object({
  payment_id: v.number(),
  state: v.string(),
});
export const WalletLowEventSchema = v.object({
  threshold: v.number(),
  credit: v.number(),
});
