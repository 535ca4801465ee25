import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { TransactionsScreen } from '../../../features/wallet/transactions-screen.tsx';
import { transactionsSearch } from '../../../features/wallet/transactions-search.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';

export const Route = createFileRoute('/_shell/wallet/transactions')({
  staticData: { title: 'تراکنش‌ها' },
  validateSearch: listSearch(0, transactionsSearch),
  beforeLoad: canonicalSearch,
  component: Screen,
});

// Read through the route's id: importing Route into the split-off screen would pull this file with it.
const route = getRouteApi('/_shell/wallet/transactions');

function Screen() {
  return <TransactionsScreen search={route.useSearch()} />;
}
