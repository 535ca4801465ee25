import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { inboxLinesQuery, inboxListFor } from '../../features/inbox/inbox.queries.ts';
import { InboxScreen } from '../../features/inbox/inbox-screen.tsx';
import { canonicalSearch, listSearch, textParam } from '../../lib/list-search.ts';

export const Route = createFileRoute('/_shell/inbox')({
  staticData: { title: 'صندوق دریافت' },
  validateSearch: listSearch(0, {
    line: textParam,
    sender: textParam,
    from: textParam,
    to: textParam,
    text: textParam,
    seen: textParam,
  }),
  beforeLoad: canonicalSearch,
  loaderDeps: ({ search }) => search,
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient }, deps }) => {
    const list = inboxListFor(deps);
    if (list) void queryClient.prefetchQuery(list);
    void queryClient.prefetchQuery(inboxLinesQuery());
  },
  component: Screen,
});

// The screen reads its params through the route's id, not the Route object: a split-off screen that
// imported Route would pull this file out of the first visit's chunk into one of its own.
const route = getRouteApi('/_shell/inbox');

function Screen() {
  return <InboxScreen search={route.useSearch()} />;
}
