import { createFileRoute } from '@tanstack/react-router';
import { requireDevice } from '../../../lib/device.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/contacts/cancel_11')({
  staticData: { title: 'لیست لغو۱۱', device: 'mobile' },
  validateSearch: listSearch(0),
  beforeLoad: (context) => {
    requireDevice('mobile');
    canonicalSearch(context);
  },
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="لیست لغو۱۱ خالی است"
      description="شماره‌هایی که با ارسال «۱۱» لغو عضویت کرده‌اند اینجا نمایش داده می‌شوند."
    />
  );
}
