import { createFileRoute } from '@tanstack/react-router';
import { CreatePatternScreen } from '../../../features/patterns/pattern-edit-screens.tsx';

export const Route = createFileRoute('/_shell/pattern/create')({
  staticData: { title: 'ساخت الگو' },
  component: CreatePatternScreen,
});
