import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/settings')({
  staticData: { title: 'تنظیمات' },
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="تنظیمات"
      description="این بخش در پنل شما فعال نیست؛ برای فعال‌سازی با پشتیبانی هماهنگ کنید."
      action={{ to: '/support/create-ticket', label: 'ثبت تیکت' }}
    />
  );
}
