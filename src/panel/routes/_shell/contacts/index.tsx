import { createFileRoute } from '@tanstack/react-router';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/contacts/')({
  staticData: { title: 'مخاطبان' },
  validateSearch: listSearch(5),
  beforeLoad: canonicalSearch,
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea title="مخاطبی ندارید" description="مخاطبان خود را اضافه کنید تا در دفترچه تلفن ذخیره شوند." />
  );
}
