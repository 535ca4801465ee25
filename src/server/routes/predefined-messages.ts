// spec 7 (Predefined messages: user/draft list, group list, create, delete, group create, group
// delete, group count; Sending: user/draft/list): a user's predefined messages and their groups.
// Everything is the user's own: another user's message or group is as unknown as a missing one.
import { Hono } from 'hono';
import {
  CountDataSchema,
  PredefinedCountQuerySchema,
  PredefinedDeleteSchema,
  PredefinedGroupItemSchema,
  PredefinedGroupListSchema,
  PredefinedListQuerySchema,
  PredefinedMessageGroupSchema,
  PredefinedMessageItemSchema,
  PredefinedMessageListSchema,
  PredefinedMessageSchema,
  predefinedMessages,
} from '../../domain/index.ts';
import type { Queryable } from '../db/client.ts';
import type { ApiCall } from '../services/api-call.ts';
import { ApiError } from '../services/api-error.ts';
import { requireAuth } from '../services/auth-middleware.ts';
import type { AuthEnv, ServerDeps } from '../services/context.ts';
import { ok } from '../services/respond.ts';
import { jsonBody, queryParams } from '../services/validate.ts';

const call = (method: 'get' | 'post', path: string, summary: string, extra: Partial<ApiCall>): ApiCall => ({
  method,
  path,
  summary,
  tag: 'predefined',
  auth: true,
  ...extra,
});

export const predefinedMessageCalls: ApiCall[] = [
  call('get', '/user/draft/list', "The user's predefined messages, newest first, searched and by group", {
    query: PredefinedListQuerySchema,
    data: PredefinedMessageListSchema,
    errors: { 404: 'No such group of this user' },
  }),
  call('post', '/user/draft/create', 'Save a predefined message', {
    body: PredefinedMessageSchema,
    data: PredefinedMessageItemSchema,
    errors: { 201: 'Saved', 404: 'No such group of this user' },
  }),
  call('post', '/user/draft/delete', 'Delete one of the user’s predefined messages', {
    body: PredefinedDeleteSchema,
    errors: { 404: 'No such message of this user' },
  }),
  call('get', '/user/draft/group/list', "The user's groups, each with how many messages it holds", {
    data: PredefinedGroupListSchema,
  }),
  call('post', '/user/draft/group/create', 'Create a group', {
    body: PredefinedMessageGroupSchema,
    data: PredefinedGroupItemSchema,
    errors: { 201: 'Created', 409: 'The user has a group with this title' },
  }),
  call('post', '/user/draft/group/delete', 'Delete a group; its messages stay, ungrouped', {
    body: PredefinedDeleteSchema,
    errors: { 404: 'No such group of this user' },
  }),
  call('get', '/user/draft/group/count', 'How many predefined messages the user has, all or in a group', {
    query: PredefinedCountQuerySchema,
    data: CountDataSchema,
    errors: { 404: 'No such group of this user' },
  }),
];

const ITEM_COLUMNS = `m.id::int as id, m.title, m.text, m.group_id::int as group_id, g.title as group_title,
  to_char(m.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as created_at`;

// Arabic yeh and kaf read as the Persian letters, and any digit script as Latin, on both sides of a
// search: texts are typed on many keyboards (spec 5: input accepts Persian, Arabic and Latin digits).
const FOLD_FROM = 'يك۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩';
const FOLD_TO = 'یک01234567890123456789';
const folded = (sql: string) => `lower(translate(${sql}, '${FOLD_FROM}', '${FOLD_TO}'))`;
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function groupNotFound(): never {
  throw new ApiError(404, predefinedMessages.groupNotFound, { group_id: [predefinedMessages.groupNotFound] });
}

async function ownGroup(db: Queryable, userId: number, groupId: number) {
  const [group] = await db.query<{ id: number; title: string }>(
    'select id::int as id, title from predefined_message_groups where id = $1 and user_id = $2',
    [groupId, userId],
  );
  if (!group) groupNotFound();
  return group;
}

export function predefinedMessageRoutes(deps: ServerDeps) {
  const authed = requireAuth(deps.db);
  const { db, clock } = deps;
  return new Hono<AuthEnv>()
    .get('/user/draft/list', authed, queryParams(PredefinedListQuerySchema), async (c) => {
      const userId = c.get('auth').user.id;
      const { page, limit, q, group_id } = c.req.valid('query');
      if (group_id !== undefined) await ownGroup(db, userId, group_id);
      const where = `m.user_id = $1 and ($2::bigint is null or m.group_id = $2)
        and ($3::text = '' or ${folded("coalesce(m.title, '') || ' ' || m.text")} like ${folded('$4')})`;
      const params = [userId, group_id ?? null, q, likePattern(q)];
      const [items, [total]] = await Promise.all([
        db.query(
          `select ${ITEM_COLUMNS} from predefined_messages m
           left join predefined_message_groups g on g.id = m.group_id
           where ${where} order by m.created_at desc, m.id desc limit $5 offset $6`,
          [...params, limit, (page - 1) * limit],
        ),
        db.query<{ n: number }>(
          `select count(*)::int as n from predefined_messages m where ${where}`,
          params,
        ),
      ]);
      return ok(c, { items, total: total?.n ?? 0, page, limit });
    })
    .post('/user/draft/create', authed, jsonBody(PredefinedMessageSchema), async (c) => {
      const userId = c.get('auth').user.id;
      const { title, text, group_id } = c.req.valid('json');
      if (group_id) await ownGroup(db, userId, group_id);
      const [row] = await db.query(
        `with m as (
           insert into predefined_messages (user_id, group_id, title, text, created_at)
           values ($1, $2, $3, $4, $5) returning *
         )
         select ${ITEM_COLUMNS} from m left join predefined_message_groups g on g.id = m.group_id`,
        [userId, group_id ?? null, title || null, text, clock.now()],
      );
      return ok(c, row, predefinedMessages.messageSaved, 201);
    })
    .post('/user/draft/delete', authed, jsonBody(PredefinedDeleteSchema), async (c) => {
      const deleted = await db.query(
        'delete from predefined_messages where id = $1 and user_id = $2 returning id',
        [c.req.valid('json').id, c.get('auth').user.id],
      );
      if (deleted.length === 0) throw new ApiError(404, predefinedMessages.messageNotFound);
      return ok(c, null, predefinedMessages.messageDeleted);
    })
    .get('/user/draft/group/list', authed, async (c) =>
      ok(
        c,
        await db.query(
          `select g.id::int as id, g.title, count(m.id)::int as count
           from predefined_message_groups g left join predefined_messages m on m.group_id = g.id
           where g.user_id = $1 group by g.id order by g.id`,
          [c.get('auth').user.id],
        ),
      ),
    )
    .post('/user/draft/group/create', authed, jsonBody(PredefinedMessageGroupSchema), async (c) => {
      const { title } = c.req.valid('json');
      // The unique (user_id, title) index settles two creates racing with the same title.
      const [row] = await db.query(
        `insert into predefined_message_groups (user_id, title, created_at) values ($1, $2, $3)
         on conflict (user_id, title) do nothing returning id::int as id, title, 0 as count`,
        [c.get('auth').user.id, title, clock.now()],
      );
      if (!row)
        throw new ApiError(409, predefinedMessages.groupExists, { title: [predefinedMessages.groupExists] });
      return ok(c, row, predefinedMessages.groupSaved, 201);
    })
    .post('/user/draft/group/delete', authed, jsonBody(PredefinedDeleteSchema), async (c) => {
      const deleted = await db.query(
        'delete from predefined_message_groups where id = $1 and user_id = $2 returning id',
        [c.req.valid('json').id, c.get('auth').user.id],
      );
      if (deleted.length === 0) groupNotFound();
      return ok(c, null, predefinedMessages.groupDeleted);
    })
    .get('/user/draft/group/count', authed, queryParams(PredefinedCountQuerySchema), async (c) => {
      const userId = c.get('auth').user.id;
      const { group_id } = c.req.valid('query');
      if (group_id !== undefined) await ownGroup(db, userId, group_id);
      const [row] = await db.query<{ count: number }>(
        `select count(*)::int as count from predefined_messages
         where user_id = $1 and ($2::bigint is null or group_id = $2)`,
        [userId, group_id ?? null],
      );
      return ok(c, { count: row?.count ?? 0 });
    });
}
