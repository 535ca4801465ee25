import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { PatternScreen } from '../../../features/patterns/pattern-screen.tsx';

export const Route = createFileRoute('/_shell/pattern/$id')({
  staticData: { title: 'الگو' },
  component: Screen,
});

const route = getRouteApi('/_shell/pattern/$id');

function Screen() {
  const { id } = route.useParams();
  // A new code is a new pattern: nothing of the last one's state (a test send's values) carries over.
  return <PatternScreen key={id} code={id} />;
}
