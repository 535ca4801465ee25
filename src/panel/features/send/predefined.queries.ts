import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  PredefinedGroupItem,
  PredefinedMessage,
  PredefinedMessageItem,
  PredefinedMessageList,
} from '../../../domain/index.ts';
import { api } from '../../lib/api.ts';

/** The picker's page: a phone's screen of messages, more on demand. */
export const PREDEFINED_PAGE_SIZE = 10;

export type PredefinedFilters = { q: string; groupId: number | null };

export const predefinedKeys = {
  all: ['predefined'] as const,
  lists: () => [...predefinedKeys.all, 'list'] as const,
  list: (filters: PredefinedFilters) => [...predefinedKeys.lists(), filters] as const,
  groups: () => [...predefinedKeys.all, 'groups'] as const,
};

// spec 7 (Sending): user/draft/list, newest first, a page at a time.
export const predefinedListQuery = (filters: PredefinedFilters) =>
  infiniteQueryOptions({
    queryKey: predefinedKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api<PredefinedMessageList>('user/draft/list', {
        query: {
          page: pageParam,
          limit: PREDEFINED_PAGE_SIZE,
          q: filters.q || undefined,
          group_id: filters.groupId ?? undefined,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

// spec 7: user/draft/group/list, each group with how many messages it holds.
export const predefinedGroupsQuery = () =>
  queryOptions({
    queryKey: predefinedKeys.groups(),
    queryFn: () => api<PredefinedGroupItem[]>('user/draft/group/list'),
  });

// spec 7: user/draft/create.
export function createPredefined(body: PredefinedMessage) {
  return api<PredefinedMessageItem>('user/draft/create', { body });
}
