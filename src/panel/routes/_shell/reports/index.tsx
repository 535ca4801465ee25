import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { reportFilterSearch } from '../../../features/reports/report-filter-search.ts';
import { reportListQuery } from '../../../features/reports/report-lists.queries.ts';
import { ReportsList } from '../../../features/reports/reports-list.tsx';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';

export const Route = createFileRoute('/_shell/reports/')({
  staticData: { title: 'گزارش‌ها' },
  validateSearch: listSearch(3, reportFilterSearch),
  beforeLoad: canonicalSearch,
  loaderDeps: ({ search }) => search,
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(reportListQuery(deps));
  },
  component: Screen,
});

// The screen reads its params through the route's id, not the Route object: a split-off screen that
// imported Route would pull this file out of the first visit's chunk into one of its own.
const route = getRouteApi('/_shell/reports/');

function Screen() {
  return <ReportsList search={route.useSearch()} />;
}
