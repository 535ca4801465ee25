import { queryOptions } from '@tanstack/react-query';
import {
  paymentGenerateUrlCall,
  paymentPath,
  paymentVerifyCall,
  promotionTodayCall,
} from '../../../domain/api/calls/wallet-pay.calls.ts';
import { call } from '../../lib/api.ts';

export const walletKeys = {
  all: ['wallet'] as const,
  promotion: () => [...walletKeys.all, 'promotion'] as const,
  payment: (id: number) => [...walletKeys.all, 'payment', id] as const,
};

/** Today's promotion on online top-ups, or null. */
export const promotionQuery = () =>
  queryOptions({ queryKey: walletKeys.promotion(), queryFn: () => call(promotionTodayCall) });

/**
 * A payment as the result page shows it. The server verifies a pending online payment with the bank
 * before it answers, so reading it again is how the page asks "has it settled yet?".
 */
export const paymentQuery = (id: number) =>
  queryOptions({
    queryKey: walletKeys.payment(id),
    queryFn: () => call({ ...paymentVerifyCall, path: paymentPath(paymentVerifyCall, id) }),
  });

/** Where the bank sends the browser back: this panel's result page (it adds ?payment_id=). */
export const resultPageUrl = () => new URL('/wallet/payment-result', location.origin).href;

/**
 * Asks for the bank's page for a top-up of `amount` rials. Made once per tap with the tap's key: the
 * server answers a repeat of the same key with the same payment instead of a second one.
 */
export const startOnlinePayment = (amount: number, idempotencyKey: string) =>
  call(paymentGenerateUrlCall, {
    query: { amount, callbackUrl: resultPageUrl(), description: 'افزایش اعتبار کیف پول' },
    idempotencyKey,
  });
