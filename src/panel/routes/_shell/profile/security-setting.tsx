import { createFileRoute } from '@tanstack/react-router';
import { sessionsQuery, twoStepQuery } from '../../../features/account/security/security.queries.ts';
import { SecurityScreen } from '../../../features/account/security/security-screen.tsx';

export const Route = createFileRoute('/_shell/profile/security-setting')({
  staticData: { title: 'امنیت' },
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(twoStepQuery());
    void queryClient.prefetchQuery(sessionsQuery());
  },
  component: SecurityScreen,
});
