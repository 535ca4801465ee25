import { createFileRoute } from '@tanstack/react-router';
import { CreateRoleScreen } from '../../../features/colleagues/role-form.tsx';

export const Route = createFileRoute('/_shell/colleagues/create-access')({
  staticData: { title: 'ساخت دسترسی' },
  component: CreateRoleScreen,
});
