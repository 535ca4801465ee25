import { createFileRoute } from '@tanstack/react-router';
import { CreateColleagueScreen } from '../../../features/colleagues/colleague-form.tsx';

export const Route = createFileRoute('/_shell/colleagues/create')({
  staticData: { title: 'افزودن همکار' },
  component: CreateColleagueScreen,
});
