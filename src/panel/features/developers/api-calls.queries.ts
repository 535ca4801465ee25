import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import * as calls from '../../../domain/developers/api-calls.calls.ts';
import {
  type ApiCallListQuery,
  ApiCallListQuerySchema,
} from '../../../domain/developers/api-calls.schema.ts';
import { parseJalali } from '../../../domain/index.ts';
import { call, callList } from '../../lib/api.ts';

/** The call log's URL: page and limit, and the filters as the filter bar writes them (text). */
export type ApiCallSearch = {
  page: number;
  limit: number;
  key?: string | undefined;
  status?: string | undefined;
  path?: string | undefined;
  request_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

export const apiCallKeys = {
  all: ['developers', 'api-calls'] as const,
  list: (query: ApiCallListQuery) => [...apiCallKeys.all, 'list', query] as const,
  one: (id: string) => [...apiCallKeys.all, 'one', id] as const,
};

const DAY_SECONDS = 86_400;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The URL as the list call takes it, checked with the server's own schema (its Persian message if not). */
export function apiCallQuery(search: ApiCallSearch): { query: ApiCallListQuery } | { error: string } {
  const input: Record<string, string> = { page: String(search.page), per_page: String(search.limit) };
  if (search.key) input.key_id = search.key;
  if (search.status) input.status = search.status;
  if (search.path) input.path = search.path;
  if (search.request_id) input.request_id = search.request_id;
  if (search.from) {
    const day = parseJalali(search.from.slice(0, 10));
    input.from_date = day ? String(unix(day)) : search.from;
  }
  if (search.to) {
    const day = parseJalali(search.to.slice(0, 10));
    input.to_date = day ? String(unix(day) + DAY_SECONDS - 1) : search.to;
  }
  const parsed = v.safeParse(ApiCallListQuerySchema, input);
  if (!parsed.success) return { error: parsed.issues[0]?.message ?? '' };
  return { query: parsed.output };
}

export const apiCallListQuery = (query: ApiCallListQuery) =>
  queryOptions({
    queryKey: apiCallKeys.list(query),
    queryFn: () =>
      callList(calls.apiCallListCall, {
        query: Object.fromEntries(
          Object.entries(query)
            .filter(([, value]) => value !== undefined)
            .map(([k, value]) => [k, String(value)]),
        ) as never,
      }),
    placeholderData: keepPreviousData,
  });

export function apiCallListFor(search: ApiCallSearch) {
  const checked = apiCallQuery(search);
  return 'query' in checked ? apiCallListQuery(checked.query) : undefined;
}

export const apiCallOneQuery = (id: string) =>
  queryOptions({
    queryKey: apiCallKeys.one(id),
    queryFn: () => call(calls.apiCallShowCall, { params: { call_id: id } }),
  });
