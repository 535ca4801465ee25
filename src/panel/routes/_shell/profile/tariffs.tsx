import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/profile/tariffs')({
  staticData: { title: 'تعرفه‌ها' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="تعرفه‌ها" description="تعرفه ارسال پیامک به تفکیک اپراتور." />;
}
