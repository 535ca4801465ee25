// What create-ticket may be opened with (a page that sells a service through a ticket): the
// category, subcategory, title and text to start from.
import { textParam } from '../../lib/list-search.ts';

export const createTicketSearch = {
  category: textParam,
  sub: textParam,
  subject: textParam,
  text: textParam,
};
export type CreateTicketSearch = { category?: string; sub?: string; subject?: string; text?: string };
