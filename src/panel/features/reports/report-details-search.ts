import * as v from 'valibot';
import { listSearch } from '../../lib/list-search.ts';
import type { RecipientFilters } from './report-details.queries.ts';

// The URL may hold a filter as a number (?message_status=2) or a string; a bad one is dropped.
const filter = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
  undefined,
);

/** The recipients table's page, size, status and number search, kept in the URL. */
export const reportDetailsSearch = listSearch(0, { message_status: filter, recipient: filter });

export const recipientFilters = (search: RecipientFilters): RecipientFilters => ({
  page: search.page,
  limit: search.limit,
  message_status: search.message_status,
  recipient: search.recipient,
});
