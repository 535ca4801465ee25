// The keyword page's search param, apart from its screen: a route's search schema is loaded with the
// router on every first visit, so it must not pull the page's components in with it.
import * as v from 'valibot';

/** Whom the keyword page sends to: a file's rows (the default) or those who texted a keyword. */
export const KEYWORD_TARGETS = ['file', 'senders'] as const;
export type KeywordTarget = (typeof KEYWORD_TARGETS)[number];

export const keywordSearch = v.object({ to: v.fallback(v.optional(v.picklist(KEYWORD_TARGETS)), undefined) });
