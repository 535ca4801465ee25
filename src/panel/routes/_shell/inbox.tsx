import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import * as v from 'valibot';
import { inboxLinesQuery, inboxListFor } from '../../features/inbox/inbox.queries.ts';
import { InboxScreen } from '../../features/inbox/inbox-screen.tsx';
import { canonicalSearch, listSearch } from '../../lib/list-search.ts';

/** A filter kept as the text the filter bar wrote; a number typed into the URL reads as its text. */
const filterText = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
  undefined,
);

export const Route = createFileRoute('/_shell/inbox')({
  staticData: { title: 'صندوق دریافت' },
  validateSearch: listSearch(0, {
    line: filterText,
    sender: filterText,
    from: filterText,
    to: filterText,
    text: filterText,
    seen: filterText,
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
