import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/wallet/credit')({
  staticData: { title: 'افزایش اعتبار' },
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="افزایش اعتبار"
      description="مبلغ دلخواه (دست‌کم ۱٬۰۰۰٬۰۰۰ ریال) را وارد کنید و پرداخت را ادامه دهید."
    />
  );
}
