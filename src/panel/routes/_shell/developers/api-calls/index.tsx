import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { apiCallListFor } from '../../../../features/developers/api-calls.queries.ts';
import { ApiCallsScreen } from '../../../../features/developers/api-calls-screen.tsx';
import { canonicalSearch, listSearch, textParam } from '../../../../lib/list-search.ts';

export const Route = createFileRoute('/_shell/developers/api-calls/')({
  staticData: { title: 'فراخوانی‌های API' },
  validateSearch: listSearch(0, {
    key: textParam,
    status: textParam,
    path: textParam,
    request_id: textParam,
    from: textParam,
    to: textParam,
  }),
  beforeLoad: canonicalSearch,
  loaderDeps: ({ search }) => search,
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient }, deps }) => {
    const list = apiCallListFor(deps);
    if (list) void queryClient.prefetchQuery(list);
  },
  component: Screen,
});

// The screen reads its params through the route's id, not the Route object (a split-off screen).
const route = getRouteApi('/_shell/developers/api-calls/');

function Screen() {
  return <ApiCallsScreen search={route.useSearch()} />;
}
