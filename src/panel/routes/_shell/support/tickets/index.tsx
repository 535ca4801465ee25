import { createFileRoute } from '@tanstack/react-router';
import { canonicalSearch, listSearch } from '../../../../lib/list-search.ts';
import { EmptyArea } from '../../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/support/tickets/')({
  staticData: { title: 'تیکت‌ها' },
  validateSearch: listSearch(0),
  beforeLoad: canonicalSearch,
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="تیکتی ثبت نکرده‌اید"
      description="پرسش یا درخواست خود را با ثبت تیکت برای پشتیبانی بفرستید."
      action={{ to: '/support/create-ticket', label: 'ثبت تیکت' }}
    />
  );
}
