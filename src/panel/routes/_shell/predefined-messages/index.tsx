import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { PredefinedScreen } from '../../../features/predefined/predefined-screen.tsx';
import { predefinedSearch } from '../../../features/predefined/predefined-search.ts';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';

export const Route = createFileRoute('/_shell/predefined-messages/')({
  staticData: { title: 'پیام‌های آماده' },
  validateSearch: listSearch(0, predefinedSearch),
  beforeLoad: canonicalSearch,
  component: Screen,
});

const route = getRouteApi('/_shell/predefined-messages/');

function Screen() {
  return <PredefinedScreen search={route.useSearch()} />;
}
