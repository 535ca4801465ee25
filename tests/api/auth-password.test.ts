import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PERMISSION_NAMES } from '../../src/domain/core/permissions.ts';
import { client, newPerson } from './helpers/client.ts';
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

describe('register, login, check_token, logout', () => {
  it('registers a real person and answers a working token', async () => {
    const person = newPerson();
    const registered = await api.register(person);
    expect(registered.status).toBe(201);
    expect(registered.data.token).toMatch(/^[\w-]{43}$/);
    const me = await api.get('/acl/auth/check_token', registered.data.token);
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ name: 'مریم احمدی', user_name: person.username });
  });

  it('logs in with { username, password } and answers method login and a token, a new one each time', async () => {
    const person = newPerson();
    await api.register(person);
    const first = await api.post('/acl/auth/login', { username: person.username, password: person.password });
    const second = await api.post('/acl/auth/login', {
      username: person.username,
      password: person.password,
    });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ method: 'login', token: expect.any(String) });
    expect(second.data.token).not.toBe(first.data.token);
    const me = await api.get('/acl/auth/check_token', first.data.token);
    expect(me.data.user_name).toBe(person.username);
  });

  it('stores only a hash of the token', async () => {
    const person = newPerson();
    const { data } = await api.register(person);
    const rows = await server.db.query<{ token_hash: string }>('select token_hash from sessions');
    expect(rows.some((row) => row.token_hash === data.token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('refuses a wrong password with 422, message_code 422-1 and errors.username beside meta, in Persian', async () => {
    const person = newPerson();
    await api.register(person);
    const wrong = await api.post('/acl/auth/login', { username: person.username, password: 'Wrong@Pass123' });
    expect(wrong.status).toBe(422);
    expect(wrong.data).toBeNull();
    expect(wrong.meta).toEqual({
      status: false,
      message: 'نام کاربری یا رمز عبور اشتباه است',
      message_code: '422-1',
      message_parameters: [],
    });
    expect(wrong.errors).toEqual({ username: ['نام کاربری یا رمز عبور اشتباه است'] });
    // An unknown username is refused the same way: the answer does not tell which of the two was wrong.
    const unknown = await api.post('/acl/auth/login', { username: 'nobody-here', password: 'Wrong@Pass123' });
    expect(unknown.status).toBe(422);
    expect(unknown.meta).toEqual(wrong.meta);
    expect(unknown.errors).toEqual(wrong.errors);
  });

  it('answers check_token by POST and GET with the account: user_name, user_id, blocks, name', async () => {
    const person = newPerson();
    const { data } = await api.register(person);
    const posted = await api.post('/acl/auth/check_token', undefined, data.token);
    expect(posted.status).toBe(200);
    expect(posted.data).toEqual({
      user_name: person.username,
      user_id: expect.any(Number),
      document_block: false,
      is_reseller: false,
      send_block: false,
      name: 'مریم احمدی',
      impersonated: false,
      company_name: null,
      is_owner: true,
      permissions: [...PERMISSION_NAMES],
      must_change_password: false,
    });
    expect((await api.get('/acl/auth/check_token', data.token)).data).toEqual(posted.data);
    const refused = await api.post('/acl/auth/check_token', undefined, 'forged-token');
    expect(refused.status).toBe(401);
    expect(refused.meta).toMatchObject({ status: false, message_code: '400-1', errors: {} });
  });

  it('revokes the token on logout: the same token is 401 afterwards', async () => {
    const person = newPerson();
    const { data } = await api.register(person);
    const out = await api.post('/acl/auth/logout', {}, data.token);
    expect(out.status).toBe(200);
    const again = await api.get('/acl/auth/check_token', data.token);
    expect(again.status).toBe(401);
    expect(again.meta.message).toBe('نشست شما معتبر نیست؛ دوباره وارد شوید');
    expect((await api.post('/acl/auth/logout', {}, data.token)).status).toBe(401);
  });

  it('answers 401 to a missing, forged or Bearer-less garbage token', async () => {
    expect((await api.get('/acl/auth/check_token')).status).toBe(401);
    expect(
      (await api.get('/acl/auth/check_token', 'forged-token-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status,
    ).toBe(401);
    expect((await api.get('/acl/auth/check_token', '')).status).toBe(401);
    expect((await api.get('/payment/credit/mine', 'x'.repeat(5000))).status).toBe(401);
  });

  it('accepts the token with a Bearer prefix too', async () => {
    const { data } = await api.register(newPerson());
    expect((await api.get('/acl/auth/check_token', `Bearer ${data.token}`)).status).toBe(200);
  });
});
