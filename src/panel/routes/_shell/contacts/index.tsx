import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import {
  badNumberFilter,
  blacklistQuery,
  bookListQuery,
  cancel11Query,
  optionListQuery,
  prefetchContactList,
} from '../../../features/contacts/contacts.queries.ts';
import { ContactsHome } from '../../../features/contacts/contacts-home.tsx';
import {
  CONTACTS_TABS,
  contactFilterSearch,
  numberSearch,
  titleSearch,
} from '../../../features/contacts/contacts-search.ts';
import { currentDevice } from '../../../lib/device.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';

export const Route = createFileRoute('/_shell/contacts/')({
  staticData: { title: 'مخاطبان' },
  validateSearch: listSearch(CONTACTS_TABS.length, {
    ...contactFilterSearch,
    ...titleSearch,
    ...numberSearch,
  }),
  beforeLoad: canonicalSearch,
  loaderDeps: ({ search }) => search,
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient }, deps }) => {
    // A phone shows a menu here, each list on a screen of its own.
    if (currentDevice() === 'mobile') return;
    const paging = { page: deps.page, limit: deps.limit };
    // The lists, in the order of the tabs; a number the screen refuses is not asked for.
    if (deps.tab === 0) prefetchContactList(queryClient, deps);
    else if (deps.tab === 1) void queryClient.prefetchQuery(bookListQuery(paging, deps.title));
    else if (deps.tab === 2) void queryClient.prefetchQuery(optionListQuery(paging));
    else if (badNumberFilter(deps.number)) return;
    else if (deps.tab === 3) void queryClient.prefetchQuery(blacklistQuery(paging, deps.number));
    else void queryClient.prefetchQuery(cancel11Query(paging, deps.number));
  },
  component: Screen,
});

// The screen reads its params through the route's id, not the Route object: a split-off screen that
// imported Route would pull this file out of the first visit's chunk into one of its own.
const route = getRouteApi('/_shell/contacts/');

function Screen() {
  return <ContactsHome search={route.useSearch()} />;
}
