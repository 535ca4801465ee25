import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import * as v from 'valibot';
import { PaymentResultScreen } from '../../../features/wallet/payment-result-screen.tsx';

// The bank returns the browser here with the payment's id; a hand-edited one falls back to none.
export const Route = createFileRoute('/_shell/wallet/payment-result')({
  staticData: { title: 'نتیجه پرداخت' },
  validateSearch: v.object({
    payment_id: v.fallback(
      v.optional(v.pipe(v.union([v.number(), v.string()]), v.toNumber(), v.integer(), v.minValue(1))),
      undefined,
    ),
  }),
  component: Screen,
});

const route = getRouteApi('/_shell/wallet/payment-result');

function Screen() {
  return <PaymentResultScreen paymentId={route.useSearch().payment_id} />;
}
