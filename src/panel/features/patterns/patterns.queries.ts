import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { PATTERN_STATES, type PatternState } from '../../../domain/index.ts';
import * as calls from '../../../domain/patterns/patterns.calls.ts';
import { call, callList } from '../../lib/api.ts';
import type { PatternsSearch } from './patterns-search.ts';

export type PatternListFilters = {
  title?: string | undefined;
  code?: string | undefined;
  state?: PatternState | undefined;
};
type Paging = { page: number; limit: number };

export const patternKeys = {
  all: ['patterns'] as const,
  lists: () => [...patternKeys.all, 'list'] as const,
  list: (kind: 'normal' | 'systemic', paging: Paging, filters: PatternListFilters) =>
    [...patternKeys.lists(), kind, paging, filters] as const,
  one: (code: string) => [...patternKeys.all, 'one', code] as const,
};

export const patternListQuery = (kind: 'normal' | 'systemic', paging: Paging, filters: PatternListFilters) =>
  queryOptions({
    queryKey: patternKeys.list(kind, paging, filters),
    queryFn: () =>
      callList(calls.patternListCall, {
        query: {
          page: paging.page,
          per_page: paging.limit,
          'filter[type]': kind,
          // The published API: a filter not wanted is left out, never sent empty.
          'filter[state]': filters.state || undefined,
          'filter[code]': filters.code?.trim() || undefined,
          'filter[title]': filters.title?.trim() || undefined,
        },
      }),
    // The old page stays on screen while the next one loads, so paging does not flash empty.
    placeholderData: keepPreviousData,
  });

/** The list a URL's tab shows: the user's patterns filtered, or the systemic ones. */
export function patternListFor(search: PatternsSearch) {
  const paging = { page: search.page, limit: search.limit };
  if (search.tab === 1) return patternListQuery('systemic', paging, {});
  // A state typed into the URL that is no state filters nothing.
  const state = PATTERN_STATES.find((s) => s === search.state);
  return patternListQuery('normal', paging, { title: search.title, code: search.code, state });
}

export const patternQuery = (code: string) =>
  queryOptions({
    queryKey: patternKeys.one(code),
    queryFn: () => call(calls.patternShowCall, { params: { pattern_code: code } }),
  });

/** After a change or a review: every list and the pattern itself are read again. */
export const refreshPatterns = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: patternKeys.all });
