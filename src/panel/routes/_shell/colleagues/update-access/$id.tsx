import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/colleagues/update-access/$id')({
  staticData: { title: 'ویرایش دسترسی' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="ویرایش دسترسی" description="دسترسی‌های این نقش را تغییر دهید." />;
}
