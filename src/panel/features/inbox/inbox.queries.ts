import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import * as calls from '../../../domain/inbox/inbox.calls.ts';
import {
  type InboxFilters,
  type InboxFiltersInput,
  InboxFiltersSchema,
} from '../../../domain/inbox/inbox.schema.ts';
import { parseJalali } from '../../../domain/index.ts';
import { senderLinesCall } from '../../../domain/send/send.calls.ts';
import { SENDER_LINES_MAX_PER_PAGE } from '../../../domain/send/sender-lines.schema.ts';
import { callList } from '../../lib/api.ts';

/** The inbox's URL: page and limit, and the filters as the filter bar writes them (text). */
export type InboxSearch = {
  page: number;
  limit: number;
  line?: string | undefined;
  sender?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  text?: string | undefined;
  seen?: string | undefined;
};

export const inboxKeys = {
  all: ['inbox'] as const,
  lists: () => [...inboxKeys.all, 'list'] as const,
  list: (page: number, limit: number, filters: InboxFilters) =>
    [...inboxKeys.lists(), page, limit, filters] as const,
  lines: () => [...inboxKeys.all, 'lines'] as const,
};

const DAY_SECONDS = 86_400;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The URL's filters as the list call takes them: a Jalali day range becomes unix seconds from the
 * start of the first day to the end of the last. Checked with the server's own schema, so a bad
 * hand-edited filter shows the same Persian message the server would answer.
 */
export function inboxFilters(search: InboxSearch): { filters: InboxFilters } | { error: string } {
  const input: InboxFiltersInput = {};
  if (search.line) input.line = search.line;
  if (search.sender) input.sender = search.sender;
  if (search.text) input.text = search.text;
  if (search.seen) input.seen = search.seen;
  if (search.from) {
    const day = parseJalali(search.from.slice(0, 10));
    input.from_date = day ? unix(day) : search.from;
  }
  if (search.to) {
    const day = parseJalali(search.to.slice(0, 10));
    input.to_date = day ? unix(day) + DAY_SECONDS - 1 : search.to;
  }
  const parsed = v.safeParse(InboxFiltersSchema, input);
  if (!parsed.success) return { error: parsed.issues[0]?.message ?? '' };
  return { filters: parsed.output };
}

export const inboxListQuery = (page: number, limit: number, filters: InboxFilters) =>
  queryOptions({
    queryKey: inboxKeys.list(page, limit, filters),
    queryFn: () => callList(calls.inboxListCall, { body: { page, per_page: limit, filters } }),
    // The old page stays on screen while the next one loads, so paging does not flash empty.
    placeholderData: keepPreviousData,
  });

/** The list a URL shows, or none while its filters do not read (the screen says why instead). */
export function inboxListFor(search: InboxSearch) {
  const checked = inboxFilters(search);
  return 'filters' in checked ? inboxListQuery(search.page, search.limit, checked.filters) : undefined;
}

/** The user's lines, for the line filter. */
export const inboxLinesQuery = () =>
  queryOptions({
    queryKey: inboxKeys.lines(),
    queryFn: async () =>
      (await callList(senderLinesCall, { query: { per_page: SENDER_LINES_MAX_PER_PAGE } })).items,
    staleTime: 5 * 60_000,
  });
