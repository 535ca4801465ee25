import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/support/tickets/$id')({
  staticData: { title: 'تیکت' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="پیامی نیست" description="در این تیکت هنوز پیامی ثبت نشده است." />;
}
