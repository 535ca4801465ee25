// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// Colleagues and access roles, driven as the panel drives them: the owner makes roles and invites a
// colleague (its first password by SMS), the colleague logs in, must change that password first, then
// acts on the owner's account with its roles' permissions and nothing more; deactivated, its sessions
// and keys die at once. The activity log says who did what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colleagueMessages } from '../../src/domain/colleagues/colleagues.schema.ts';
import { MESSAGE_CODES } from '../../src/domain/core/message-codes.ts';
import { messages } from '../../src/domain/core/messages.ts';
import { PERMISSION_NAMES } from '../../src/domain/core/permissions.ts';
import { client } from './helpers/client.ts';
import {
  colleague,
  colleagueBody,
  invitationPassword,
  NEW_PASSWORD,
  owner,
  role,
} from './helpers/colleagues.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
});
afterAll(async () => {
  await server.close();
});

const limited = (answer: any) => {
  expect(answer.status).toBe(403);
  expect(answer.meta.message_code).toBe(MESSAGE_CODES.accessLimited);
  expect(answer.meta.message).toBe(messages.accessLimited);
};

describe('access roles', () => {
  it('are listed with the catalogue, made, shown, edited, duplicated and deleted by the owner', async () => {
    const boss = await owner(api);
    const list = await api.get('/acl/partner/permission_list', boss.token);
    expect(list.status).toBe(200);
    expect(list.data.flatMap((area: any) => area.permissions.map((p: any) => p.name))).toEqual([
      ...PERMISSION_NAMES,
    ]);
    expect(list.data[0].title).toBe('ارسال پیامک');

    const made = await api.post(
      '/acl/partner/create_role',
      { title: 'فروش', permissions: ['send.sms', 'reports.view', 'send.sms'] },
      boss.token,
    );
    expect(made.status).toBe(201);
    expect(made.meta.message).toBe(colleagueMessages.roleCreated);
    expect(made.data).toMatchObject({
      title: 'فروش',
      permissions: ['send.sms', 'reports.view'],
      colleagues_count: 0,
    });

    const twin = await api.post('/acl/partner/create_role', { title: 'فروش', permissions: [] }, boss.token);
    expect(twin.status).toBe(422);
    expect(twin.meta.message).toBe(colleagueMessages.roleTitleTaken);
    const bad = await api.post(
      '/acl/partner/create_role',
      { title: 'x', permissions: ['owner'] },
      boss.token,
    );
    expect(bad.status).toBe(422);
    expect(bad.meta.message).toBe(colleagueMessages.unknownPermission);

    const shown = await api.get(`/acl/partner/show_role/${made.data.id}`, boss.token);
    const copy = await api.post(
      '/acl/partner/create_role',
      { title: `${shown.data.title} (کپی)`, permissions: shown.data.permissions },
      boss.token,
    );
    expect(copy.status).toBe(201);
    const edited = await api.post(
      `/acl/partner/update_role/${copy.data.id}`,
      { title: 'گزارش‌گیر', permissions: ['reports.view'] },
      boss.token,
    );
    expect(edited.data).toMatchObject({ id: copy.data.id, title: 'گزارش‌گیر', permissions: ['reports.view'] });
    const roles = await api.get('/acl/partner/role_list', boss.token);
    expect(roles.data.map((r: any) => r.title)).toEqual(['فروش', 'گزارش‌گیر']);

    const deleted = await api.post(`/acl/partner/delete_role/${copy.data.id}`, {}, boss.token);
    expect(deleted.status).toBe(200);
    expect((await api.get(`/acl/partner/show_role/${copy.data.id}`, boss.token)).status).toBe(404);
  });

  it("are another account's unknown: 404, and a role someone holds is not deleted", async () => {
    const boss = await owner(api);
    const other = await owner(api);
    const id = await role(api, boss.token, ['send.sms']);
    for (const answer of [
      await api.get(`/acl/partner/show_role/${id}`, other.token),
      await api.post(`/acl/partner/update_role/${id}`, { title: 'x', permissions: [] }, other.token),
      await api.post(`/acl/partner/delete_role/${id}`, {}, other.token),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.meta.message).toBe(colleagueMessages.roleNotFound);
    }
    await colleague(api, server.db, boss.token, [id]);
    const refused = await api.post(`/acl/partner/delete_role/${id}`, {}, boss.token);
    expect(refused.status).toBe(409);
    expect(refused.meta.message).toBe(colleagueMessages.roleInUse);
  });
});

describe('colleagues', () => {
  it('need a role made first, and at least one role', async () => {
    const boss = await owner(api);
    const first = await api.post('/user/partner/create', colleagueBody([1]), boss.token);
    expect(first.status).toBe(422);
    expect(first.meta.message).toBe(messages.createAccessFirst);
    expect(first.meta.errors).toEqual({ role_ids: [messages.createAccessFirst] });
    const none = await api.post('/user/partner/create', colleagueBody([]), boss.token);
    expect(none.status).toBe(422);
    expect(none.meta.message).toBe(colleagueMessages.roleRequired);
    const other = await owner(api);
    const theirs = await role(api, other.token, []);
    await role(api, boss.token, []);
    const foreign = await api.post('/user/partner/create', colleagueBody([theirs]), boss.token);
    expect(foreign.status).toBe(422);
    expect(foreign.meta.message).toBe(colleagueMessages.roleNotFound);
  });

  it('are invited by SMS, pending until they log in, and change their first password before anything else', async () => {
    const boss = await owner(api);
    const id = await role(api, boss.token, ['reports.view']);
    const body = colleagueBody([id]);
    const made = await api.post('/user/partner/create', body, boss.token);
    expect(made.status).toBe(201);
    expect(made.meta.message).toBe(colleagueMessages.invited);
    expect(made.data).toMatchObject({
      username: body.username,
      status: 'pending',
      roles: [{ id }],
      permissions: ['reports.view'],
      last_login_at: null,
    });
    const taken = await api.post(
      '/user/partner/create',
      { ...colleagueBody([id]), username: body.username },
      boss.token,
    );
    expect(taken.status).toBe(422);
    expect(taken.meta.message).toBe(colleagueMessages.usernameTaken);

    const first = await invitationPassword(server.db, body.mobile);
    const login = await api.post('/acl/auth/login', { username: body.username, password: first });
    expect(login.status).toBe(200);
    expect(login.data.must_change_password).toBe(true);
    const token = login.data.token as string;
    const me = await api.get('/acl/auth/check_token', token);
    expect(me.data).toMatchObject({
      is_owner: false,
      permissions: ['reports.view'],
      must_change_password: true,
    });
    const blocked = await api.post('/report/new_list', {}, token);
    expect(blocked.status).toBe(403);
    expect(blocked.meta.message_code).toBe(MESSAGE_CODES.passwordChangeRequired);
    expect(blocked.meta.message).toBe(colleagueMessages.passwordChangeRequired);
    expect((await api.get(`/user/partner/get/${made.data.id}`, boss.token)).data.status).toBe('active');

    const changed = await api.post(
      '/user/change_password',
      { current_password: first, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      token,
    );
    expect(changed.status).toBe(200);
    expect((await api.get('/acl/auth/check_token', token)).data.must_change_password).toBe(false);
    expect((await api.post('/report/new_list', {}, token)).status).toBe(200);
  });

  it("act on the owner's account with their roles' permissions, and cannot raise their own access", async () => {
    const boss = await owner(api);
    await api.post('/demo/top_up', { amount: 5_000_000 }, boss.token);
    const id = await role(api, boss.token, ['wallet.view', 'developers.keys']);
    const mate = await colleague(api, server.db, boss.token, [id]);
    const credit = await api.get('/payment/credit/mine', mate.token);
    expect(credit.status).toBe(200);
    expect(credit.data.credit).toBe((await api.get('/payment/credit/mine', boss.token)).data.credit);
    expect(credit.data.credit).toBeGreaterThan(0);

    limited(await api.post('/send/calculate-price', {}, mate.token));
    limited(
      await api.post(
        '/acl/partner/create_role',
        { title: 'همه', permissions: [...PERMISSION_NAMES] },
        mate.token,
      ),
    );
    limited(
      await api.post(
        `/acl/partner/update_role/${id}`,
        { title: 'همه', permissions: [...PERMISSION_NAMES] },
        mate.token,
      ),
    );
    limited(await api.post('/user/partner/create', colleagueBody([id]), mate.token));
    limited(await api.post(`/user/partner/update/${mate.id}`, { ...colleagueBody([id]) }, mate.token));
    limited(await api.get('/user/partner/activity', mate.token));
    // The owner's keys are not the colleague's to see whole: an owner's key acts with every permission.
    const ownerKey = await api.post('/acl/api_key/create', { title: 'مالک' }, boss.token);
    const show = await api.post('/acl/api_key/otp', { id: ownerKey.data.id }, mate.token);
    expect(show.status).toBe(404);
    // A key the colleague makes carries its permissions.
    const key = (await api.post('/acl/api_key/create', { title: 'همکار' }, mate.token)).data.key as string;
    expect((await api.get('/payment/credit/mine', key)).status).toBe(200);
    limited(await api.post('/send/calculate-price', {}, key));
  });

  it('deactivated: sessions end at once, keys die, login refused; activated: may log in again', async () => {
    const boss = await owner(api);
    const id = await role(api, boss.token, ['wallet.view', 'developers.keys']);
    const mate = await colleague(api, server.db, boss.token, [id]);
    const key = (await api.post('/acl/api_key/create', { title: 'همکار' }, mate.token)).data.key as string;
    expect((await api.get('/payment/credit/mine', key)).status).toBe(200);

    const other = await owner(api);
    expect((await api.post(`/user/partner/deactive/${mate.id}`, {}, other.token)).status).toBe(404);
    expect((await api.get(`/user/partner/get/${mate.id}`, other.token)).status).toBe(404);

    const off = await api.post(`/user/partner/deactive/${mate.id}`, {}, boss.token);
    expect(off.status).toBe(200);
    expect(off.data.status).toBe('deactivated');
    expect((await api.get('/payment/credit/mine', mate.token)).status).toBe(401);
    expect((await api.get('/payment/credit/mine', key)).status).toBe(401);
    const login = await api.post('/acl/auth/login', { username: mate.username, password: mate.password });
    expect(login.status).toBe(422);
    expect(login.errors?.username).toEqual([colleagueMessages.accountDeactivated]);

    const on = await api.post(`/user/partner/active/${mate.id}`, {}, boss.token);
    expect(on.data.status).toBe('active');
    const again = await api.post('/acl/auth/login', { username: mate.username, password: mate.password });
    expect(again.status).toBe(200);
    expect((await api.get('/payment/credit/mine', key)).status).toBe(200);

    const list = await api.get('/user/partner/list?status=active', boss.token);
    expect(list.data.map((c: any) => c.id)).toEqual([mate.id]);
    expect((await api.get('/user/partner/list', other.token)).data).toEqual([]);
  });

  it('are found by name with Arabic letters and Persian digits folded, by username, or by mobile as typed', async () => {
    const boss = await owner(api);
    const id = await role(api, boss.token, ['reports.view']);
    const ali = { ...colleagueBody([id]), first_name: 'علی', last_name: 'کریمی' };
    const sara = { ...colleagueBody([id]), first_name: 'سارا', last_name: 'رضایی' };
    for (const body of [ali, sara])
      expect((await api.post('/user/partner/create', body, boss.token)).status).toBe(201);
    const found = async (search: string) =>
      (await api.get(`/user/partner/list?search=${encodeURIComponent(search)}`, boss.token)).data.map(
        (c: any) => c.username,
      );
    expect(await found('علي كريمي')).toEqual([ali.username]);
    expect(await found(sara.username)).toEqual([sara.username]);
    const persianDigits = ali.mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    expect(await found(persianDigits)).toEqual([ali.username]);
    expect(await found(`+98${ali.mobile.slice(1)}`)).toEqual([ali.username]);
    expect(await found('%')).toEqual([]);
    expect((await api.get(`/user/partner/list?search=${'ا'.repeat(51)}`, boss.token)).status).toBe(422);
    expect(
      (await api.get(`/user/partner/list?search=${encodeURIComponent('علی')}`, (await owner(api)).token))
        .data,
    ).toEqual([]);
  });

  it('leave an activity log the owner reads by member, action and date', async () => {
    const boss = await owner(api);
    const id = await role(api, boss.token, ['wallet.view'], 'کیف پول');
    const mate = await colleague(api, server.db, boss.token, [id]);
    await api.post(`/user/partner/deactive/${mate.id}`, {}, boss.token);
    const all = await api.get('/user/partner/activity?per_page=100', boss.token);
    const detailOf = (action: string) => all.data.find((e: any) => e.action === action)?.detail;
    expect(detailOf('role_created')).toMatchObject({ id, title: 'کیف پول' });
    expect(detailOf('colleague_invited')).toMatchObject({ id: mate.id, username: mate.username });
    expect(all.status).toBe(200);
    const actions = all.data.map((e: any) => `${e.is_owner ? 'owner' : 'mate'} ${e.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'owner role_created',
        'owner colleague_invited',
        'mate login',
        'mate password_changed',
        'owner colleague_deactivated',
      ]),
    );
    expect(all.data[0].action).toBe('colleague_deactivated');
    const theirs = await api.get(`/user/partner/activity?member=${mate.id}`, boss.token);
    expect(theirs.data.every((e: any) => e.member_id === mate.id && e.member_name === 'رضا کریمی')).toBe(
      true,
    );
    const logins = await api.get(`/user/partner/activity?action=login&member=${mate.id}`, boss.token);
    expect(logins.data.length).toBe(2);
    const future = await api.get('/user/partner/activity?from=2099-01-01', boss.token);
    expect(future.data).toEqual([]);
    expect((await api.get('/user/partner/activity?action=hack', boss.token)).status).toBe(422);
    const other = await owner(api);
    expect((await api.get(`/user/partner/activity?member=${mate.id}`, other.token)).data).toEqual([]);
  });
});
