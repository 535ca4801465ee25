import { redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../domain/index.ts';

// List screens keep page, limit and tab in the URL. Every param has a fallback, so a
// hand-edited URL lands on a sensible screen instead of an error.
export const MAX_PAGE_SIZE = 100;

const wholeNumber = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** A whole number in the URL from min to max; absent or out of range, it reads as the fallback. */
export const wholeNumberParam = (min: number, max: number, fallback: number) =>
  v.fallback(v.optional(wholeNumber(min, max), fallback), fallback);

/** A whole number in the URL from min to max; absent or out of range, it is dropped. */
export const optionalWholeNumberParam = (min: number, max: number) =>
  v.fallback(v.optional(wholeNumber(min, max)), undefined);

/**
 * A text filter in the URL, as a filter bar writes it: a number typed into the URL reads as its text,
 * and anything else (an object, a list) falls back to no filter.
 */
export const textParam = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((x) => String(x)),
    ),
  ),
  undefined,
);

type Whole = ReturnType<typeof wholeNumberParam>;

type Paging = { page: Whole; limit: Whole };

// Overloads, so a route's search has a typed tab exactly when it has tabs (a route types its loader
// deps from it); the ones without extra entries keep them from being inferred from the route's context.
/** The search schema of a list screen with `tabs` tabs (0 for none): tab is a zero-based index in range. */
export function listSearch(tabs: 0): v.ObjectSchema<Paging, undefined>;
export function listSearch(tabs: number): v.ObjectSchema<Paging & { tab: Whole }, undefined>;
export function listSearch<const E extends v.ObjectEntries>(
  tabs: 0,
  extra: E,
): v.ObjectSchema<Paging & E, undefined>;
export function listSearch<const E extends v.ObjectEntries>(
  tabs: number,
  extra: E,
): v.ObjectSchema<Paging & { tab: Whole } & E, undefined>;
export function listSearch(tabs: number, extra?: v.ObjectEntries) {
  return v.object({
    page: wholeNumberParam(1, Number.MAX_SAFE_INTEGER, DEFAULT_PAGE),
    limit: wholeNumberParam(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
    ...(tabs > 0 ? { tab: wholeNumberParam(0, tabs - 1, 0) } : {}),
    ...extra,
  });
}

type SearchContext = { search: Record<string, unknown>; location: { pathname: string; search: unknown } };

/**
 * A hand-edited URL with an out-of-range tab or a bad page or limit is corrected in the address bar too,
 * replacing the history entry, so the URL always says what the screen shows.
 */
export function canonicalSearch({ search, location }: SearchContext): void {
  const raw = (location.search ?? {}) as Record<string, unknown>;
  const wrong = Object.keys(raw).some((key) => key in search && raw[key] !== search[key]);
  if (!wrong) return;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...raw, ...search })) {
    if (value !== undefined)
      params.set(key, typeof value === 'string' ? JSON.stringify(value) : String(value));
  }
  throw redirect({ href: `${location.pathname}?${params}`, replace: true });
}
