import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/reports/archive-details/$id')({
  staticData: { title: 'جزئیات بایگانی' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="گیرنده‌ای نیست" description="برای این ارسال بایگانی‌شده گیرنده‌ای ثبت نشده است." />;
}
