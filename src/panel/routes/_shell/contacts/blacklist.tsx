import { createFileRoute } from '@tanstack/react-router';
import { requireDevice } from '../../../lib/device.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/contacts/blacklist')({
  staticData: { title: 'لیست سیاه', device: 'mobile' },
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
      title="لیست سیاه خالی است"
      description="شماره‌هایی که نباید پیامک دریافت کنند اینجا قرار می‌گیرند."
    />
  );
}
