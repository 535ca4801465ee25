import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { UpdateRoleScreen } from '../../../../features/colleagues/role-form.tsx';

export const Route = createFileRoute('/_shell/colleagues/update-access/$id')({
  staticData: { title: 'ویرایش دسترسی' },
  component: Screen,
});

const route = getRouteApi('/_shell/colleagues/update-access/$id');

function Screen() {
  const { id } = route.useParams();
  return <UpdateRoleScreen key={id} id={Number(id)} />;
}
