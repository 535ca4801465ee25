import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/contacts/$id')({
  staticData: { title: 'مخاطب' },
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="مخاطب"
      description="اطلاعات این مخاطب هنوز بارگذاری نشده است."
      action={{ to: '/contacts', label: 'مخاطبان' }}
    />
  );
}
