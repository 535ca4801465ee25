import { queryOptions } from '@tanstack/react-query';
import * as calls from '../../../domain/developers/developers.calls.ts';
import { callList } from '../../lib/api.ts';

export const apiKeyKeys = {
  all: ['developers', 'api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
};

/** The account's keys, masked; a key is whole only in the answers of create and show. */
export const apiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeyKeys.list(),
    queryFn: () => callList(calls.apiKeyListCall, { query: { page: 1, per_page: 100 } }),
  });
