import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { TicketScreen } from '../../../../features/support/ticket-screen.tsx';

export const Route = createFileRoute('/_shell/support/tickets/$id')({
  staticData: { title: 'تیکت' },
  component: Screen,
});

const route = getRouteApi('/_shell/support/tickets/$id');

function Screen() {
  const { id } = route.useParams();
  return <TicketScreen id={Number(id)} />;
}
