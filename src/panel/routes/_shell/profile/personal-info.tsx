import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/profile/personal-info')({
  staticData: { title: 'اطلاعات هویتی' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="اطلاعات هویتی" description="اطلاعات هویتی خود را تکمیل کنید." />;
}
