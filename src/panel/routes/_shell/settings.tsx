import { createFileRoute } from '@tanstack/react-router';
import { ServicesScreen } from '../../features/support/services-screen.tsx';

export const Route = createFileRoute('/_shell/settings')({
  staticData: { title: 'تنظیمات' },
  component: Screen,
});

function Screen() {
  return <ServicesScreen intro="این تنظیمات در طرح فعلی شما نیست؛ با خرید یکی از خدمات زیر فعال می‌شود." />;
}
