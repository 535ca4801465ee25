import { createFileRoute } from '@tanstack/react-router';
import { ServicesScreen } from '../../features/support/services-screen.tsx';

export const Route = createFileRoute('/_shell/plans')({
  staticData: { title: 'طرح‌ها' },
  component: Screen,
});

function Screen() {
  return (
    <ServicesScreen intro="طرح یا خدمتی را انتخاب کنید؛ خرید با ثبت تیکت انجام می‌شود و پشتیبانی پیش‌فاکتور را در همان تیکت می‌فرستد." />
  );
}
