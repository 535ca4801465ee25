import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { TransactionsScreen } from '../../../features/wallet/transactions-screen.tsx';
import { transactionsSearch } from '../../../features/wallet/transactions-search.ts';
import { transactionsQuery } from '../../../features/wallet/wallet.queries.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';

export const Route = createFileRoute('/_shell/wallet/transactions')({
  staticData: { title: 'تراکنش‌ها' },
  validateSearch: listSearch(0, transactionsSearch),
  beforeLoad: canonicalSearch,
  loaderDeps: ({ search }) => search,
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(transactionsQuery(deps));
  },
  component: Screen,
});

// Read through the route's id: importing Route into the split-off screen would pull this file with it.
const route = getRouteApi('/_shell/wallet/transactions');

function Screen() {
  return <TransactionsScreen search={route.useSearch()} />;
}
