import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { UpdatePatternScreen } from '../../../../features/patterns/pattern-edit-screens.tsx';

export const Route = createFileRoute('/_shell/pattern/update/$id')({
  staticData: { title: 'ویرایش الگو' },
  component: Screen,
});

const route = getRouteApi('/_shell/pattern/update/$id');

function Screen() {
  const { id } = route.useParams();
  return <UpdatePatternScreen key={id} code={id} />;
}
