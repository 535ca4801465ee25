import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { TicketsScreen } from '../../../../features/support/tickets-screen.tsx';
import { ticketsSearch } from '../../../../features/support/tickets-search.ts';
import { canonicalSearch, listSearch } from '../../../../lib/list-search.ts';

export const Route = createFileRoute('/_shell/support/tickets/')({
  staticData: { title: 'تیکت‌ها' },
  validateSearch: listSearch(0, ticketsSearch),
  beforeLoad: canonicalSearch,
  component: Screen,
});

const route = getRouteApi('/_shell/support/tickets/');

function Screen() {
  return <TicketsScreen search={route.useSearch()} />;
}
