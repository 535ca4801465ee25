import * as v from 'valibot';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../../domain/index.ts';
import { MAX_PAGE_SIZE, optionalWholeNumberParam, textParam } from '../../lib/list-search.ts';
import type { RecipientFilters } from './report-details.queries.ts';

/**
 * The recipients table's page, size, status and number search, kept in the URL. Every param is
 * optional, so a link to a send's page is its bare address; a bad value is dropped.
 */
export const reportDetailsSearch = v.object({
  page: optionalWholeNumberParam(1, Number.MAX_SAFE_INTEGER),
  limit: optionalWholeNumberParam(1, MAX_PAGE_SIZE),
  // A filter may come as a number (?message_status=2) or a string.
  message_status: textParam,
  recipient: textParam,
});

type Search = v.InferOutput<typeof reportDetailsSearch>;

export const recipientFilters = (search: Search): RecipientFilters => ({
  page: search.page ?? DEFAULT_PAGE,
  limit: search.limit ?? DEFAULT_PAGE_SIZE,
  message_status: search.message_status,
  recipient: search.recipient,
});
