import * as v from 'valibot';
import { textParam } from '../../lib/list-search.ts';

/** The group a list shows: all of them, the ungrouped ones, or one group by id. */
export type GroupFilter = 'all' | 'none' | number;

// A hand-edited URL never breaks the screen: an unknown group reads as "all". This module is loaded
// with the route tree, before the login page: it imports no schema module of its own (the search is cut to the
// list call's limit where it is asked).
const groupParam = v.fallback(
  v.optional(v.union([v.literal('none'), v.pipe(v.number(), v.integer(), v.minValue(1))])),
  undefined,
);

/** /predefined-messages: the group shown (absent for all) and the search text. */
export const predefinedSearch = { group: groupParam, q: textParam };

export const groupFilterOf = (group: 'none' | number | undefined): GroupFilter => group ?? 'all';

/** The list call's draft_group_id: none for all, 0 for the ungrouped ones. */
export const draftGroupIdOf = (group: GroupFilter): number | undefined =>
  group === 'all' ? undefined : group === 'none' ? 0 : group;
