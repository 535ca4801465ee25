import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/facilities')({
  staticData: { title: 'امکانات' },
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="امکانات پنل"
      description="امکانات بیشتر با خرید پنل فعال می‌شوند؛ برای خرید تیکت ثبت کنید."
      action={{ to: '/support/create-ticket', label: 'ثبت تیکت' }}
    />
  );
}
