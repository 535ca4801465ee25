import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { SystemicPatternScreen } from '../../../../features/patterns/systemic-screen.tsx';

export const Route = createFileRoute('/_shell/pattern/systemic/$id')({
  staticData: { title: 'الگوی سیستمی' },
  component: Screen,
});

const route = getRouteApi('/_shell/pattern/systemic/$id');

function Screen() {
  const { id } = route.useParams();
  return <SystemicPatternScreen key={id} code={id} />;
}
