// A user's predefined messages and their groups. Everything is the user's own: another user's
// message or group is as unknown as a missing one.
import type { CallBody, CallQuery } from '../../domain/core/call.ts';
import type { ListPage } from '../../domain/core/envelope.ts';
import { foldPersianSql } from '../../domain/core/persian-text.ts';
import {
  PREDEFINED_GROUPS_MAX,
  PREDEFINED_MESSAGES_MAX,
  type PredefinedGroupItem,
  type PredefinedMessageItem,
  predefinedMessages,
} from '../../domain/index.ts';
import type * as calls from '../../domain/predefined/predefined.calls.ts';
import type { Clock } from '../core/clock.ts';
import type { Db, Queryable } from '../db/client.ts';
import { containsPattern } from '../db/like.ts';
import { ApiError } from '../http/api-error.ts';
import { refuseStale, revisionOf } from '../http/revision.ts';

const storedUtc = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as created_at`;
const unixSeconds = (column: string) => `floor(extract(epoch from ${column}))::float8 as time`;

// An ungrouped message answers draft_group_id 0: the published API's field is always an integer.
const ITEM_COLUMNS = `m.id::int as draft_id, coalesce(m.group_id, 0)::int as draft_group_id,
  m.user_id::int as user_id, ${unixSeconds('m.created_at')}, m.text as message, 'normal' as type,
  m.title, g.title as group_title, ${storedUtc('m.created_at')}, ${revisionOf('m.updated_at')} as revision`;

function groupNotFound(field = 'draft_group_id'): never {
  throw new ApiError(404, predefinedMessages.groupNotFound, { [field]: [predefinedMessages.groupNotFound] });
}

function groupExists(): never {
  throw new ApiError(409, predefinedMessages.groupExists, { title: [predefinedMessages.groupExists] });
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

async function ownGroup(db: Queryable, userId: number, groupId: number) {
  const [group] = await db.query<{ id: number }>(
    'select id::int as id from predefined_message_groups where id = $1 and user_id = $2',
    [groupId, userId],
  );
  if (!group) groupNotFound();
}

/** Holds the user's row until the transaction ends, so two writes cannot both pass a limit check. */
async function lockUser(tx: Queryable, userId: number) {
  await tx.query('select id from users where id = $1 for update', [userId]);
}

export async function predefinedPage(
  db: Queryable,
  userId: number,
  { page, per_page, q, draft_group_id }: CallQuery<typeof calls.predefinedListCall>,
): Promise<ListPage<PredefinedMessageItem>> {
  // 0 is no group: the ungrouped messages, answered with draft_group_id 0.
  if (draft_group_id) await ownGroup(db, userId, draft_group_id);
  // Both sides of a search folded: texts are typed on many keyboards.
  const where = `m.user_id = $1
    and ($2::bigint is null or m.group_id = $2 or ($2 = 0 and m.group_id is null))
    and ($3::text = '' or ${foldPersianSql("coalesce(m.title, '') || ' ' || m.text")} like ${foldPersianSql('$4')})`;
  const params = [userId, draft_group_id ?? null, q, containsPattern(q)];
  const [items, [total]] = await Promise.all([
    db.query<PredefinedMessageItem>(
      `select ${ITEM_COLUMNS} from predefined_messages m
       left join predefined_message_groups g on g.id = m.group_id
       where ${where} order by m.created_at desc, m.id desc limit $5 offset $6`,
      [...params, per_page, (page - 1) * per_page],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from predefined_messages m where ${where}`, params),
  ]);
  return { items, total: total?.n ?? 0, page, per_page };
}

export function createPredefined(
  db: Db,
  clock: Clock,
  userId: number,
  { title, message, draft_group_id }: CallBody<typeof calls.predefinedCreateCall>,
): Promise<void> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if (draft_group_id) await ownGroup(tx, userId, draft_group_id);
    const [held] = await tx.query<{ n: number }>(
      'select count(*)::int as n from predefined_messages where user_id = $1',
      [userId],
    );
    if ((held?.n ?? 0) >= PREDEFINED_MESSAGES_MAX)
      throw new ApiError(422, predefinedMessages.messagesFull, {
        message: [predefinedMessages.messagesFull],
      });
    await tx.query(
      `insert into predefined_messages (user_id, group_id, title, text, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $5)`,
      [userId, draft_group_id ?? null, title || null, message, clock.now()],
    );
  });
}

export async function updatePredefined(
  db: Queryable,
  clock: Clock,
  userId: number,
  { draft_id, message, title, draft_group_id }: CallBody<typeof calls.predefinedUpdateCall>,
  madeOn?: string,
): Promise<void> {
  if (draft_group_id) await ownGroup(db, userId, draft_group_id);
  // An edit made on an older copy changes nothing: the row is compared and written in one statement.
  // A title or group left out of the body stays as it is; an empty title or a null group clears it.
  const updated = await db.query(
    `update predefined_messages set text = $3,
       title = case when $4::boolean then nullif($5::text, '') else title end,
       group_id = case when $6::boolean then $7::bigint else group_id end, updated_at = $9
     where id = $1 and user_id = $2 and ($8::text is null or ${revisionOf('updated_at')} = $8) returning id`,
    [
      draft_id,
      userId,
      message,
      title !== undefined,
      title ?? null,
      draft_group_id !== undefined,
      draft_group_id ?? null,
      madeOn ?? null,
      clock.now(),
    ],
  );
  // Nothing written: a message that is there was made on another revision; one that is not is unknown.
  if (updated.length === 0 && madeOn !== undefined) {
    const [still] = await db.query('select 1 from predefined_messages where id = $1 and user_id = $2', [
      draft_id,
      userId,
    ]);
    if (still) refuseStale('', madeOn, predefinedMessages.messageChanged);
  }
  if (updated.length === 0)
    throw new ApiError(404, predefinedMessages.messageNotFound, {
      draft_id: [predefinedMessages.messageNotFound],
    });
}

export function deletePredefined(db: Db, userId: number, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const deleted = await tx.query(
      'delete from predefined_messages where id = any($1::bigint[]) and user_id = $2 returning id',
      [unique, userId],
    );
    // All or none: one id that is not the user's undoes the whole delete.
    if (deleted.length !== unique.length)
      throw new ApiError(404, predefinedMessages.messageNotFound, {
        draft_ids: [predefinedMessages.messageNotFound],
      });
  });
}

/** How many groups of predefined messages the user holds. */
async function groupCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select count(*)::int as n from predefined_message_groups where user_id = $1',
    [userId],
  );
  return row?.n ?? 0;
}

export async function predefinedGroups(
  db: Queryable,
  userId: number,
  { page, per_page }: CallQuery<typeof calls.predefinedGroupListCall>,
): Promise<ListPage<PredefinedGroupItem>> {
  const [items, total] = await Promise.all([
    db.query<PredefinedGroupItem>(
      `select g.id::int as draft_group_id, g.user_id::int as user_id, g.title, ${unixSeconds('g.created_at')},
         (select count(*)::int from predefined_messages m where m.group_id = g.id) as count,
         ${storedUtc('g.created_at')}
       from predefined_message_groups g where g.user_id = $1 order by g.id limit $2 offset $3`,
      [userId, per_page, (page - 1) * per_page],
    ),
    groupCount(db, userId),
  ]);
  return { items, total, page, per_page };
}

export function createPredefinedGroup(db: Db, clock: Clock, userId: number, title: string): Promise<void> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    if ((await groupCount(tx, userId)) >= PREDEFINED_GROUPS_MAX)
      throw new ApiError(422, predefinedMessages.groupsFull, { title: [predefinedMessages.groupsFull] });
    // The unique (user_id, title) index settles two creates racing with the same title.
    const [row] = await tx.query(
      `insert into predefined_message_groups (user_id, title, created_at) values ($1, $2, $3)
       on conflict (user_id, title) do nothing returning id`,
      [userId, title, clock.now()],
    );
    if (!row) groupExists();
  });
}

export async function updatePredefinedGroup(
  db: Queryable,
  userId: number,
  { draft_group_id, title }: CallBody<typeof calls.predefinedGroupUpdateCall>,
): Promise<void> {
  let updated: unknown[];
  try {
    updated = await db.query(
      'update predefined_message_groups set title = $3 where id = $1 and user_id = $2 returning id',
      [draft_group_id, userId, title],
    );
  } catch (error) {
    if (isUniqueViolation(error)) groupExists();
    throw error;
  }
  if (updated.length === 0) groupNotFound();
}

/** Deletes one of the user's groups and the messages in it, together. */
export function deletePredefinedGroup(db: Db, userId: number, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    // The messages go first: deleting the group alone would leave them ungrouped (on delete set null).
    await tx.query('delete from predefined_messages where group_id = $1 and user_id = $2', [id, userId]);
    const deleted = await tx.query(
      'delete from predefined_message_groups where id = $1 and user_id = $2 returning id',
      [id, userId],
    );
    if (deleted.length === 0) groupNotFound();
  });
}

export async function predefinedCount(db: Queryable, userId: number, groupId: number | undefined) {
  if (groupId !== undefined) await ownGroup(db, userId, groupId);
  const [row] = await db.query<{ count: number }>(
    `select count(*)::int as count from predefined_messages
     where user_id = $1 and ($2::bigint is null or group_id = $2)`,
    [userId, groupId ?? null],
  );
  return row?.count ?? 0;
}
