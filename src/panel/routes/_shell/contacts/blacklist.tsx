import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { BlacklistList } from '../../../features/contacts/blacklist-list.tsx';
import { badNumberFilter, blacklistQuery } from '../../../features/contacts/contacts.queries.ts';
import { numberSearch } from '../../../features/contacts/contacts-search.ts';
import { requireDevice } from '../../../lib/device.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';

// A phone screen; a desktop reaches the same list from /contacts, in its tab.
export const Route = createFileRoute('/_shell/contacts/blacklist')({
  staticData: { title: 'لیست سیاه', device: 'mobile' },
  validateSearch: listSearch(0, numberSearch),
  beforeLoad: (context) => {
    requireDevice('mobile');
    canonicalSearch(context);
  },
  loaderDeps: ({ search: { page, limit, number } }) => ({ page, limit, number }),
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient }, deps: { number, ...paging } }) => {
    // A number the screen refuses is not asked for.
    if (!badNumberFilter(number)) void queryClient.prefetchQuery(blacklistQuery(paging, number));
  },
  component: Screen,
});

const route = getRouteApi('/_shell/contacts/blacklist');

function Screen() {
  return <BlacklistList search={route.useSearch()} />;
}
