// spec 5, 6, 7 (Sending: panel/link_tracker): UTM link tracking. A user whose plan includes it makes a
// short link for a website; the short link (outside /v1/api, under /v1/l/ so the panel's service
// worker passes it through) counts a click and redirects to the website with its UTM parameters.
import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  buildUtmUrl,
  LinkTrackerCreateSchema,
  LinkTrackerListQuerySchema,
  linkTrackerMessages,
  PLAN_REQUIRED_CODE,
  SHORT_CODE_LENGTH,
  SHORT_CODE_PATTERN,
  SHORT_LINK_PREFIX,
  shortLinkUrl,
  TrackedLinkListSchema,
  TrackedLinkSchema,
  toStoredTimestamp,
  UTM_MEDIUM,
} from '../../domain/index.ts';
import type { Queryable } from '../db/client.ts';
import type { ApiCall } from '../services/api-call.ts';
import { ApiError } from '../services/api-error.ts';
import { requireAuth } from '../services/auth-middleware.ts';
import type { AuthEnv, ServerDeps } from '../services/context.ts';
import { ok } from '../services/respond.ts';
import { jsonBody, queryParams } from '../services/validate.ts';

const tag = 'send';
const planRefusal = 'The account’s plan does not include UTM link tracking (message_code 403-plan)';

export const linkTrackerCalls: ApiCall[] = [
  {
    method: 'post',
    path: '/panel/link_tracker',
    summary:
      'Track a link: answers its short link with UTM parameters (the same link again answers the same)',
    body: LinkTrackerCreateSchema,
    data: TrackedLinkSchema,
    tag,
    auth: true,
    errors: { 201: 'Created', 403: planRefusal },
  },
  {
    method: 'get',
    path: '/panel/link_tracker',
    summary: "The user's tracked links with their clicks, newest first",
    query: LinkTrackerListQuerySchema,
    data: TrackedLinkListSchema,
    tag,
    auth: true,
    errors: { 403: planRefusal },
  },
];

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
const answer = (origin: string, row: Row) => ({
  ...row,
  short_url: shortLinkUrl(origin, row.code),
  created_at: toStoredTimestamp(new Date(row.created_at)),
});

async function hasPlan(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query(`select 1 from plan_features where user_id = $1 and feature = 'link_tracker'`, [
    userId,
  ]);
  return rows.length > 0;
}

async function findByTarget(db: Queryable, userId: number, target: string) {
  const [row] = await db.query<Row>(
    `select ${COLUMNS} from tracked_links where user_id = $1 and target_url = $2`,
    [userId, target],
  );
  return row;
}

export function linkTrackerRoutes(deps: ServerDeps) {
  const { db, clock } = deps;
  const authed = requireAuth(db);
  // spec 6: refused before the body is read, so a user without the plan learns that first.
  const needsPlan = createMiddleware<AuthEnv>(async (c, next) => {
    if (!(await hasPlan(db, c.get('auth').user.id)))
      throw new ApiError(403, linkTrackerMessages.planRequired, undefined, PLAN_REQUIRED_CODE);
    await next();
  });
  return new Hono<AuthEnv>()
    .post('/panel/link_tracker', authed, needsPlan, jsonBody(LinkTrackerCreateSchema), async (c) => {
      const userId = c.get('auth').user.id;
      const { url, utm_source, utm_campaign } = c.req.valid('json');
      const origin = new URL(c.req.url).origin;
      const target = buildUtmUrl(url, { source: utm_source, medium: UTM_MEDIUM, campaign: utm_campaign });
      for (let i = 0; i < CODE_TRIES; i++) {
        const known = await findByTarget(db, userId, target);
        if (known) return ok(c, answer(origin, known), linkTrackerMessages.reused);
        const [row] = await db.query<Row>(
          `insert into tracked_links (user_id, code, url, target_url, utm_source, utm_medium, utm_campaign, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning ${COLUMNS}`,
          [userId, newCode(), url, target, utm_source, UTM_MEDIUM, utm_campaign, clock.now()],
        );
        if (row) return ok(c, answer(origin, row), linkTrackerMessages.created, 201);
      }
      throw new Error('no free short code');
    })
    .get('/panel/link_tracker', authed, needsPlan, queryParams(LinkTrackerListQuerySchema), async (c) => {
      const userId = c.get('auth').user.id;
      const { page, limit } = c.req.valid('query');
      const origin = new URL(c.req.url).origin;
      const rows = await db.query<Row>(
        `select ${COLUMNS} from tracked_links where user_id = $1
         order by created_at desc, id desc limit $2 offset $3`,
        [userId, limit, (page - 1) * limit],
      );
      const [count] = await db.query<{ n: number }>(
        'select count(*)::int as n from tracked_links where user_id = $1',
        [userId],
      );
      const items = rows.map((row) => answer(origin, row));
      const total = count?.n ?? 0;
      return ok(c, { items, total, page, limit });
    });
}

/** The short links themselves, mounted at the app's root: a GET counts a click and redirects. */
export function shortLinkRoutes(deps: ServerDeps) {
  return new Hono().get(`${SHORT_LINK_PREFIX}:code`, async (c) => {
    const code = c.req.param('code');
    c.header('Cache-Control', 'no-store');
    if (!SHORT_CODE_PATTERN.test(code)) return c.text(linkTrackerMessages.linkNotFound, 404);
    // A HEAD (a link preview asking what is there) is answered without counting a click.
    const rows = await deps.db.query<{ target_url: string }>(
      c.req.method === 'GET'
        ? 'update tracked_links set clicks = clicks + 1 where code = $1 returning target_url'
        : 'select target_url from tracked_links where code = $1',
      [code],
    );
    const target = rows[0]?.target_url;
    if (!target) return c.text(linkTrackerMessages.linkNotFound, 404);
    return c.redirect(target, 302);
  });
}
