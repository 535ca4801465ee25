import { queryOptions } from '@tanstack/react-query';
import * as calls from '../../../domain/dashboard/dashboard.calls.ts';
import { call, callList } from '../../lib/api.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  news: (page: number, limit: number) => [...dashboardKeys.all, 'news', { page, limit }] as const,
  quickAccess: () => [...dashboardKeys.all, 'quick-access'] as const,
  banners: () => [...dashboardKeys.all, 'banners'] as const,
};

export const newsQuery = (page = 1, limit = 5) =>
  queryOptions({
    queryKey: dashboardKeys.news(page, limit),
    queryFn: () => callList(calls.newsListCall, { query: { page, per_page: limit } }),
  });

export const quickAccessQuery = () =>
  queryOptions({ queryKey: dashboardKeys.quickAccess(), queryFn: () => call(calls.quickAccessCall) });

export const bannersQuery = () =>
  queryOptions({ queryKey: dashboardKeys.banners(), queryFn: () => call(calls.bannersCall) });
