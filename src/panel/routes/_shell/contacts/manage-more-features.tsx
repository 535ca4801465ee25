import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { optionListQuery } from '../../../features/contacts/contacts.queries.ts';
import { FeaturesList } from '../../../features/contacts/features-list.tsx';
import { requireDevice } from '../../../lib/device.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';

// A phone screen; a desktop reaches the same list from /contacts, in its tab.
export const Route = createFileRoute('/_shell/contacts/manage-more-features')({
  staticData: { title: 'ویژگی‌ها', device: 'mobile' },
  validateSearch: listSearch(0),
  beforeLoad: (context) => {
    requireDevice('mobile');
    canonicalSearch(context);
  },
  loaderDeps: ({ search: { page, limit } }) => ({ page, limit }),
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(optionListQuery(deps));
  },
  component: Screen,
});

const route = getRouteApi('/_shell/contacts/manage-more-features');

function Screen() {
  return <FeaturesList search={route.useSearch()} />;
}
