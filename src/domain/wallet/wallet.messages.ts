// The descriptions a wallet transaction carries, as the user reads them in the transactions list
// (digits are shown in Persian when displayed).
export const walletTexts = {
  send: (bulkId: number) => `ارسال پیامک، شناسه ارسال ${bulkId}`,
  sendRefund: (bulkId: number) => `بازگشت مبلغ ارسال متوقف‌شده، شناسه ارسال ${bulkId}`,
  demoTopUp: 'افزایش اعتبار آزمایشی',
} as const;

/** An online top-up's deposit (the payment's number, for the payer's records). */
export const onlineTopUpText = (paymentId: number) =>
  `افزایش اعتبار از درگاه پرداخت اینترنتی، شناسه پرداخت ${paymentId}`;
