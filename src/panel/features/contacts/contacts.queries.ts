import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import * as calls from '../../../domain/contacts/contacts.calls.ts';
import { mobilePrefix } from '../../../domain/contacts/contacts.schema.ts';
import { phonebookListCall } from '../../../domain/send/send-banks.calls.ts';
import { call, callList } from '../../lib/api.ts';
import { jalaliDayToIso } from './contact-format.ts';
import type { ContactFilters, ListPaging } from './contacts-search.ts';

export const contactKeys = {
  all: ['contacts'] as const,
  contacts: () => [...contactKeys.all, 'contacts'] as const,
  contactList: (paging: ListPaging, query: Record<string, string | undefined>) =>
    [...contactKeys.contacts(), 'list', paging, query] as const,
  contact: (id: string) => [...contactKeys.contacts(), 'one', id] as const,
  books: () => [...contactKeys.all, 'books'] as const,
  bookList: (paging: ListPaging, title: string | undefined) =>
    [...contactKeys.books(), 'list', paging, title] as const,
  book: (id: string) => [...contactKeys.books(), 'one', id] as const,
  bookChoices: () => [...contactKeys.books(), 'choices'] as const,
  options: () => [...contactKeys.all, 'options'] as const,
  optionList: (paging: ListPaging) => [...contactKeys.options(), 'list', paging] as const,
  allOptions: () => [...contactKeys.options(), 'all'] as const,
  tags: () => [...contactKeys.all, 'tags'] as const,
  blacklist: (paging: ListPaging, number: string | undefined) =>
    [...contactKeys.all, 'blacklist', paging, number] as const,
  cancel11: (paging: ListPaging, number: string | undefined) =>
    [...contactKeys.all, 'cancel-11', paging, number] as const,
};

/** The URL's filters as the contact list takes them (the server reads the number any way written). */
export function contactQuery(filters: ContactFilters & { book?: string | undefined }) {
  return {
    number: filters.number || undefined,
    name: filters.name || undefined,
    phonebook_id: filters.book || undefined,
    tag: filters.tag || undefined,
    option_id: filters.feature || undefined,
    option_value: filters.feature ? filters.value || undefined : undefined,
  };
}

export const contactListQuery = (paging: ListPaging, query: Record<string, string | undefined>) =>
  queryOptions({
    queryKey: contactKeys.contactList(paging, query),
    queryFn: () =>
      callList(calls.contactListCall, { query: { page: paging.page, per_page: paging.limit, ...query } }),
    // The old page stays on screen while the next one loads, so paging does not flash empty.
    placeholderData: keepPreviousData,
  });

/** A number filter that is no mobile's beginning: the screen says so instead of asking. */
export const badNumberFilter = (number: string | undefined) =>
  Boolean(number) && mobilePrefix(number ?? '') === null;

/** The contact list a URL shows; a date feature's value, typed Jalali, is asked as its ISO day. */
export const contactListFor = (search: ListPaging & ContactFilters, featureType?: string) =>
  contactListQuery(
    { page: search.page, limit: search.limit },
    contactQuery({
      ...search,
      value: featureType === 'date' && search.value ? jalaliDayToIso(search.value) : search.value,
    }),
  );

/**
 * Starts the contact list a URL shows, not awaited: a filter the screen refuses is not asked for, and
 * a feature's value waits for the feature's type, as the screen does.
 */
export function prefetchContactList(queryClient: QueryClient, search: ListPaging & ContactFilters): void {
  if (badNumberFilter(search.number) || (search.value && !search.feature)) return;
  if (!(search.feature && search.value)) {
    void queryClient.prefetchQuery(contactListFor(search));
    return;
  }
  void queryClient.ensureQueryData(allOptionsQuery()).then(
    (features) =>
      queryClient.prefetchQuery(
        contactListFor(search, features.find((f) => String(f.id) === search.feature)?.type),
      ),
    () => undefined,
  );
}

export const contactQueryOne = (id: string) =>
  queryOptions({
    queryKey: contactKeys.contact(id),
    queryFn: () => call(calls.contactShowCall, { params: { contact_id: id } }),
  });

export const bookListQuery = (paging: ListPaging, title: string | undefined) =>
  queryOptions({
    queryKey: contactKeys.bookList(paging, title),
    queryFn: () =>
      callList(phonebookListCall, { query: { page: paging.page, per_page: paging.limit, title } }),
    placeholderData: keepPreviousData,
  });

/** One book by its id, through the list's id filter (there is no call for one book). */
export const bookQuery = (id: string) =>
  queryOptions({
    queryKey: contactKeys.book(id),
    queryFn: async () => {
      // A hand-edited id that is no id names no book.
      if (!/^\d{1,15}$/.test(id)) return null;
      const answer = await callList(phonebookListCall, { query: { id, per_page: 1 } });
      return answer.items[0] ?? null;
    },
  });

// The most books and features a picker offers; more than this and the picker's search narrows them.
const CHOICES_MAX = 1000;

/**
 * Every book, for the book pickers. Read again whenever a form opens (no stale time): a book's
 * features may have changed in another tab or before a reload, and a form offering the old ones
 * would drop the values typed for the new.
 */
export const bookChoicesQuery = () =>
  queryOptions({
    queryKey: contactKeys.bookChoices(),
    queryFn: async () => (await callList(phonebookListCall, { query: { per_page: CHOICES_MAX } })).items,
  });

export const optionListQuery = (paging: ListPaging) =>
  queryOptions({
    queryKey: contactKeys.optionList(paging),
    queryFn: () => callList(calls.optionListCall, { query: { page: paging.page, per_page: paging.limit } }),
    placeholderData: keepPreviousData,
  });

/** Every feature, for the forms and the filter. */
export const allOptionsQuery = () =>
  queryOptions({
    queryKey: contactKeys.allOptions(),
    queryFn: async () => (await callList(calls.optionListCall, { query: { per_page: CHOICES_MAX } })).items,
  });

export const tagListQuery = () =>
  queryOptions({ queryKey: contactKeys.tags(), queryFn: () => call(calls.tagListCall) });

export const blacklistQuery = (paging: ListPaging, number: string | undefined) =>
  queryOptions({
    queryKey: contactKeys.blacklist(paging, number),
    queryFn: () =>
      callList(calls.blacklistListCall, { query: { page: paging.page, per_page: paging.limit, number } }),
    placeholderData: keepPreviousData,
  });

export const cancel11Query = (paging: ListPaging, number: string | undefined) =>
  queryOptions({
    queryKey: contactKeys.cancel11(paging, number),
    queryFn: () =>
      callList(calls.cancel11ListCall, { query: { page: paging.page, per_page: paging.limit, number } }),
    placeholderData: keepPreviousData,
  });

/** After a change: every contacts list and count is read again (a book's count moves with its members). */
export const refreshContacts = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: contactKeys.all });
