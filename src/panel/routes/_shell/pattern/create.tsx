import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/pattern/create')({
  staticData: { title: 'ساخت الگو' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="ساخت الگو" description="متن الگو را با متغیرهایی مانند {{code}} بنویسید." />;
}
