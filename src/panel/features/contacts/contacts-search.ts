import { textParam } from '../../lib/list-search.ts';

/** The search across books: number (any digit script), name, book, tag and one feature's value. */
export const contactFilterSearch = {
  number: textParam,
  name: textParam,
  book: textParam,
  tag: textParam,
  feature: textParam,
  value: textParam,
};

/** One book's members: the same filters less the book. */
export const bookMemberSearch = {
  number: textParam,
  name: textParam,
  tag: textParam,
};

/** The books by title; the blacklist and the cancel-11 list by number. */
export const titleSearch = { title: textParam };
export const numberSearch = { number: textParam };

/** /contacts on a desktop: one tab per list, in this order. */
export const CONTACTS_TABS = ['همهٔ مخاطبان', 'دفترچه‌های تلفن', 'ویژگی‌ها', 'لیست سیاه', 'لغو۱۱'] as const;

export type ContactFilters = {
  number?: string | undefined;
  name?: string | undefined;
  book?: string | undefined;
  tag?: string | undefined;
  feature?: string | undefined;
  value?: string | undefined;
};
export type ListPaging = { page: number; limit: number };
