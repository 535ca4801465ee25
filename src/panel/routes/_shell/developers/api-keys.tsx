import { createFileRoute } from '@tanstack/react-router';
import { apiKeysQuery } from '../../../features/developers/api-keys.queries.ts';
import { ApiKeysScreen } from '../../../features/developers/api-keys-screen.tsx';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';

export const Route = createFileRoute('/_shell/developers/api-keys')({
  staticData: { title: 'کلیدهای API' },
  validateSearch: listSearch(0),
  beforeLoad: canonicalSearch,
  // The list is the account's keys whatever the URL says.
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(apiKeysQuery());
  },
  component: ApiKeysScreen,
});
