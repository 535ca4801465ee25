// The authenticator app (RFC 6238) and the throttling of failed logins.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { base32Decode, totp } from '../../src/server/auth/totp.ts';
import { client, newPerson } from './helpers/client.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// Many scrypt hashes (~0.2 s of CPU each): room for a machine busy with other lanes.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
let api: ReturnType<typeof client>;
beforeEach(async () => {
  server = await startTestServer();
  api = client(server.url);
});
afterEach(async () => {
  await server.close();
});

const codeAt = (secret: string, at: Date) => totp(base32Decode(secret), at);

async function withAuthenticator() {
  const person = newPerson();
  const { data } = await api.register(person);
  const started = await api.post(
    '/acl/auth/login_setting',
    { two_factor: 'totp', password: person.password },
    data.token,
  );
  expect(started.data.secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(started.data.otpauth_url).toContain('otpauth://totp/');
  const secret: string = started.data.secret;
  const wrong = await api.post(
    '/acl/auth/login_setting',
    {
      two_factor: 'totp',
      password: person.password,
      code: codeAt(secret, new Date(server.clock.now().getTime() - 5 * 60_000)),
    },
    data.token,
  );
  expect(wrong.status).toBe(422);
  const on = await api.post(
    '/acl/auth/login_setting',
    { two_factor: 'totp', password: person.password, code: codeAt(secret, server.clock.now()) },
    data.token,
  );
  expect(on.data.two_factor).toBe('totp');
  // The enabling code is spent: the next login needs the next step's code.
  server.clock.advance(30_000);
  return { ...person, secret, token: data.token as string };
}

describe('authenticator app', () => {
  it('logs in with the password and an authenticator code, once per code, with one step of drift', async () => {
    const user = await withAuthenticator();
    const now = server.clock.now();
    const first = await api.post('/acl/auth/login', {
      username: user.username,
      method: 'totp',
      password: user.password,
      code: codeAt(user.secret, now),
    });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ method: 'login', token: expect.any(String) });
    const replay = await api.post('/acl/auth/login', {
      username: user.username,
      method: 'totp',
      password: user.password,
      code: codeAt(user.secret, now),
    });
    expect(replay.status).toBe(422);
    // A refused login puts its errors beside meta, as published.
    expect(replay.errors?.code).toEqual(['این کد قبلاً استفاده شده است؛ منتظر کد بعدی بمانید']);
    // The next step's code, 30 s early (the phone's clock runs ahead): accepted.
    const ahead = codeAt(user.secret, new Date(now.getTime() + 30_000));
    expect(
      (
        await api.post('/acl/auth/login', {
          username: user.username,
          method: 'totp',
          password: user.password,
          code: ahead,
        })
      ).status,
    ).toBe(200);
    // Two steps ahead: refused.
    const far = codeAt(user.secret, new Date(now.getTime() + 90_000));
    expect(
      (
        await api.post('/acl/auth/login', {
          username: user.username,
          method: 'totp',
          password: user.password,
          code: far,
        })
      ).status,
    ).toBe(422);
  });

  it('is the second step after the password', async () => {
    const user = await withAuthenticator();
    const first = await api.post('/acl/auth/login', { username: user.username, password: user.password });
    expect(first.data).toMatchObject({ method: 'ga', token: expect.any(String) });
    // No SMS stands in for the authenticator.
    expect((await api.post('/acl/auth/send_sms_otp', { token: first.data.token })).status).toBe(401);
    const right = codeAt(user.secret, server.clock.now());
    const wrong = await api.post('/acl/auth/confirm_otp', {
      token: first.data.token,
      otp: right === '123456' ? '654321' : '123456',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.meta.message_code).toBe('400-1');
    const second = await api.post('/acl/auth/confirm_otp', { token: first.data.token, otp: right });
    expect(second.status).toBe(200);
    expect(second.data).toMatchObject({ method: 'login', token: expect.any(String) });
  });

  it('takes at most 10 failed authenticator codes per 15 minutes per account', async () => {
    const user = await withAuthenticator();
    // The wrong code tried while switching the authenticator on counted too: a fresh window.
    server.clock.advance(15 * 60_000);
    const right = () => codeAt(user.secret, server.clock.now());
    const wrong = () => (right() === '123456' ? '654321' : '123456');
    for (let i = 0; i < 10; i++) {
      const answer = await api.post('/acl/auth/login', {
        username: user.username,
        method: 'totp',
        password: user.password,
        code: wrong(),
      });
      expect(answer.status).toBe(422);
    }
    const blocked = await api.post('/acl/auth/login', {
      username: user.username,
      method: 'totp',
      password: user.password,
      code: right(),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.meta.message).toMatch(
      /^تلاش‌های ناموفق بیش از حد مجاز است؛ [۰-۹]+ دقیقه دیگر دوباره تلاش کنید$/,
    );
    server.clock.advance(15 * 60_000);
    expect(
      (
        await api.post('/acl/auth/login', {
          username: user.username,
          method: 'totp',
          password: user.password,
          code: right(),
        })
      ).status,
    ).toBe(200);
  });

  it('refuses the authenticator method for an account without it', async () => {
    const person = newPerson();
    await api.register(person);
    const answer = await api.post('/acl/auth/login', {
      username: person.username,
      method: 'totp',
      password: person.password,
      code: '123456',
    });
    expect(answer.status).toBe(422);
    expect(answer.meta.message).toBe('ورود با برنامه احراز هویت برای این حساب فعال نیست');
  });
});

describe('throttling failed logins', () => {
  it('blocks an account after 10 wrong passwords for 15 minutes, even with the right one', async () => {
    const person = newPerson();
    await api.register(person);
    for (let i = 0; i < 10; i++) {
      expect(
        (await api.post('/acl/auth/login', { username: person.username, password: 'Wrong@Pass99' })).status,
      ).toBe(422);
    }
    const blocked = await api.post('/acl/auth/login', {
      username: person.username,
      password: person.password,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.meta.message).toBe('تلاش‌های ناموفق بیش از حد مجاز است؛ ۱۵ دقیقه دیگر دوباره تلاش کنید');
    server.clock.advance(15 * 60_000 + 1000);
    expect(
      (await api.post('/acl/auth/login', { username: person.username, password: person.password })).status,
    ).toBe(200);
  });

  it('sends at most 30 codes to any accounts from one address in 15 minutes (no SMS bombing)', async () => {
    const person = newPerson();
    await api.register(person);
    // 31 accounts at once, copied in SQL: 31 registrations would only spend time on scrypt.
    await server.db.query(
      `insert into users (username, password_hash, person_type, first_name, last_name, national_code, mobile,
         two_factor, created_at)
       select 'bulk-' || g, password_hash, 'real', first_name, last_name, national_code,
         '98912' || lpad(g::text, 7, '0'), 'none', created_at
       from users, generate_series(1, 31) g where username = $1`,
      [person.username],
    );
    for (let i = 1; i <= 15; i++) {
      expect((await api.post('/acl/auth/send_sms_otp', { username: `bulk-${i}` })).status).toBe(200);
      expect((await api.post('/acl/auth/forgot_password', { username: `bulk-${i + 15}` })).status).toBe(200);
    }
    const blocked = await api.post('/acl/auth/send_sms_otp', { username: 'bulk-31' });
    expect(blocked.status).toBe(429);
    expect((await api.post('/acl/auth/forgot_password', { username: 'bulk-31' })).status).toBe(429);
    server.clock.advance(15 * 60_000 + 1000);
    expect((await api.post('/acl/auth/send_sms_otp', { username: 'bulk-31' })).status).toBe(200);
  });

  it('blocks an address after 30 failures across accounts', async () => {
    for (let i = 0; i < 30; i++) {
      expect(
        (await api.post('/acl/auth/login', { username: `nobody-${i}`, password: 'Wrong@Pass99' })).status,
      ).toBe(422);
    }
    const person = newPerson();
    await api.register(person);
    const blocked = await api.post('/acl/auth/login', {
      username: person.username,
      password: person.password,
    });
    expect(blocked.status).toBe(429);
  });
});
