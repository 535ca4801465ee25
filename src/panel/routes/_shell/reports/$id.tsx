import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/reports/$id')({
  staticData: { title: 'جزئیات ارسال' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="گیرنده‌ای نیست" description="برای این ارسال گیرنده‌ای ثبت نشده است." />;
}
