/** /pattern: the user's patterns, then the provider's systemic ones. */
export const PATTERN_TABS = ['الگوهای من', 'الگوهای سیستمی'] as const;

export type PatternsSearch = {
  page: number;
  limit: number;
  tab?: number;
  title?: string | undefined;
  code?: string | undefined;
  state?: string | undefined;
};
