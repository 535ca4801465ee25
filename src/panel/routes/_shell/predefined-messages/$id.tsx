import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/predefined-messages/$id')({
  staticData: { title: 'پیام آماده' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="پیام آماده" description="این گروه هنوز پیامی ندارد." />;
}
