import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { BooksList } from '../../../features/contacts/books-list.tsx';
import { bookListQuery } from '../../../features/contacts/contacts.queries.ts';
import { titleSearch } from '../../../features/contacts/contacts-search.ts';
import { requireDevice } from '../../../lib/device.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';

// A phone screen; a desktop reaches the same list from /contacts, in its tab.
export const Route = createFileRoute('/_shell/contacts/all-groups')({
  staticData: { title: 'دفترچه‌های تلفن', device: 'mobile' },
  validateSearch: listSearch(0, titleSearch),
  beforeLoad: (context) => {
    requireDevice('mobile');
    canonicalSearch(context);
  },
  loaderDeps: ({ search: { page, limit, title } }) => ({ page, limit, title }),
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient }, deps: { title, ...paging } }) => {
    void queryClient.prefetchQuery(bookListQuery(paging, title));
  },
  component: Screen,
});

const route = getRouteApi('/_shell/contacts/all-groups');

function Screen() {
  return <BooksList search={route.useSearch()} />;
}
