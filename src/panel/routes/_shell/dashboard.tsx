import { createFileRoute } from '@tanstack/react-router';
import { bannersQuery, newsQuery, quickAccessQuery } from '../../features/dashboard/dashboard.queries.ts';
import { DashboardScreen } from '../../features/dashboard/dashboard-screen.tsx';

export const Route = createFileRoute('/_shell/dashboard')({
  staticData: { title: 'پیشخوان' },
  // Started, not awaited: offline, a paused fetch must not hold the screen that saved data can fill.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(bannersQuery());
    void queryClient.prefetchQuery(quickAccessQuery());
    void queryClient.prefetchQuery(newsQuery());
  },
  component: DashboardScreen,
});
