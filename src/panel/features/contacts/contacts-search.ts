import * as v from 'valibot';

// The contacts screens' filters as the filter bar writes them (text); a number typed into the URL
// reads as its text, and anything else falls back to no filter.
const filterText = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
  undefined,
);

/** The search across books: number (any digit script), name, book, tag and one feature's value. */
export const contactFilterSearch = {
  number: filterText,
  name: filterText,
  book: filterText,
  tag: filterText,
  feature: filterText,
  value: filterText,
};

/** One book's members: the same filters less the book. */
export const bookMemberSearch = {
  number: filterText,
  name: filterText,
  tag: filterText,
};

/** The books by title; the blacklist and the cancel-11 list by number. */
export const titleSearch = { title: filterText };
export const numberSearch = { number: filterText };

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
