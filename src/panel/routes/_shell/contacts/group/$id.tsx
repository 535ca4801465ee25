import { createFileRoute } from '@tanstack/react-router';
import { canonicalSearch, listSearch } from '../../../../lib/list-search.ts';
import { EmptyArea } from '../../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/contacts/group/$id')({
  staticData: { title: 'دفترچه تلفن' },
  validateSearch: listSearch(0),
  beforeLoad: canonicalSearch,
  component: Screen,
});

function Screen() {
  return <EmptyArea title="این دفترچه خالی است" description="مخاطبانی به این دفترچه تلفن اضافه کنید." />;
}
