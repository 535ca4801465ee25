import { createFileRoute } from '@tanstack/react-router';
import { ApiKeysScreen } from '../../../features/developers/api-keys-screen.tsx';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';

export const Route = createFileRoute('/_shell/developers/api-keys')({
  staticData: { title: 'کلیدهای API' },
  validateSearch: listSearch(0),
  beforeLoad: canonicalSearch,
  component: ApiKeysScreen,
});
