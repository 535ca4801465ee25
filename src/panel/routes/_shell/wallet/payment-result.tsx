import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/wallet/payment-result')({
  staticData: { title: 'نتیجه پرداخت' },
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="نتیجه پرداخت"
      description="اگر پرداخت ناموفق بوده و مبلغی کسر شده، ظرف ۷۲ ساعت بازگردانده می‌شود."
      action={{ to: '/wallet/transactions', label: 'تراکنش‌ها' }}
    />
  );
}
