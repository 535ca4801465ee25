import { createFileRoute } from '@tanstack/react-router';
import { requireDevice } from '../../../lib/device.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/contacts/manage-more-features')({
  staticData: { title: 'ویژگی‌های بیشتر', device: 'mobile' },
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
      title="ویژگی‌ای تعریف نشده است"
      description="برای مخاطبان ویژگی‌هایی مانند تاریخ تولد یا شهر تعریف کنید."
    />
  );
}
