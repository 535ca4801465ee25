import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/colleagues/create-access')({
  staticData: { title: 'ساخت دسترسی' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="ساخت دسترسی" description="نام نقش و دسترسی‌های آن را مشخص کنید." />;
}
