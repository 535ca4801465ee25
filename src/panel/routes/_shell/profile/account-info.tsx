import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/profile/account-info')({
  staticData: { title: 'اطلاعات حساب' },
  component: Screen,
});

function Screen() {
  return <EmptyArea title="اطلاعات حساب" description="اطلاعات حساب کاربری شما." />;
}
