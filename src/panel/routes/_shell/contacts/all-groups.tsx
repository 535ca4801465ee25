import { createFileRoute } from '@tanstack/react-router';
import { requireDevice } from '../../../lib/device.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/contacts/all-groups')({
  staticData: { title: 'دفترچه‌های تلفن', device: 'mobile' },
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
      title="دفترچه تلفنی ندارید"
      description="یک دفترچه تلفن بسازید و مخاطبان را در آن گروه‌بندی کنید."
    />
  );
}
