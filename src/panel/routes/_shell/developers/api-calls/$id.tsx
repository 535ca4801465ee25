import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/developers/api-calls/$id')({
  staticData: { title: 'فراخوانی API' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="فراخوانی API" description="جزئیات این فراخوانی هنوز بارگذاری نشده است." />;
}
