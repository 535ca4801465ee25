import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { PREDEFINED_GROUPS_MAX, type PredefinedMessage } from '../../domain/index.ts';
import * as calls from '../../domain/predefined/predefined.calls.ts';
import { call, callList } from './api.ts';

/** The picker's page: a phone's screen of messages, more on demand. */
export const PREDEFINED_PAGE_SIZE = 10;

export type PredefinedFilters = { q: string; groupId: number | null };

export const predefinedKeys = {
  all: ['predefined'] as const,
  lists: () => [...predefinedKeys.all, 'list'] as const,
  list: (filters: PredefinedFilters) => [...predefinedKeys.lists(), filters] as const,
  groups: () => [...predefinedKeys.all, 'groups'] as const,
};

// The user's predefined messages, newest first, a page at a time.
export const predefinedListQuery = (filters: PredefinedFilters) =>
  infiniteQueryOptions({
    queryKey: predefinedKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      callList(calls.predefinedListCall, {
        query: {
          page: pageParam,
          per_page: PREDEFINED_PAGE_SIZE,
          q: filters.q || undefined,
          draft_group_id: filters.groupId ?? undefined,
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) => (meta.current_page < meta.last_page ? meta.current_page + 1 : undefined),
  });

// The user's groups, each with how many messages it holds: one page holds them all, as a user keeps
// at most PREDEFINED_GROUPS_MAX.
export const predefinedGroupsQuery = () =>
  queryOptions({
    queryKey: predefinedKeys.groups(),
    queryFn: async ({ signal }) =>
      (await callList(calls.predefinedGroupListCall, { query: { per_page: PREDEFINED_GROUPS_MAX }, signal }))
        .items,
  });

/** Saves a predefined message; the answer carries no data, so the lists are fetched again. */
export function createPredefined(body: PredefinedMessage) {
  return call(calls.predefinedCreateCall, { body });
}
