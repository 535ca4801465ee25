// UTM link tracking: a user whose plan includes it makes a short link for a website; the short link
// (outside /v1/api, under /v1/l/ so the panel's service worker passes it through) counts a click and
// redirects to the website with its UTM parameters.
import { randomInt } from 'node:crypto';
import type { CallBody } from '../../domain/core/call.ts';
import type { ListPage } from '../../domain/core/envelope.ts';
import {
  buildUtmUrl,
  SHORT_CODE_LENGTH,
  shortLinkUrl,
  type TrackedLink,
  toStoredTimestamp,
  UTM_MEDIUM,
} from '../../domain/index.ts';
import type { trackLinkCall } from '../../domain/send/link-tracker.calls.ts';
import type { Clock } from '../core/clock.ts';
import type { Queryable } from '../db/client.ts';

type Row = {
  id: number;
  code: string;
  url: string;
  target_url: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  clicks: number;
  created_at: Date;
};
const COLUMNS = `id::int as id, code, url, target_url, utm_source, utm_medium, utm_campaign, clicks, created_at`;

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newCode = () =>
  Array.from({ length: SHORT_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
/** A clash of 7 random characters is rare; a few tries make a failure practically impossible. */
const CODE_TRIES = 5;

// The short link is on the host the panel talks to: the one a recipient's tap reaches.
const answer = (origin: string, row: Row): TrackedLink => ({
  ...row,
  short_url: shortLinkUrl(origin, row.code),
  created_at: toStoredTimestamp(new Date(row.created_at)),
});

async function findByTarget(db: Queryable, userId: number, target: string) {
  const [row] = await db.query<Row>(
    `select ${COLUMNS} from tracked_links where user_id = $1 and target_url = $2`,
    [userId, target],
  );
  return row;
}

/** The link's short link; the same link with the same UTM values again answers the one it has. */
export async function trackLink(
  db: Queryable,
  clock: Clock,
  userId: number,
  origin: string,
  { url, utm_source, utm_campaign }: CallBody<typeof trackLinkCall>,
): Promise<{ link: TrackedLink; created: boolean }> {
  const target = buildUtmUrl(url, { source: utm_source, medium: UTM_MEDIUM, campaign: utm_campaign });
  for (let i = 0; i < CODE_TRIES; i++) {
    const known = await findByTarget(db, userId, target);
    if (known) return { link: answer(origin, known), created: false };
    const [row] = await db.query<Row>(
      `insert into tracked_links (user_id, code, url, target_url, utm_source, utm_medium, utm_campaign, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning ${COLUMNS}`,
      [userId, newCode(), url, target, utm_source, UTM_MEDIUM, utm_campaign, clock.now()],
    );
    if (row) return { link: answer(origin, row), created: true };
  }
  throw new Error('no free short code');
}

export async function trackedLinkPage(
  db: Queryable,
  userId: number,
  origin: string,
  { page, per_page }: { page: number; per_page: number },
): Promise<ListPage<TrackedLink>> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from tracked_links where user_id = $1
     order by created_at desc, id desc limit $2 offset $3`,
    [userId, per_page, (page - 1) * per_page],
  );
  const [count] = await db.query<{ n: number }>(
    'select count(*)::int as n from tracked_links where user_id = $1',
    [userId],
  );
  return { items: rows.map((row) => answer(origin, row)), total: count?.n ?? 0, page, per_page };
}

/** A tap on a short link: the website to send the person to, counting the click (a HEAD counts none). */
export async function followShortLink(
  db: Queryable,
  code: string,
  count: boolean,
): Promise<string | undefined> {
  const rows = await db.query<{ target_url: string }>(
    count
      ? 'update tracked_links set clicks = clicks + 1 where code = $1 returning target_url'
      : 'select target_url from tracked_links where code = $1',
    [code],
  );
  return rows[0]?.target_url;
}
