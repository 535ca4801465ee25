import { createFileRoute } from '@tanstack/react-router';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/pattern/')({
  staticData: { title: 'الگوها' },
  validateSearch: listSearch(2),
  beforeLoad: canonicalSearch,
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="الگویی نساخته‌اید"
      description="برای پیامک‌های تکراری مانند کد تأیید، الگو بسازید."
      action={{ to: '/pattern/create', label: 'ساخت الگو' }}
    />
  );
}
