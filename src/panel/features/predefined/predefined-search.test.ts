import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { listSearch } from '../../lib/list-search.ts';
import { draftGroupIdOf, groupFilterOf, predefinedSearch } from './predefined-search.ts';

type Search = { page: number; limit: number; group?: 'none' | number; q?: string };
// listSearch's conditional tab entry is too deep for v.parse's parameter type: read through the generic type.
const schema = listSearch(0, predefinedSearch) as unknown as v.GenericSchema<unknown, Search>;
const parse = (raw: Record<string, unknown>) => v.parse(schema, raw);

describe('the predefined list URL', () => {
  it('reads a group by id, the ungrouped ones, or all of them', () => {
    expect(parse({ group: 4 }).group).toBe(4);
    expect(parse({ group: 'none' }).group).toBe('none');
    expect(parse({}).group).toBeUndefined();
  });

  it('falls back to all groups on a hand-edited group it cannot read', () => {
    for (const group of ['x', -1, 0, 2.5, null]) expect(parse({ group }).group).toBeUndefined();
  });

  it('keeps a search as text', () => {
    expect(parse({ q: 'كلاس' }).q).toBe('كلاس');
    expect(parse({ q: 1404 }).q).toBe('1404');
    expect(parse({ q: ['a'] }).q).toBeUndefined();
  });

  it('asks the list call for all, one group, or the ungrouped ones (0)', () => {
    expect(draftGroupIdOf(groupFilterOf(undefined))).toBeUndefined();
    expect(draftGroupIdOf(groupFilterOf(7))).toBe(7);
    expect(draftGroupIdOf(groupFilterOf('none'))).toBe(0);
  });
});
