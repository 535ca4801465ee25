// The dashboard's news, quick-access links and banners.
import type { ListPage } from '../../domain/core/envelope.ts';
import type { Banner, NewsItem, QuickAccessItem } from '../../domain/dashboard/dashboard.schema.ts';
import type { Queryable } from '../db/client.ts';

const STORED_UTC = `'YYYY-MM-DD HH24:MI:SS'`;

export async function newsPage(
  db: Queryable,
  userId: number,
  { page, per_page }: { page: number; per_page: number },
): Promise<ListPage<NewsItem>> {
  // Everyone's news and this user's own; nobody else's.
  const visible = 'user_id is null or user_id = $1';
  const [items, [total]] = await Promise.all([
    db.query<NewsItem>(
      `select id::int as id, title, body, to_char(published_at at time zone 'UTC', ${STORED_UTC}) as published_at
       from news where ${visible} order by published_at desc, id desc limit $2 offset $3`,
      [userId, per_page, (page - 1) * per_page],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from news where ${visible}`, [userId]),
  ]);
  return { items, total: total?.n ?? 0, page, per_page };
}

export function quickAccessLinkList(db: Queryable) {
  return db.query<QuickAccessItem>(
    'select id, title, path, description from quick_access_links order by position',
  );
}

export function activeBanners(db: Queryable) {
  return db.query<Banner>(
    'select id, title, description, link, tone from banners where active order by position',
  );
}
