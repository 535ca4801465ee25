import { createFileRoute } from '@tanstack/react-router';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/developers/api-keys')({
  staticData: { title: 'کلیدهای API' },
  validateSearch: listSearch(0),
  beforeLoad: canonicalSearch,
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea title="کلید API ندارید" description="برای اتصال نرم‌افزار خود به پنل، یک کلید API بسازید." />
  );
}
