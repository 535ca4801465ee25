import * as v from 'valibot';
import { PATTERN_STATES, type PatternState } from '../../../domain/index.ts';

// The list's filters as the filter bar writes them (text); anything else falls back to no filter.
const filterText = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String))),
  undefined,
);

/** /pattern's filters: title (contained), code (exact) and the state of spec 4. */
export const patternFilterSearch = {
  title: filterText,
  code: filterText,
  state: v.fallback(v.optional(v.picklist(PATTERN_STATES)), undefined),
};

/** /pattern: the user's patterns, then the provider's systemic ones. */
export const PATTERN_TABS = ['الگوهای من', 'الگوهای سیستمی'] as const;

export type PatternsSearch = {
  page: number;
  limit: number;
  tab?: number;
  title?: string | undefined;
  code?: string | undefined;
  state?: PatternState | undefined;
};
