import { createFileRoute } from '@tanstack/react-router';
import { CreditScreen } from '../../../features/wallet/credit-screen.tsx';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';

// Three ways to top up as tabs, the chosen one in the URL (tab, zero-based, in range).
export const Route = createFileRoute('/_shell/wallet/credit')({
  staticData: { title: 'افزایش اعتبار' },
  validateSearch: listSearch(3),
  beforeLoad: canonicalSearch,
  component: CreditScreen,
});
