import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { ContactsHome } from '../../../features/contacts/contacts-home.tsx';
import {
  CONTACTS_TABS,
  contactFilterSearch,
  numberSearch,
  titleSearch,
} from '../../../features/contacts/contacts-search.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';

export const Route = createFileRoute('/_shell/contacts/')({
  staticData: { title: 'مخاطبان' },
  validateSearch: listSearch(CONTACTS_TABS.length, {
    ...contactFilterSearch,
    ...titleSearch,
    ...numberSearch,
  }),
  beforeLoad: canonicalSearch,
  component: Screen,
});

// The screen reads its params through the route's id, not the Route object: a split-off screen that
// imported Route would pull this file out of the first visit's chunk into one of its own.
const route = getRouteApi('/_shell/contacts/');

function Screen() {
  return <ContactsHome search={route.useSearch()} />;
}
