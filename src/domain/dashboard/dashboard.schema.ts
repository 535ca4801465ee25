// The dashboard's calls (news, quick-access links and banners; Home): what the server
// answers and the panel reads, one shape for both and for the OpenAPI document.
import * as v from 'valibot';
import { pagedQuery } from '../core/fields.ts';

/** A stored UTC timestamp, `YYYY-MM-DD HH:mm:ss`. */
const StoredTimestampSchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/));

/** `GET user/news/user_news_list`: the provider's news for this user, newest first. */
export const NewsItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** HTML from the provider's admin panel: the panel sanitises it before showing it. */
  body: v.string(),
  published_at: StoredTimestampSchema,
});
export type NewsItem = v.InferOutput<typeof NewsItemSchema>;

export const NewsListQuerySchema = pagedQuery({}, 50, 10);

/** `GET panel/quick_access`: the shortcuts the dashboard offers; `path` is a panel route. */
export const QuickAccessItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  path: v.pipe(v.string(), v.startsWith('/')),
  description: v.string(),
});
export type QuickAccessItem = v.InferOutput<typeof QuickAccessItemSchema>;
export const QuickAccessListSchema = v.array(QuickAccessItemSchema);

/** `GET panel/banners`: the provider's banners; a link may point into the panel or outside it. */
export const BannerSchema = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  link: v.nullable(v.string()),
  /** One of the theme's tones, so banners read well in light and dark. */
  tone: v.picklist(['primary', 'success', 'warning']),
});
export type Banner = v.InferOutput<typeof BannerSchema>;
export const BannerListSchema = v.array(BannerSchema);
