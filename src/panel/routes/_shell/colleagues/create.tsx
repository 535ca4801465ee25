import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/colleagues/create')({
  staticData: { title: 'افزودن همکار' },
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="افزودن همکار"
      description="برای افزودن همکار ابتدا باید دسترسی بسازید."
      action={{ to: '/colleagues/create-access', label: 'ساخت دسترسی' }}
    />
  );
}
