import { createFileRoute } from '@tanstack/react-router';
import { ExportButton } from '../../../features/files/export-button.tsx';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/reports/')({
  staticData: { title: 'گزارش‌ها' },
  validateSearch: listSearch(3),
  beforeLoad: canonicalSearch,
  component: Screen,
});

function Screen() {
  const { tab } = Route.useSearch();
  return (
    <>
      {tab === 1 ? <ExportButton target={{ kind: 'systemic' }} label="خروجی ارسال‌های سیستمی" /> : null}
      <EmptyArea
        title="گزارشی نیست"
        description="در ۳۰ روز گذشته ارسالی نداشته‌اید."
        action={{ to: '/send-sms', label: 'ارسال پیامک' }}
      />
    </>
  );
}
