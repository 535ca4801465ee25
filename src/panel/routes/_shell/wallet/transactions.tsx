import { createFileRoute } from '@tanstack/react-router';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/wallet/transactions')({
  staticData: { title: 'تراکنش‌ها' },
  validateSearch: listSearch(0),
  beforeLoad: canonicalSearch,
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="تراکنشی نیست"
      description="پرداخت‌ها و برداشت‌های کیف پول شما اینجا نمایش داده می‌شوند."
      action={{ to: '/wallet/credit', label: 'افزایش اعتبار' }}
    />
  );
}
