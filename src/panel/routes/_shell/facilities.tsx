import { createFileRoute } from '@tanstack/react-router';
import { ServicesScreen } from '../../features/support/services-screen.tsx';

export const Route = createFileRoute('/_shell/facilities')({
  staticData: { title: 'امکانات' },
  component: Screen,
});

function Screen() {
  return (
    <ServicesScreen intro="امکانات بیشتر با خرید طرح یا خدمت فعال می‌شوند؛ هر کدام را با ثبت تیکت بخرید." />
  );
}
