import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import {
  predefinedPageQuery,
  predefinedTotalQuery,
} from '../../../features/predefined/predefined-screen.queries.ts';
import { PredefinedScreen } from '../../../features/predefined/predefined-screen.tsx';
import { groupFilterOf, predefinedSearch } from '../../../features/predefined/predefined-search.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';
import { predefinedGroupsQuery } from '../../../lib/predefined.queries.ts';

export const Route = createFileRoute('/_shell/predefined-messages/')({
  staticData: { title: 'پیام‌های آماده' },
  validateSearch: listSearch(0, predefinedSearch),
  beforeLoad: canonicalSearch,
  loaderDeps: ({ search: { page, limit, group, q } }) => ({ page, limit, group, q }),
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient }, deps }) => {
    const filters = { group: groupFilterOf(deps.group), q: deps.q ?? '', page: deps.page, limit: deps.limit };
    void queryClient.prefetchQuery(predefinedPageQuery(filters));
    void queryClient.prefetchQuery(predefinedTotalQuery());
    void queryClient.prefetchQuery(predefinedGroupsQuery());
  },
  component: Screen,
});

const route = getRouteApi('/_shell/predefined-messages/');

function Screen() {
  return <PredefinedScreen search={route.useSearch()} />;
}
