import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from '../features/auth/not-found-screen.tsx';

export const Route = createFileRoute('/404')({
  staticData: { title: 'صفحه پیدا نشد' },
  component: NotFoundScreen,
});
