import { createFileRoute } from '@tanstack/react-router';
import { requireDevice } from '../../../lib/device.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/contacts/all-contacts')({
  staticData: { title: 'همه مخاطبان', device: 'mobile' },
  validateSearch: listSearch(0),
  beforeLoad: (context) => {
    requireDevice('mobile');
    canonicalSearch(context);
  },
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea title="مخاطبی ندارید" description="مخاطبان خود را اضافه کنید تا در دفترچه تلفن ذخیره شوند." />
  );
}
