import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/support/create-ticket')({
  staticData: { title: 'ثبت تیکت' },
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea title="ثبت تیکت" description="دسته و زیردسته موضوع را انتخاب کنید و پیام خود را بنویسید." />
  );
}
