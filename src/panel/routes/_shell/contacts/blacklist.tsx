import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { BlacklistList } from '../../../features/contacts/blacklist-list.tsx';
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
  component: Screen,
});

const route = getRouteApi('/_shell/contacts/blacklist');

function Screen() {
  return <BlacklistList search={route.useSearch()} />;
}
