// The support area's queries and writes, over its declared calls.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { parseJalali } from '../../../domain/core/jalali-format.ts';
import {
  contactInfoCall,
  faqListCall,
  ticketAiCall,
  ticketAttachmentCall,
  ticketCategoryCall,
  ticketCreateCall,
  ticketListCall,
  ticketRateCall,
  ticketReplyCall,
  ticketShowCall,
} from '../../../domain/support/support.calls.ts';
import { call, callFile, callList } from '../../lib/api.ts';
import { fileNameOf, saveFile } from '../../lib/save-file.ts';
import type { TicketsSearch } from './tickets-search.ts';

export const supportKeys = {
  all: ['support'] as const,
  list: (q: unknown) => ['support', 'tickets', q] as const,
  ticket: (id: number) => ['support', 'ticket', id] as const,
  categories: () => ['support', 'categories'] as const,
  faqs: (q: string) => ['support', 'faqs', q] as const,
  contact: () => ['support', 'contact'] as const,
};
export { ticketUnreadKey } from '../../lib/ticket-unread.ts';

/** A Jalali day from the date filter as the list's YYYY-MM-DD (UTC), or undefined. */
const dayOf = (jalali: string | undefined) => {
  const date = jalali ? parseJalali(jalali) : null;
  return date ? date.toISOString().slice(0, 10) : undefined;
};

export const ticketsQuery = (search: TicketsSearch) => {
  const query = {
    page: search.page ?? 1,
    per_page: search.limit ?? 10,
    state_id: search.state || undefined,
    category_id: search.category || undefined,
    from: dayOf(search.from),
    to: dayOf(search.to),
  };
  return queryOptions({
    queryKey: supportKeys.list(query),
    queryFn: () => callList(ticketListCall, { query }),
    placeholderData: keepPreviousData,
  });
};

export const ticketQuery = (id: number) =>
  queryOptions({
    queryKey: supportKeys.ticket(id),
    queryFn: () => call(ticketShowCall, { query: { ticket_id: id } }),
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: supportKeys.categories(),
    queryFn: async () => (await callList(ticketCategoryCall)).items,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const faqsQuery = (q: string) =>
  queryOptions({
    queryKey: supportKeys.faqs(q),
    queryFn: async () => (await callList(faqListCall, { query: { q } })).items,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const contactQuery = () =>
  queryOptions({ queryKey: supportKeys.contact(), queryFn: () => call(contactInfoCall) });

export const proposeTicket = (text: string) => call(ticketAiCall, { body: { text } });

export type NewTicket = {
  subject: string;
  category_id: number;
  sub_category_id: number;
  description: string;
  files: File[];
};
export const createTicket = (t: NewTicket) => call(ticketCreateCall, { body: t });

export const replyTicket = (ticket_id: number, description: string, files: File[]) =>
  call(ticketReplyCall, { body: { ticket_id, description, files } });

export const closeTicket = (ticket_id: number, rate: number, rate_comment: string) =>
  call(ticketRateCall, { body: { ticket_id, rate, rate_comment } });

/** Downloads one file of a ticket with the stored token (a plain link could not carry it). */
export async function downloadAttachment(id: number, name: string) {
  const response = await callFile(ticketAttachmentCall, { params: { attachment_id: id } });
  saveFile(await response.blob(), fileNameOf(response) ?? name);
}
