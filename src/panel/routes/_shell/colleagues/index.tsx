import { createFileRoute } from '@tanstack/react-router';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/colleagues/')({
  staticData: { title: 'همکاران' },
  validateSearch: listSearch(2),
  beforeLoad: canonicalSearch,
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="همکاری اضافه نکرده‌اید"
      description="همکاران خود را با سطح دسترسی مشخص به پنل بیاورید."
      action={{ to: '/colleagues/create', label: 'افزودن همکار' }}
    />
  );
}
