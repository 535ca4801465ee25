import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { MessageScreen } from '../../../features/predefined/message-screen.tsx';

export const Route = createFileRoute('/_shell/predefined-messages/$id')({
  staticData: { title: 'پیام آماده' },
  component: Screen,
});

const route = getRouteApi('/_shell/predefined-messages/$id');

function Screen() {
  return <MessageScreen id={route.useParams().id} />;
}
