import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listSearch, optionalWholeNumberParam, textParam, wholeNumberParam } from './list-search.ts';

describe('the shared URL params', () => {
  it('textParam keeps text, reads a number as its text and drops anything else', () => {
    const search = v.object({ q: textParam });
    expect(v.parse(search, { q: 'كلاس ۱۲' })).toEqual({ q: 'كلاس ۱۲' });
    expect(v.parse(search, { q: 912 })).toEqual({ q: '912' });
    expect(v.parse(search, { q: { a: 1 } })).toEqual({ q: undefined });
    expect(v.parse(search, { q: ['a'] })).toEqual({ q: undefined });
    expect(v.parse(search, {})).toEqual({});
  });

  it('wholeNumberParam reads a whole number in range, else the fallback', () => {
    const search = v.object({ n: wholeNumberParam(1, 100, 20) });
    expect(v.parse(search, { n: 50 }).n).toBe(50);
    expect(v.parse(search, { n: 101 }).n).toBe(20);
    expect(v.parse(search, { n: 1.5 }).n).toBe(20);
    expect(v.parse(search, { n: '5' }).n).toBe(20);
    expect(v.parse(search, {}).n).toBe(20);
  });

  it('optionalWholeNumberParam drops what is not a whole number in range', () => {
    const search = v.object({ n: optionalWholeNumberParam(1, 100) });
    expect(v.parse(search, { n: 100 }).n).toBe(100);
    expect(v.parse(search, { n: 0 }).n).toBeUndefined();
    expect(v.parse(search, {}).n).toBeUndefined();
  });

  it('listSearch falls back to page 1, the default size and the first tab', () => {
    // The optional tab's conditional entry is wider than valibot's parse takes: read it as a plain schema.
    const search = listSearch(2, { q: textParam }) as unknown as v.GenericSchema;
    expect(v.parse(search, { page: -1, limit: 1000, tab: 2, q: 7 })).toEqual({
      page: 1,
      limit: 10,
      tab: 0,
      q: '7',
    });
  });
});
