import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { prefetchContactList } from '../../../features/contacts/contacts.queries.ts';
import { ContactsList } from '../../../features/contacts/contacts-list.tsx';
import { contactFilterSearch } from '../../../features/contacts/contacts-search.ts';
import { requireDevice } from '../../../lib/device.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';

// A phone screen; a desktop reaches the same list from /contacts, in its tab.
export const Route = createFileRoute('/_shell/contacts/all-contacts')({
  staticData: { title: 'همهٔ مخاطبان', device: 'mobile' },
  validateSearch: listSearch(0, contactFilterSearch),
  beforeLoad: (context) => {
    requireDevice('mobile');
    canonicalSearch(context);
  },
  loaderDeps: ({ search }) => search,
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient }, deps }) => prefetchContactList(queryClient, deps),
  component: Screen,
});

const route = getRouteApi('/_shell/contacts/all-contacts');

function Screen() {
  return <ContactsList search={route.useSearch()} />;
}
