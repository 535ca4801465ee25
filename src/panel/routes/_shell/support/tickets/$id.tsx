import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { ticketQuery } from '../../../../features/support/support.queries.ts';
import { TicketScreen } from '../../../../features/support/ticket-screen.tsx';

export const Route = createFileRoute('/_shell/support/tickets/$id')({
  staticData: { title: 'تیکت' },
  loader: ({ context: { queryClient }, params }) => {
    const id = Number(params.id);
    if (Number.isSafeInteger(id) && id > 0) void queryClient.prefetchQuery(ticketQuery(id));
  },
  component: Screen,
});

const route = getRouteApi('/_shell/support/tickets/$id');

function Screen() {
  const { id } = route.useParams();
  return <TicketScreen id={Number(id)} />;
}
