import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { BookScreen } from '../../../../features/contacts/book-screen.tsx';
import { bookQuery, prefetchContactList } from '../../../../features/contacts/contacts.queries.ts';
import { bookMemberSearch } from '../../../../features/contacts/contacts-search.ts';
import { canonicalSearch, listSearch } from '../../../../lib/list-search.ts';

export const Route = createFileRoute('/_shell/contacts/group/$id')({
  staticData: { title: 'دفترچه تلفن' },
  validateSearch: listSearch(0, bookMemberSearch),
  beforeLoad: canonicalSearch,
  loaderDeps: ({ search }) => search,
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient }, params: { id }, deps }) => {
    void queryClient.prefetchQuery(bookQuery(id));
    prefetchContactList(queryClient, { ...deps, book: id });
  },
  component: Screen,
});

const route = getRouteApi('/_shell/contacts/group/$id');

function Screen() {
  return <BookScreen id={route.useParams().id} search={route.useSearch()} />;
}
