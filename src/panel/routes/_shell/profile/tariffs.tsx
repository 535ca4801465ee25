import { createFileRoute } from '@tanstack/react-router';
import { TariffTable } from '../../../features/send/tariff-table.tsx';
import { userTariffQuery } from '../../../features/send/user-tariff.queries.ts';

export const Route = createFileRoute('/_shell/profile/tariffs')({
  staticData: { title: 'تعرفه‌ها' },
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(userTariffQuery());
  },
  component: TariffTable,
});
