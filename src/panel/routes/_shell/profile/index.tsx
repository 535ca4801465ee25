import { createFileRoute } from '@tanstack/react-router';
import { identityDocumentsQuery } from '../../../features/account/hub.queries.ts';
import { ProfileHub } from '../../../features/account/hub.tsx';
import { creditQuery, meQuery } from '../../../lib/account.queries.ts';

export const Route = createFileRoute('/_shell/profile/')({
  staticData: { title: 'مشاهده پروفایل' },
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(meQuery());
    void queryClient.prefetchQuery(creditQuery());
    void queryClient.prefetchQuery(identityDocumentsQuery());
  },
  component: ProfileHub,
});
