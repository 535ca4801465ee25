import { createFileRoute, getRouteApi } from '@tanstack/react-router';
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
  component: Screen,
});

const route = getRouteApi('/_shell/contacts/all-contacts');

function Screen() {
  return <ContactsList search={route.useSearch()} />;
}
