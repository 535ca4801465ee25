import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/support/contact-info')({
  staticData: { title: 'اطلاعات تماس پشتیبانی' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="اطلاعات تماس" description="راه‌های تماس با پشتیبانی." />;
}
