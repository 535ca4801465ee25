// Access roles and colleagues of an account. Everything is the account's own: another account's role
// or colleague is as unknown as a missing one (404). A colleague is a `users` row with parent_id = the
// owner, invited with a first password sent by SMS that it must change at its first login; its
// permissions are its roles' (read with its session: auth/sessions.ts memberAuth), so a role's change
// or a deactivation makes every process read its sessions again, and a deactivation ends them.
import { randomInt } from 'node:crypto';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as calls from '../../domain/colleagues/colleagues.calls.ts';
import {
  type ColleagueItem,
  MAX_COLLEAGUES,
  MAX_ROLES,
  colleagueMessages as m,
  type PermissionArea,
  type RoleItem,
} from '../../domain/colleagues/colleagues.schema.ts';
import type { CallBody, CallQuery } from '../../domain/core/call.ts';
import type { ListPage } from '../../domain/core/envelope.ts';
import { MESSAGE_CODES } from '../../domain/core/message-codes.ts';
import { messages } from '../../domain/core/messages.ts';
import { PERMISSION_AREAS } from '../../domain/core/permissions.ts';
import { foldPersian, foldPersianSql } from '../../domain/core/persian-text.ts';
import { displayName, revokeAllSessions, type SessionUser, userChanged } from '../auth/sessions.ts';
import type { Clock } from '../core/clock.ts';
import { notifyIn } from '../core/events.ts';
import { hashPassword } from '../core/secrets.ts';
import type { SmsGateway } from '../core/sms-gateway.ts';
import type { Db, Queryable } from '../db/client.ts';
import { containsPattern } from '../db/like.ts';
import { forgetApiKeys } from '../developers/api-keys.ts';
import { ApiError } from '../http/api-error.ts';

type Deps = { db: Db; clock: Clock; gateway: SmsGateway };

const fieldError = (status: ContentfulStatusCode, field: string, message: string) =>
  new ApiError(status, message, { [field]: [message] });
const notFound = (message: string) => new ApiError(404, message, undefined, MESSAGE_CODES.notFound);

/** The catalogue as permission_list answers it. */
export const permissionList = (): PermissionArea[] =>
  PERMISSION_AREAS.map((area) => ({
    area: area.area,
    title: area.title,
    permissions: area.permissions.map((entry) => ({ name: entry.name, title: entry.title })),
  }));

// Roles ---------------------------------------------------------------------------------------

const ROLE_COLUMNS = `r.id::int as id, r.title, r.permissions,
  (select count(*)::int from colleague_roles cr where cr.role_id = r.id) as colleagues_count,
  to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as created_at`;

export async function roleList(db: Queryable, accountId: number): Promise<RoleItem[]> {
  return db.query<RoleItem>(
    `select ${ROLE_COLUMNS} from roles r where r.account_id = $1 order by r.created_at, r.id`,
    [accountId],
  );
}

/** A role id from the path: digits only, or it is no role of anyone's. */
const idOf = (text: string, missing: string) => {
  if (!/^\d{1,15}$/.test(text)) throw notFound(missing);
  return Number(text);
};

export async function showRole(db: Queryable, accountId: number, roleId: string): Promise<RoleItem> {
  const [role] = await db.query<RoleItem>(
    `select ${ROLE_COLUMNS} from roles r where r.id = $1 and r.account_id = $2`,
    [idOf(roleId, m.roleNotFound), accountId],
  );
  if (!role) throw notFound(m.roleNotFound);
  return role;
}

async function titleFree(db: Queryable, accountId: number, title: string, except: number) {
  const [taken] = await db.query('select 1 from roles where account_id = $1 and title = $2 and id <> $3', [
    accountId,
    title,
    except,
  ]);
  if (taken) throw fieldError(422, 'title', m.roleTitleTaken);
}

export async function createRole(
  deps: Deps,
  accountId: number,
  { title, permissions }: CallBody<typeof calls.roleCreateCall>,
): Promise<RoleItem> {
  const [count] = await deps.db.query<{ n: number }>(
    'select count(*)::int as n from roles where account_id = $1',
    [accountId],
  );
  if ((count?.n ?? 0) >= MAX_ROLES) throw fieldError(422, 'title', m.tooManyRoles);
  await titleFree(deps.db, accountId, title, 0);
  const now = deps.clock.now();
  const [made] = await deps.db.query<{ id: number }>(
    `insert into roles (account_id, title, permissions, created_at, updated_at)
     values ($1, $2, $3::text[], $4, $4) on conflict (account_id, title) do nothing returning id::int as id`,
    [accountId, title, permissions, now],
  );
  if (!made) throw fieldError(422, 'title', m.roleTitleTaken);
  return showRole(deps.db, accountId, String(made.id));
}

/** Tells every process to read again the sessions of these colleagues (their permissions changed). */
async function membersChanged(db: Queryable, colleagueIds: readonly number[]) {
  for (const id of colleagueIds) await userChanged(db, id);
}

const holders = async (db: Queryable, roleId: number) =>
  (
    await db.query<{ id: number }>('select colleague_id::int as id from colleague_roles where role_id = $1', [
      roleId,
    ])
  ).map((row) => row.id);

export async function updateRole(
  deps: Deps,
  accountId: number,
  roleId: string,
  { title, permissions }: CallBody<typeof calls.roleUpdateCall>,
): Promise<RoleItem> {
  const role = await showRole(deps.db, accountId, roleId);
  await titleFree(deps.db, accountId, title, role.id);
  await deps.db.query(
    'update roles set title = $1, permissions = $2::text[], updated_at = $3 where id = $4',
    [title, permissions, deps.clock.now(), role.id],
  );
  await membersChanged(deps.db, await holders(deps.db, role.id));
  return showRole(deps.db, accountId, roleId);
}

export async function deleteRole(deps: Deps, accountId: number, roleId: string): Promise<RoleItem> {
  const role = await showRole(deps.db, accountId, roleId);
  if (role.colleagues_count > 0)
    throw new ApiError(409, m.roleInUse, { role_id: [m.roleInUse] }, MESSAGE_CODES.conflict);
  const deleted = await deps.db.query(
    `delete from roles r where r.id = $1 and not exists (select 1 from colleague_roles cr where cr.role_id = r.id)
     returning id`,
    [role.id],
  );
  if (deleted.length === 0)
    throw new ApiError(409, m.roleInUse, { role_id: [m.roleInUse] }, MESSAGE_CODES.conflict);
  return role;
}

// Colleagues ----------------------------------------------------------------------------------

const COLLEAGUE_COLUMNS = `u.id::int as id, u.first_name, u.last_name, u.mobile, u.username,
  coalesce(u.colleague_status, 'active') as status,
  coalesce((select json_agg(json_build_object('id', r.id::int, 'title', r.title) order by r.id)
    from colleague_roles cr join roles r on r.id = cr.role_id where cr.colleague_id = u.id), '[]') as roles,
  array(select distinct p from colleague_roles cr join roles r on r.id = cr.role_id, unnest(r.permissions) p
    where cr.colleague_id = u.id order by p) as permissions,
  to_char(u.last_login_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as last_login_at,
  to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as created_at`;

type ColleagueRow = Omit<ColleagueItem, 'roles'> & { roles: ColleagueItem['roles'] | string };
const item = (row: ColleagueRow): ColleagueItem => ({
  ...row,
  roles: typeof row.roles === 'string' ? JSON.parse(row.roles) : row.roles,
});

export async function colleaguePage(
  db: Queryable,
  accountId: number,
  { status, search, page, per_page }: CallQuery<typeof calls.colleagueListCall>,
): Promise<ListPage<ColleagueItem>> {
  // The search matches the name and username with Persian letters and digits folded, or the mobile by
  // its digits after the leading 0 or 98 (a mobile is typed 0912…, stored 98912…).
  const text = search ? containsPattern(foldPersian(search)) : null;
  const digits = search ? foldPersian(search).replace(/^(\+?98|0)/, '') : '';
  const mobile = /^\d{3,}$/.test(digits) ? containsPattern(digits) : null;
  const where = `u.parent_id = $1 and ($2::text is null or coalesce(u.colleague_status, 'active') = $2::text)
    and ($3::text is null or ${foldPersianSql("u.first_name || ' ' || u.last_name || ' ' || u.username")} like $3
      or ($4::text is not null and u.mobile like $4))`;
  const params = [accountId, status ?? null, text, mobile];
  const [rows, [total]] = await Promise.all([
    db.query<ColleagueRow>(
      `select ${COLLEAGUE_COLUMNS} from users u where ${where} order by u.created_at desc, u.id desc limit $5 offset $6`,
      [...params, per_page, (page - 1) * per_page],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from users u where ${where}`, params),
  ]);
  return { items: rows.map(item), total: total?.n ?? 0, page, per_page };
}

export async function colleagueOf(
  db: Queryable,
  accountId: number,
  colleagueId: string,
): Promise<ColleagueItem> {
  const [row] = await db.query<ColleagueRow>(
    `select ${COLLEAGUE_COLUMNS} from users u where u.id = $1 and u.parent_id = $2`,
    [idOf(colleagueId, m.colleagueNotFound), accountId],
  );
  if (!row) throw notFound(m.colleagueNotFound);
  return item(row);
}

/** The role ids must all be the account's; with no role at all, the owner is told to make one first. */
async function checkRoles(db: Queryable, accountId: number, roleIds: readonly number[]) {
  const [{ all, found } = { all: 0, found: 0 }] = await db.query<{ all: number; found: number }>(
    `select count(*)::int as all, count(*) filter (where id = any($2::bigint[]))::int as found
     from roles where account_id = $1`,
    [accountId, roleIds],
  );
  if (all === 0) throw fieldError(422, 'role_ids', messages.createAccessFirst);
  if (found !== roleIds.length) throw fieldError(422, 'role_ids', m.roleNotFound);
}

async function setRoles(db: Queryable, colleagueId: number, roleIds: readonly number[]) {
  await db.query('delete from colleague_roles where colleague_id = $1', [colleagueId]);
  await db.query(
    'insert into colleague_roles (colleague_id, role_id) select $1, unnest($2::bigint[]) on conflict do nothing',
    [colleagueId, roleIds],
  );
}

const LOWER = 'abcdefghjkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!@#$%*';
const pick = (set: string) => set[randomInt(set.length)] ?? 'x';

/** A first password meeting every rule (8+ characters, cases, a digit, a sign), easy to type from an SMS. */
export function firstPassword(): string {
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SPECIAL)];
  for (let i = 0; i < 6; i++) chars.push(pick(LOWER + DIGITS));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

export async function inviteColleague(
  deps: Deps,
  owner: SessionUser,
  body: CallBody<typeof calls.colleagueCreateCall>,
): Promise<ColleagueItem> {
  const { db, clock, gateway } = deps;
  await checkRoles(db, owner.id, body.role_ids);
  const [count] = await db.query<{ n: number }>('select count(*)::int as n from users where parent_id = $1', [
    owner.id,
  ]);
  if ((count?.n ?? 0) >= MAX_COLLEAGUES) throw fieldError(422, 'username', m.tooManyColleagues);
  const password = firstPassword();
  const hash = await hashPassword(password);
  const id = await db.transaction(async (tx) => {
    const [made] = await tx.query<{ id: number }>(
      `insert into users (username, password_hash, person_type, first_name, last_name, national_code, mobile,
         parent_id, colleague_status, must_change_password, created_at)
       values ($1, $2, 'real', $3, $4, '', $5, $6, 'pending', true, $7)
       on conflict (username) do nothing returning id::int as id`,
      [body.username, hash, body.first_name, body.last_name, body.mobile, owner.id, clock.now()],
    );
    if (!made) throw fieldError(422, 'username', m.usernameTaken);
    await setRoles(tx, made.id, body.role_ids);
    return made.id;
  });
  await gateway.send({
    mobile: body.mobile,
    channel: 'sms',
    body: m.invitation(displayName(owner), body.username, password),
  });
  return colleagueOf(db, owner.id, String(id));
}

export async function updateColleague(
  deps: Deps,
  accountId: number,
  colleagueId: string,
  body: CallBody<typeof calls.colleagueUpdateCall>,
): Promise<ColleagueItem> {
  const { db } = deps;
  const colleague = await colleagueOf(db, accountId, colleagueId);
  await checkRoles(db, accountId, body.role_ids);
  await db.transaction(async (tx) => {
    await tx.query('update users set first_name = $1, last_name = $2, mobile = $3 where id = $4', [
      body.first_name,
      body.last_name,
      body.mobile,
      colleague.id,
    ]);
    await setRoles(tx, colleague.id, body.role_ids);
  });
  await membersChanged(db, [colleague.id]);
  return colleagueOf(db, accountId, colleagueId);
}

/**
 * Deactivates a colleague: every session of its ends at once (each process drops them and closes
 * their sockets, the open tab lands on the login page), and its API keys stop working with it.
 */
export async function deactivateColleague(deps: Deps, accountId: number, colleagueId: string) {
  const { db, clock } = deps;
  const colleague = await colleagueOf(db, accountId, colleagueId);
  await db.transaction(async (tx) => {
    await tx.query(`update users set colleague_status = 'deactivated' where id = $1`, [colleague.id]);
    await revokeAllSessions(tx, clock, colleague.id);
    await notifyIn(tx, { kind: 'user', userId: colleague.id });
  });
  await userChanged(db, colleague.id);
  forgetApiKeys(db);
  return colleagueOf(db, accountId, colleagueId);
}

/** Activates a deactivated colleague: it may log in again (pending until its first login if it never did). */
export async function activateColleague(deps: Deps, accountId: number, colleagueId: string) {
  const { db } = deps;
  const colleague = await colleagueOf(db, accountId, colleagueId);
  await db.query(
    `update users set colleague_status = case when last_login_at is null then 'pending' else 'active' end
     where id = $1 and colleague_status = 'deactivated'`,
    [colleague.id],
  );
  await userChanged(db, colleague.id);
  forgetApiKeys(db);
  return colleagueOf(db, accountId, colleagueId);
}
