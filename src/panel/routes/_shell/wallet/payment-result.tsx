import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { PaymentResultScreen } from '../../../features/wallet/payment-result-screen.tsx';

/** The payment's id the bank returns with, or none when the URL holds no whole positive number. */
function paymentId(value: unknown): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

// The bank returns the browser here with the payment's id; a hand-edited one falls back to none.
// A plain check, not a schema: route checks are part of every first visit.
export const Route = createFileRoute('/_shell/wallet/payment-result')({
  staticData: { title: 'نتیجه پرداخت' },
  validateSearch: (search: Record<string, unknown>) => ({ payment_id: paymentId(search.payment_id) }),
  component: Screen,
});

const route = getRouteApi('/_shell/wallet/payment-result');

function Screen() {
  return <PaymentResultScreen paymentId={route.useSearch().payment_id} />;
}
