/** /colleagues: the colleagues, the access roles, the account's activity log. */
export const COLLEAGUE_TABS = ['همکاران', 'نقش‌های دسترسی', 'گزارش فعالیت'] as const;

export type ColleaguesSearch = {
  page: number;
  limit: number;
  tab?: number;
  status?: string | undefined;
  search?: string | undefined;
  member?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};
