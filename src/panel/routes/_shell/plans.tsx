import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/plans')({
  staticData: { title: 'طرح‌ها' },
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="طرح‌ها"
      description="این بخش در پنل شما فعال نیست؛ برای ارتقای طرح با پشتیبانی هماهنگ کنید."
      action={{ to: '/support/create-ticket', label: 'ثبت تیکت' }}
    />
  );
}
