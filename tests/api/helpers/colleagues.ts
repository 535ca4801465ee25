// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// Helpers for the colleagues tests: an owner, a role, a colleague invited with it and logged in with
// the first password its invitation SMS carried (changed, unless asked to keep it).
import { normalizeMobile } from '../../../src/domain/core/mobile.ts';
import { type client, newPerson } from './client.ts';

export type Api = ReturnType<typeof client>;
type Db = { query(sql: string, params?: unknown[]): Promise<any> };

export const NEW_PASSWORD = 'Abi@Daryaa1404';

/** The first password of the newest invitation SMS to a mobile (read where the simulated operator keeps it). */
export async function invitationPassword(db: Db, mobile: string): Promise<string> {
  const answer = await db.query('select body from sms_outbox where mobile = $1 order by id desc limit 1', [
    normalizeMobile(mobile),
  ]);
  const rows = Array.isArray(answer) ? answer : answer.rows;
  const password = /رمز عبور موقت: (\S+)/.exec(rows[0]?.body ?? '')?.[1];
  if (!password) throw new Error(`no invitation to ${mobile}`);
  return password;
}

export async function owner(api: Api): Promise<{ token: string; id: number }> {
  const token = (await api.register(newPerson())).data.token as string;
  const me = await api.get('/acl/auth/check_token', token);
  return { token, id: me.data.user_id as number };
}

export async function role(api: Api, token: string, permissions: string[], title?: string): Promise<number> {
  const made = await api.post(
    '/acl/partner/create_role',
    { title: title ?? `نقش ${Math.random().toString(36).slice(2, 8)}`, permissions },
    token,
  );
  if (made.status !== 201) throw new Error(`role refused: ${made.status} ${made.meta.message}`);
  return made.data.id as number;
}

let counter = 0;
/** A colleague body with a unique username and mobile. */
export function colleagueBody(roleIds: number[]) {
  counter++;
  const suffix = `${(process.pid % 100) + 10}${counter}`.padStart(7, '0').slice(-7);
  return {
    first_name: 'رضا',
    last_name: 'کریمی',
    mobile: `0935${suffix}`,
    username: `mate-${process.pid}-${counter}`,
    role_ids: roleIds,
  };
}

/** Invites a colleague with these roles, logs it in and (unless `keepFirst`) changes its first password. */
export async function colleague(
  api: Api,
  db: Db,
  ownerToken: string,
  roleIds: number[],
  keepFirst = false,
): Promise<{ id: number; token: string; username: string; mobile: string; password: string }> {
  const body = colleagueBody(roleIds);
  const made = await api.post('/user/partner/create', body, ownerToken);
  if (made.status !== 201) throw new Error(`colleague refused: ${made.status} ${made.meta.message}`);
  const first = await invitationPassword(db, body.mobile);
  const login = await api.post('/acl/auth/login', { username: body.username, password: first });
  if (login.status !== 200) throw new Error(`colleague login refused: ${login.status}`);
  let token = login.data.token as string;
  let password = first;
  if (!keepFirst) {
    const changed = await api.post(
      '/user/change_password',
      { current_password: first, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      token,
    );
    if (changed.status !== 200)
      throw new Error(`password change refused: ${changed.status} ${changed.meta.message}`);
    password = NEW_PASSWORD;
    const again = await api.post('/acl/auth/login', { username: body.username, password });
    token = again.data.token as string;
  }
  return { id: made.data.id as number, token, username: body.username, mobile: body.mobile, password };
}
