import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/pattern/systemic/$id')({
  staticData: { title: 'الگوی سیستمی' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="الگوی سیستمی" description="جزئیات این الگو هنوز بارگذاری نشده است." />;
}
