import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { ColleaguesHome } from '../../../features/colleagues/colleagues-home.tsx';
import { canonicalSearch, listSearch, textParam } from '../../../lib/list-search.ts';

// The filters as the filter bars write them (text); the screen checks them against the statuses and
// actions: this file is in every first visit, those lists are not.
export const Route = createFileRoute('/_shell/colleagues/')({
  staticData: { title: 'همکاران' },
  // Three tabs: colleagues (status, search), access roles, the activity log (member, action, days).
  validateSearch: listSearch(3, {
    status: textParam,
    search: textParam,
    member: textParam,
    action: textParam,
    from: textParam,
    to: textParam,
  }),
  beforeLoad: canonicalSearch,
  component: Screen,
});

// Read through the route's id, not Route: the split-off screen must not pull this file along.
const route = getRouteApi('/_shell/colleagues/');

function Screen() {
  return <ColleaguesHome search={route.useSearch()} />;
}
