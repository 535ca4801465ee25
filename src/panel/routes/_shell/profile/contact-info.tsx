import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/profile/contact-info')({
  staticData: { title: 'اطلاعات تماس' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="اطلاعات تماس" description="راه‌های تماس خود را تکمیل کنید." />;
}
