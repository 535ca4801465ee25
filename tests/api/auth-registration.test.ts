// user/register, user/check_exist, user/activity_domain, the package lists, payment/credit/mine,
// external login, and the validation rules every call shares.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { canonicalMobile, client, listOf, newPerson } from './helpers/client.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// Many scrypt hashes (~0.2 s of CPU each): room for a machine busy with other lanes.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
});
afterAll(async () => {
  await server.close();
});

const countUsers = async () =>
  (await server.db.query<{ n: number }>('select count(*)::int as n from users'))[0]?.n;

describe('user/register', () => {
  it('stores every profile field of a legal person, canonical mobile and Latin digits', async () => {
    const person = newPerson({
      person_type: 'legal',
      mobile: '۰۹۱۲۱۱۱۲۲۳۳',
      national_code: '۰۴۹۹۳۷۰۸۹۹',
      email: 'info@example.ir',
      father_name: 'علی',
      birth_date: '۱۳۶۵/۳/۲',
      birth_place: 'تهران',
      gender: 'female',
      id_number: '1234',
      landline: '88776655',
      city_code: '021',
      postal_code: '1234567890',
      address: 'تهران، خیابان آزادی، پلاک ۱۲',
      website: 'https://example.ir',
      company_name: 'شرکت پیام‌رسان نوین',
      registration_number: '123456',
      economic_number: '4111222333',
      company_national_id: '10101234567',
      registration_date: '1390/01/15',
      activity_domain_id: 7,
    });
    const answer = await api.register(person);
    expect(answer.status).toBe(201);
    expect((await api.get('/acl/auth/check_token', answer.data.token)).data.name).toBe('شرکت پیام‌رسان نوین');
    const [row] = await server.db.query<Record<string, string>>('select * from users where username = $1', [
      person.username,
    ]);
    expect(row).toMatchObject({
      person_type: 'legal',
      mobile: '989121112233',
      national_code: '0499370899',
      birth_date: '1365/03/02',
      company_national_id: '10101234567',
      registration_date: '1390/01/15',
      gender: 'female',
      package_id: 1,
    });
    expect(row?.password_hash).toMatch(/^scrypt\$/);
  });

  it('refuses bad fields with 422 and Persian messages per field, writing nothing', async () => {
    const before = await countUsers();
    const answer = await api.register({
      person_type: 'real',
      username: 'نام فارسی',
      password: 'short',
      password_confirmation: 'other',
      mobile: '0812345678',
      first_name: '',
      last_name: 'احمدی',
      national_code: '123',
    });
    expect(answer.status).toBe(422);
    expect(answer.data).toBeNull();
    const errors = answer.meta.errors ?? {};
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['username', 'password', 'mobile', 'first_name', 'national_code']),
    );
    expect(errors.national_code).toContain('کد ملی باید ۱۰ رقم باشد');
    expect(errors.mobile).toEqual(['شماره موبایل وارد شده نامعتبر است']);
    expect(
      Object.values(errors)
        .flat()
        .every((m) => /[\u0600-\u06FF]/.test(m)),
    ).toBe(true);
    expect(await countUsers()).toBe(before);
  });

  it('requires the company fields of a legal person', async () => {
    const answer = await api.register(newPerson({ person_type: 'legal' }));
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.meta.errors ?? {})).toEqual(
      expect.arrayContaining(['company_name', 'registration_number', 'company_national_id']),
    );
  });

  it('refuses a password that holds the username, and a taken username', async () => {
    const person = newPerson();
    const holds = await api.register({
      ...person,
      password: `${person.username}A1!`,
      password_confirmation: `${person.username}A1!`,
    });
    expect(holds.status).toBe(422);
    expect(holds.meta.errors?.password).toEqual(['رمز عبور نباید شامل نام کاربری باشد']);
    expect((await api.register(person)).status).toBe(201);
    const before = await countUsers();
    const taken = await api.register({
      ...person,
      username: person.username.toUpperCase(),
      mobile: newPerson().mobile,
    });
    expect(taken.status).toBe(422);
    expect(taken.meta.errors?.username).toEqual(['این نام کاربری قبلاً ثبت شده است']);
    expect(await countUsers()).toBe(before);
  });

  it('refuses an unknown activity domain without a partial write', async () => {
    const before = await countUsers();
    const answer = await api.register(newPerson({ activity_domain_id: 999 }));
    expect(answer.status).toBe(422);
    expect(await countUsers()).toBe(before);
  });
});

describe('lists and lookups of the register screen', () => {
  it('check_exist answers 200 for a free username and 409 for a taken one (or mobile)', async () => {
    const person = newPerson();
    await api.register(person);
    const taken = await api.post('/user/check_exist', { user_name: person.username.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.data).toBeNull();
    expect(taken.meta).toMatchObject({ status: false, message: 'این نام کاربری قبلاً ثبت شده است' });
    const free = await api.post('/user/check_exist', { user_name: 'free-name-42' });
    expect(free.status).toBe(200);
    expect(free.data).toBeNull();
    expect(free.meta.message).toBe('این نام کاربری آزاد است و می‌توانید با آن ثبت‌نام کنید');
    // Any form of the mobile finds the account.
    const mobile = `+98${person.mobile.slice(1)}`;
    expect((await api.post('/user/check_exist', { mobile })).status).toBe(409);
    const neither = await api.post('/user/check_exist', {});
    expect(neither.status).toBe(422);
    expect(Object.keys(neither.meta.errors ?? {})).toEqual(['user_name']);
    expect((await api.post('/user/check_exist', { mobile: '12' })).status).toBe(422);
  });

  it('lists activity domains and packages', async () => {
    const domains = await api.get('/user/activity_domain');
    expect(listOf(domains).items.length).toBeGreaterThan(5);
    expect(listOf(domains).items[0]).toEqual({ id: 1, title: expect.stringMatching(/[\u0600-\u06FF]/) });
    const packages = await api.get('/acl/package/general_list');
    expect(listOf(packages).items.find((p: { is_default: boolean }) => p.is_default)).toMatchObject({
      acl_role_id: 1,
      price: 0,
      status: 'active',
    });
  });

  it('pages and filters acl/package/list for a token holder', async () => {
    const token = (await api.register(newPerson())).data.token;
    expect((await api.get('/acl/package/list')).status).toBe(401);
    const first = listOf(await api.get('/acl/package/list?page=1&per_page=2', token));
    expect(first).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(first.items.map((p: { acl_role_id: number }) => p.acl_role_id)).toEqual([1, 2]);
    const second = listOf(await api.get('/acl/package/list?page=2&per_page=2', token));
    expect(second.items.map((p: { acl_role_id: number }) => p.acl_role_id)).toEqual([3, 4]);
    const one = listOf(await api.get('/acl/package/list?package_id=3', token));
    expect(one.items).toHaveLength(1);
    expect(one.items[0]).toMatchObject({ acl_role_id: 3, acl_type: 'user' });
    const named = listOf(await api.get(`/acl/package/list?name=${encodeURIComponent('طلا')}`, token));
    expect(named.items.map((p: { acl_role_id: number }) => p.acl_role_id)).toEqual([4]);
    const inactive = listOf(await api.get('/acl/package/list?status=inactive', token));
    expect(inactive).toMatchObject({ total: 0, items: [] });
    expect((await api.get('/acl/package/list?per_page=1001', token)).status).toBe(422);
  });
});

describe('credit, and one user unable to read another', () => {
  it('answers data.credit of the token holder only', async () => {
    const alice = (await api.register(newPerson())).data.token;
    const bob = (await api.register(newPerson())).data.token;
    expect((await api.get('/payment/credit/mine', alice)).data).toMatchObject({
      credit: 0,
      yesterday_credit: 0,
    });
    expect((await api.post('/demo/top_up', { amount: 2_500_000 }, alice)).data).toEqual({
      credit: 2_500_000,
    });
    expect((await api.get('/payment/credit/mine', alice)).data.credit).toBe(2_500_000);
    expect((await api.get('/payment/credit/mine', bob)).data.credit).toBe(0);
    expect((await api.get('/payment/credit/mine')).status).toBe(401);
    const me = await api.get('/acl/auth/check_token', bob);
    expect(me.data.user_name).not.toBe((await api.get('/acl/auth/check_token', alice)).data.user_name);
  });
});

describe('external login (impersonation)', () => {
  it('exchanges a handover token once for a session marked as impersonated', async () => {
    const person = newPerson();
    const own = (await api.register(person)).data.token;
    const handover = (await api.post('/demo/handover', { username: person.username }, own)).data.token;
    const session = await api.post('/acl/auth/external_login', { token: handover });
    expect(session.status).toBe(200);
    const me = await api.get('/acl/auth/check_token', session.data.token);
    expect(me.data).toMatchObject({ user_name: person.username, impersonated: true });
    expect((await api.post('/acl/auth/external_login', { token: handover })).status).toBe(401);
    const late = (await api.post('/demo/handover', { username: person.username }, own)).data.token;
    server.clock.advance(61_000);
    expect((await api.post('/acl/auth/external_login', { token: late })).status).toBe(401);
    expect((await api.post('/acl/auth/external_login', { token: 'forged' })).status).toBe(401);
  });
});

describe('bad requests stay in the envelope', () => {
  it('answers malformed JSON with 400 and a Persian message, not 500', async () => {
    const answer = await api.call('POST', '/acl/auth/login', { raw: '{"username": "demo", ' });
    expect(answer.status).toBe(400);
    expect(answer.meta.message).toBe('قالب درخواست معتبر نیست');
  });

  it('answers a body that is not an object, or not JSON at all, with 422', async () => {
    expect((await api.call('POST', '/acl/auth/login', { raw: '"text"' })).status).toBe(422);
    expect((await api.call('POST', '/acl/auth/login', { raw: 'null' })).status).toBe(422);
    const form = await api.call('POST', '/acl/auth/login', {
      raw: 'username=a&password=b',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(422);
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const answer = await api.call('POST', '/user/register', {
      body: { ...newPerson(), address: 'x'.repeat(1_100_000) },
    });
    expect(answer.status).toBe(413);
    expect(answer.meta.message).toBe('حجم درخواست بیش از حد مجاز است');
  });

  it('reads the mobile the outbox was given in canonical form', () => {
    expect(canonicalMobile('09121234567')).toBe('989121234567');
  });
});
