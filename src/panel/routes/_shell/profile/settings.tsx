import { createFileRoute } from '@tanstack/react-router';
import { accountSettingsQuery } from '../../../features/account/hub.queries.ts';
import { AccountSettingsScreen } from '../../../features/account/settings.tsx';
import { senderLinesQuery } from '../../../lib/sender-lines.queries.ts';

export const Route = createFileRoute('/_shell/profile/settings')({
  staticData: { title: 'تنظیمات حساب' },
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(accountSettingsQuery());
    void queryClient.prefetchQuery(senderLinesQuery());
  },
  component: AccountSettingsScreen,
});
