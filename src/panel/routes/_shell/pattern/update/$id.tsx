import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/pattern/update/$id')({
  staticData: { title: 'ویرایش الگو' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="ویرایش الگو" description="ویرایش الگو پس از تأیید دوباره بررسی می‌شود." />;
}
