// The dashboard: the provider's news, quick-access links and banners.

import { defineCall } from '../core/call.ts';
import {
  BannerListSchema,
  NewsItemSchema,
  NewsListQuerySchema,
  QuickAccessListSchema,
} from './dashboard.schema.ts';

const tag = 'dashboard';
const origin = { designed: 'The dashboard of the panel; the published API documents no dashboard calls.' };

export const newsListCall = defineCall({
  method: 'get',
  path: 'user/news/user_news_list',
  title: 'فهرست اخبار',
  summary: "The provider's news for this user, newest first",
  origin,
  tag,
  auth: 'token',
  query: NewsListQuerySchema,
  list: NewsItemSchema,
});

export const quickAccessCall = defineCall({
  method: 'get',
  path: 'panel/quick_access',
  title: 'فهرست دسترسی سریع پیشخوان',
  summary: "The dashboard's quick-access links, in order",
  origin,
  tag,
  auth: 'token',
  data: QuickAccessListSchema,
});

export const bannersCall = defineCall({
  method: 'get',
  path: 'panel/banners',
  title: 'فهرست بنرها',
  summary: 'The active banners, in order',
  origin,
  tag,
  auth: 'token',
  data: BannerListSchema,
});
