import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/profile/settings')({
  staticData: { title: 'تنظیمات حساب' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="تنظیمات حساب" description="هشدار کمبود اعتبار و خط پیش‌فرض را تنظیم کنید." />;
}
