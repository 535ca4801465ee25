import { queryOptions } from '@tanstack/react-query';
import type { Banner, NewsList, QuickAccessItem } from '../../../domain/index.ts';
import { api } from '../../lib/api.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  news: (page: number, limit: number) => [...dashboardKeys.all, 'news', { page, limit }] as const,
  quickAccess: () => [...dashboardKeys.all, 'quick-access'] as const,
  banners: () => [...dashboardKeys.all, 'banners'] as const,
};

export const newsQuery = (page = 1, limit = 5) =>
  queryOptions({
    queryKey: dashboardKeys.news(page, limit),
    queryFn: () => api<NewsList>('user/news/user_news_list', { query: { page, limit } }),
  });

export const quickAccessQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.quickAccess(),
    queryFn: () => api<QuickAccessItem[]>('panel/quick_access'),
  });

export const bannersQuery = () =>
  queryOptions({ queryKey: dashboardKeys.banners(), queryFn: () => api<Banner[]>('panel/banners') });
