import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/developers/documents')({
  staticData: { title: 'مستندات' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="مستندات" description="راهنمای فراخوانی وب‌سرویس پیامک." />;
}
