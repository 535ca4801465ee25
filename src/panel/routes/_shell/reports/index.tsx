import { createFileRoute } from '@tanstack/react-router';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/reports/')({
  staticData: { title: 'گزارش‌ها' },
  validateSearch: listSearch(3),
  beforeLoad: canonicalSearch,
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="گزارشی نیست"
      description="در ۳۰ روز گذشته ارسالی نداشته‌اید."
      action={{ to: '/send-sms', label: 'ارسال پیامک' }}
    />
  );
}
