import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/profile/')({
  staticData: { title: 'مشاهده پروفایل' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="پروفایل" description="اطلاعات حساب، امنیت و تنظیمات خود را اینجا مدیریت کنید." />;
}
