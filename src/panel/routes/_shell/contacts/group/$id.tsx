import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { BookScreen } from '../../../../features/contacts/book-screen.tsx';
import { bookMemberSearch } from '../../../../features/contacts/contacts-search.ts';
import { canonicalSearch, listSearch } from '../../../../lib/list-search.ts';

export const Route = createFileRoute('/_shell/contacts/group/$id')({
  staticData: { title: 'دفترچه تلفن' },
  validateSearch: listSearch(0, bookMemberSearch),
  beforeLoad: canonicalSearch,
  component: Screen,
});

const route = getRouteApi('/_shell/contacts/group/$id');

function Screen() {
  return <BookScreen id={route.useParams().id} search={route.useSearch()} />;
}
