// spec 2 and 7 (Home): the dashboard's news, quick-access links and banners.
import { asc, count, desc, eq, isNull, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { toStoredTimestamp } from '../../domain/jalali-format.ts';
import {
  BannerListSchema,
  NewsListQuerySchema,
  NewsListSchema,
  QuickAccessListSchema,
} from '../../domain/schemas/dashboard.schema.ts';
import { banners, news, quickAccessLinks } from '../db/schema.ts';
import type { ApiCall } from '../services/api-call.ts';
import { requireAuth } from '../services/auth-middleware.ts';
import type { AuthEnv, ServerDeps } from '../services/context.ts';
import { ok } from '../services/respond.ts';
import { queryParams } from '../services/validate.ts';

const tag = 'dashboard';
export const dashboardCalls: ApiCall[] = [
  {
    method: 'get',
    path: '/user/news/user_news_list',
    summary: "The provider's news for this user, newest first (items, total, page, limit)",
    query: NewsListQuerySchema,
    data: NewsListSchema,
    tag,
    auth: true,
  },
  {
    method: 'get',
    path: '/panel/quick_access',
    summary: "The dashboard's quick-access links, in order",
    data: QuickAccessListSchema,
    tag,
    auth: true,
  },
  {
    method: 'get',
    path: '/panel/banners',
    summary: 'The active banners, in order',
    data: BannerListSchema,
    tag,
    auth: true,
  },
];

export function dashboardRoutes(deps: ServerDeps) {
  const authed = requireAuth(deps.db);
  return new Hono<AuthEnv>()
    .get('/user/news/user_news_list', authed, queryParams(NewsListQuerySchema), async (c) => {
      const { page, limit } = c.req.valid('query');
      // Everyone's news and this user's own; nobody else's.
      const visible = or(isNull(news.userId), eq(news.userId, c.get('auth').user.id));
      const [rows, [total]] = await Promise.all([
        deps.orm
          .select()
          .from(news)
          .where(visible)
          .orderBy(desc(news.publishedAt), desc(news.id))
          .limit(limit)
          .offset((page - 1) * limit),
        deps.orm.select({ n: count() }).from(news).where(visible),
      ]);
      const items = rows.map((row) => ({
        id: row.id,
        title: row.title,
        body: row.body,
        published_at: toStoredTimestamp(row.publishedAt),
      }));
      return ok(c, { items, total: total?.n ?? 0, page, limit });
    })
    .get('/panel/quick_access', authed, async (c) => {
      const rows = await deps.orm.select().from(quickAccessLinks).orderBy(asc(quickAccessLinks.position));
      return ok(
        c,
        rows.map(({ id, title, path, description }) => ({ id, title, path, description })),
      );
    })
    .get('/panel/banners', authed, async (c) => {
      const rows = await deps.orm
        .select()
        .from(banners)
        .where(eq(banners.active, true))
        .orderBy(asc(banners.position));
      return ok(
        c,
        rows.map(({ id, title, description, link, tone }) => ({ id, title, description, link, tone })),
      );
    });
}
