import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/pattern/$id')({
  staticData: { title: 'الگو' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="الگو" description="جزئیات این الگو هنوز بارگذاری نشده است." />;
}
