import { formatNumber } from '../core/digits.ts';

// The descriptions a wallet transaction carries, as the user reads them in the transactions list
// (digits are shown in Persian when displayed).
export const walletTexts = {
  send: (bulkId: number) => `ارسال پیامک، شناسه ارسال ${bulkId}`,
  sendRefund: (bulkId: number) => `بازگشت مبلغ ارسال متوقف‌شده، شناسه ارسال ${bulkId}`,
  demoTopUp: 'افزایش اعتبار آزمایشی',
  /** A transfer to the provider: the payment's description, and its deposit's once approved. */
  transfer: (method: 'card_to_card' | 'bank_pay', reference: string) =>
    method === 'card_to_card'
      ? `افزایش اعتبار با کارت به کارت، شماره پیگیری ${reference}`
      : `افزایش اعتبار با واریز بانکی، شماره فیش ${reference}`,
} as const;

/** The low-balance alert's SMS to the wallet's owner (amounts in Persian digits). */
export const walletLowText = (threshold: number, credit: number): string =>
  `پیامک‌رسان: اعتبار کیف پول شما به کمتر از ${formatNumber(threshold)} ریال رسید (موجودی: ${formatNumber(credit)} ریال). برای ادامهٔ ارسال، اعتبار خود را افزایش دهید.`;

/** Who an account owner without a parent account asks for credit. */
export const providerSupportName = 'پشتیبانی پیامک‌رسان';

/** Why the simulated provider rejected a transfer: its bank does not know the reference. */
export const unknownReferenceComment = 'شماره پیگیری در بانک یافت نشد';

/** An online top-up's deposit (the payment's number, for the payer's records). */
export const onlineTopUpText = (paymentId: number) =>
  `افزایش اعتبار از درگاه پرداخت اینترنتی، شناسه پرداخت ${paymentId}`;

/** The transactions export: its sheet name and column headers, in the order it writes the columns. */
export const transactionsExportTexts = {
  sheetName: 'تراکنش‌های مالی',
  header: [
    'شناسه',
    'زمان',
    'نوع',
    'بابت',
    'مبلغ (ریال)',
    'موجودی پس از تراکنش (ریال)',
    'شرح',
    'شناسه ارسال',
    'روش پرداخت',
    'وضعیت پرداخت',
    'شماره پیگیری',
  ],
} as const;
