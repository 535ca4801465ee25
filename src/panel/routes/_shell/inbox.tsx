import { createFileRoute } from '@tanstack/react-router';
import { ExportButton } from '../../features/files/export-button.tsx';
import { canonicalSearch, listSearch } from '../../lib/list-search.ts';
import { EmptyArea } from '../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/inbox')({
  staticData: { title: 'صندوق دریافت' },
  validateSearch: listSearch(0),
  beforeLoad: canonicalSearch,
  component: Screen,
});

function Screen() {
  return (
    <>
      <ExportButton target={{ kind: 'inbox' }} label="خروجی پیام‌ها" />
      <EmptyArea
        title="پیامی دریافت نشده است"
        description="پاسخ‌هایی که مخاطبان به خطوط شما می‌فرستند اینجا نمایش داده می‌شوند."
      />
    </>
  );
}
