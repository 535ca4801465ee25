import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { CancelList } from '../../../features/contacts/cancel-list.tsx';
import { badNumberFilter, cancel11Query } from '../../../features/contacts/contacts.queries.ts';
import { numberSearch } from '../../../features/contacts/contacts-search.ts';
import { requireDevice } from '../../../lib/device.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';

// A phone screen; a desktop reaches the same list from /contacts, in its tab.
export const Route = createFileRoute('/_shell/contacts/cancel_11')({
  staticData: { title: 'لیست لغو۱۱', device: 'mobile' },
  validateSearch: listSearch(0, numberSearch),
  beforeLoad: (context) => {
    requireDevice('mobile');
    canonicalSearch(context);
  },
  loaderDeps: ({ search: { page, limit, number } }) => ({ page, limit, number }),
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient }, deps: { number, ...paging } }) => {
    // A number the screen refuses is not asked for.
    if (!badNumberFilter(number)) void queryClient.prefetchQuery(cancel11Query(paging, number));
  },
  component: Screen,
});

const route = getRouteApi('/_shell/contacts/cancel_11');

function Screen() {
  return <CancelList search={route.useSearch()} />;
}
