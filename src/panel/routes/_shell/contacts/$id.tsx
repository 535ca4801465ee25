import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { ContactScreen } from '../../../features/contacts/contact-screen.tsx';

export const Route = createFileRoute('/_shell/contacts/$id')({
  staticData: { title: 'مخاطب' },
  component: Screen,
});

const route = getRouteApi('/_shell/contacts/$id');

function Screen() {
  return <ContactScreen id={route.useParams().id} />;
}
