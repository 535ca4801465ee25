import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/colleagues/$id')({
  staticData: { title: 'همکار' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="همکار" description="اطلاعات این همکار هنوز بارگذاری نشده است." />;
}
