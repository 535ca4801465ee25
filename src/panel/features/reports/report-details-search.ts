import * as v from 'valibot';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../../domain/index.ts';
import type { RecipientFilters } from './report-details.queries.ts';

// Every param is optional, so a link to a send's page is its bare address; a bad value is dropped.
const whole = (max: number) =>
  v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max))), undefined);
// A filter may come as a number (?message_status=2) or a string.
const filter = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
  undefined,
);

/** The recipients table's page, size, status and number search, kept in the URL. */
export const reportDetailsSearch = v.object({
  page: whole(Number.MAX_SAFE_INTEGER),
  limit: whole(100),
  message_status: filter,
  recipient: filter,
});

type Search = v.InferOutput<typeof reportDetailsSearch>;

export const recipientFilters = (search: Search): RecipientFilters => ({
  page: search.page ?? DEFAULT_PAGE,
  limit: search.limit ?? DEFAULT_PAGE_SIZE,
  message_status: search.message_status,
  recipient: search.recipient,
});
