import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import * as v from 'valibot';
import { CreateTicketScreen } from '../../../features/support/create-ticket-screen.tsx';
import { createTicketSearch } from '../../../features/support/create-ticket-search.ts';

export const Route = createFileRoute('/_shell/support/create-ticket')({
  staticData: { title: 'ثبت تیکت' },
  validateSearch: v.object(createTicketSearch),
  component: Screen,
});

const route = getRouteApi('/_shell/support/create-ticket');

function Screen() {
  return <CreateTicketScreen search={route.useSearch()} />;
}
