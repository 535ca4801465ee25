import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { ColleagueScreen } from '../../../features/colleagues/colleague-screen.tsx';

export const Route = createFileRoute('/_shell/colleagues/$id')({
  staticData: { title: 'همکار' },
  component: Screen,
});

const route = getRouteApi('/_shell/colleagues/$id');

function Screen() {
  const { id } = route.useParams();
  return <ColleagueScreen key={id} id={Number(id)} />;
}
