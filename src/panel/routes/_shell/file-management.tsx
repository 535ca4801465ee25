import { createFileRoute } from '@tanstack/react-router';
import { canonicalSearch, listSearch } from '../../lib/list-search.ts';
import { EmptyArea } from '../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/file-management')({
  staticData: { title: 'مدیریت فایل‌ها' },
  validateSearch: listSearch(0),
  beforeLoad: canonicalSearch,
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="فایلی نیست"
      description="فایل‌هایی که بارگذاری می‌کنید یا از گزارش‌ها می‌گیرید اینجا هستند."
    />
  );
}
