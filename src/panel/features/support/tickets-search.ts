// The tickets list's filters as they sit in the URL (state, category, a Jalali date range), beside
// page and limit; this module holds the URL's shape alone.
import { textParam } from '../../lib/list-search.ts';

export const ticketsSearch = { state: textParam, category: textParam, from: textParam, to: textParam };
export type TicketsSearch = {
  state?: string;
  category?: string;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
};
