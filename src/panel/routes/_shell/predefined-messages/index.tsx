import { createFileRoute } from '@tanstack/react-router';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/predefined-messages/')({
  staticData: { title: 'پیام‌های آماده' },
  validateSearch: listSearch(0),
  beforeLoad: canonicalSearch,
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="پیام آماده‌ای نیست"
      description="متن‌های پرکاربرد را ذخیره کنید تا هنگام ارسال سریع‌تر بنویسید."
    />
  );
}
