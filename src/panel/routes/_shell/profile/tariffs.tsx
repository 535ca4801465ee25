import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { TariffsScreen } from '../../../features/account/tariff-extras.tsx';
import { TariffTable } from '../../../features/send/tariff-table.tsx';
import { userTariffQuery } from '../../../features/send/user-tariff.queries.ts';

export const Route = createFileRoute('/_shell/profile/tariffs')({
  staticData: { title: 'تعرفه‌ها' },
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(userTariffQuery());
  },
  component: Screen,
});

/** The price per part (the send area's table), then what is added to it and an example. */
function Screen() {
  const tariff = useQuery(userTariffQuery());
  return <TariffsScreen table={<TariffTable />} rows={tariff.data} />;
}
