import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { patternListFor } from '../../../features/patterns/patterns.queries.ts';
import { PatternsHome } from '../../../features/patterns/patterns-list.tsx';
import { canonicalSearch, listSearch, textParam } from '../../../lib/list-search.ts';

// The filters as the filter bar writes them (text). The state is checked against the states by the
// screen: this file is in every first visit, the enums are not.

export const Route = createFileRoute('/_shell/pattern/')({
  staticData: { title: 'الگوها' },
  // Two tabs: the user's patterns, the systemic ones.
  validateSearch: listSearch(2, { title: textParam, code: textParam, state: textParam }),
  beforeLoad: canonicalSearch,
  loaderDeps: ({ search }) => search,
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(patternListFor(deps));
  },
  component: Screen,
});

// The screen reads its params through the route's id, not the Route object: a split-off screen that
// imported Route would pull this file out of the first visit's chunk into one of its own.
const route = getRouteApi('/_shell/pattern/');

function Screen() {
  return <PatternsHome search={route.useSearch()} />;
}
