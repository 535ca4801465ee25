// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// Every way into an account honours its two-step setting; wrong passwords and codes are counted per
// account, atomically; an impersonated session cannot make keys or change how the account is logged
// into; codes per mobile are capped and answers do not tell whether a username exists; registration
// verifies the mobile; the security log, the TOTP secret sealed, API keys gone with a reset password,
// and the purge of auth tables.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages, securityMessages } from '../../src/domain/auth/auth.messages.ts';
import {
  MAX_ACCOUNT_CODE_FAILURES,
  MAX_ACCOUNT_FAILURES,
  MAX_MOBILE_CODES_PER_DAY,
} from '../../src/server/auth/auth-rules.ts';
import { issueHandover } from '../../src/server/auth/recovery.ts';
import { base32Decode, totp } from '../../src/server/auth/totp.ts';
import { canonicalMobile, client, newPerson } from './helpers/client.ts';
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
// Every test comes from 127.0.0.1: each starts past the day-long windows the one before filled.
beforeEach(() => {
  server.clock.advance(25 * 60 * 60_000);
});

const codeAt = (secret: string, at: Date) => totp(base32Decode(secret), at);
const wrongOf = (code: string) => (code === '123456' ? '654321' : '123456');

type User = ReturnType<typeof newPerson> & { token: string; mobile: string; e164: string };

async function registered(): Promise<User> {
  const person = newPerson();
  const answer = await api.register(person);
  expect(answer.status).toBe(201);
  return { ...person, token: answer.data.token, e164: canonicalMobile(person.mobile) };
}

/** Switches the authenticator on; answers its secret (the enabling code's step is then spent). */
async function withAuthenticator(user: User): Promise<string> {
  const started = await api.post(
    '/acl/auth/login_setting',
    { two_factor: 'totp', password: user.password },
    user.token,
  );
  const secret: string = started.data.secret;
  const on = await api.post(
    '/acl/auth/login_setting',
    { two_factor: 'totp', password: user.password, code: codeAt(secret, server.clock.now()) },
    user.token,
  );
  expect(on.data.two_factor).toBe('totp');
  server.clock.advance(30_000);
  return secret;
}

async function codeLogin(username: string) {
  const sent = await api.post('/acl/auth/send_sms_otp', { username });
  expect(sent.status).toBe(200);
  return sent.data.token as string;
}

describe('two-step login on every way in', () => {
  it('an SMS code alone does not open an account whose two-step is the authenticator', async () => {
    const user = await registered();
    const secret = await withAuthenticator(user);
    const token = await codeLogin(user.username);
    const step = await api.post('/acl/auth/confirm_otp', { token, otp: await api.lastCode(user.e164) });
    expect(step.status).toBe(200);
    expect(step.data).toMatchObject({ method: 'ga', token: expect.any(String) });
    const signed = await api.post('/acl/auth/confirm_otp', {
      token: step.data.token,
      otp: codeAt(secret, server.clock.now()),
    });
    expect(signed.data).toMatchObject({ method: 'login', token: expect.any(String) });
  });

  it('an SMS code alone does not open an account whose two-step is the SMS code', async () => {
    const user = await registered();
    const on = await api.post(
      '/acl/auth/login_setting',
      { two_factor: 'sms', password: user.password },
      user.token,
    );
    expect(on.data.two_factor).toBe('sms');
    const token = await codeLogin(user.username);
    const refused = await api.post('/acl/auth/confirm_otp', { token, otp: await api.lastCode(user.e164) });
    expect(refused.status).toBe(403);
    expect(refused.meta.message).toBe(securityMessages.passwordStepNeeded);
    expect(refused.data?.token).toBeUndefined();
  });

  it('an authenticator code alone does not open an account: the password comes with it', async () => {
    const user = await registered();
    const secret = await withAuthenticator(user);
    const alone = await api.post('/acl/auth/login', {
      username: user.username,
      method: 'totp',
      code: codeAt(secret, server.clock.now()),
    });
    expect(alone.status).toBe(422);
    expect(alone.data?.token).toBeUndefined();
    const both = await api.post('/acl/auth/login', {
      username: user.username,
      method: 'totp',
      password: user.password,
      code: codeAt(secret, server.clock.now()),
    });
    expect(both.data).toMatchObject({ method: 'login', token: expect.any(String) });
  });

  it('a password recovery on an authenticator account asks for the authenticator code', async () => {
    const user = await registered();
    const secret = await withAuthenticator(user);
    const sent = await api.post('/acl/auth/forgot_password', { username: user.username });
    const otp = await api.lastCode(user.e164);
    const checked = await api.post('/acl/auth/forgot_password_check_otp', { token: sent.data.token, otp });
    expect(checked.data.authenticator).toBe(true);
    const password = 'Tazeh@Ramz1404';
    const without = await api.post('/acl/auth/change_password_by_token', {
      token: sent.data.token,
      otp,
      password,
    });
    expect(without.status).toBe(422);
    expect(without.meta.errors?.authenticator_code).toEqual([securityMessages.authenticatorNeeded]);
    const withCode = await api.post('/acl/auth/change_password_by_token', {
      token: sent.data.token,
      otp,
      password,
      authenticator_code: codeAt(secret, server.clock.now()),
    });
    expect(withCode.status).toBe(200);
  });
});

describe('counting attempts', () => {
  it('codes guessed across fresh challenges are counted per account', async () => {
    const user = await registered();
    // Two challenges, each killed by its own five wrong codes: ten wrong codes for the account.
    for (let round = 0; round < MAX_ACCOUNT_CODE_FAILURES / 5; round++) {
      const token = await codeLogin(user.username);
      const right = await api.lastCode(user.e164);
      for (let i = 0; i < 5; i++)
        expect((await api.post('/acl/auth/confirm_otp', { token, otp: wrongOf(right) })).status).toBe(401);
      server.clock.advance(61_000);
    }
    const token = await codeLogin(user.username);
    const right = await api.post('/acl/auth/confirm_otp', { token, otp: await api.lastCode(user.e164) });
    expect(right.status).toBe(429);
    expect(right.meta.message).toMatch(
      /^تلاش‌های ناموفق بیش از حد مجاز است؛ [۰-۹]+ دقیقه دیگر دوباره تلاش کنید$/,
    );
  });

  it('40 parallel wrong passwords: at most MAX_ACCOUNT_FAILURES are checked', async () => {
    const user = await registered();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        api.post('/acl/auth/login', { username: user.username, password: 'Ghalat@Ramz1404' }),
      ),
    );
    const checked = answers.filter((a) => a.status === 422).length;
    expect(checked).toBeLessThanOrEqual(MAX_ACCOUNT_FAILURES);
    expect(answers.filter((a) => a.status === 429).length).toBe(40 - checked);
    // Locked, even with the right password.
    const right = await api.post('/acl/auth/login', { username: user.username, password: user.password });
    expect(right.status).toBe(429);
  });

  it("login_setting's password check is counted and locked like a login", async () => {
    const user = await registered();
    for (let i = 0; i < MAX_ACCOUNT_FAILURES; i++) {
      const wrong = await api.post(
        '/acl/auth/login_setting',
        { two_factor: 'sms', password: 'Ghalat@Ramz1404' },
        user.token,
      );
      expect(wrong.status).toBe(422);
    }
    const right = await api.post(
      '/acl/auth/login_setting',
      { two_factor: 'sms', password: user.password },
      user.token,
    );
    expect(right.status).toBe(429);
    // The account's logins are locked alike.
    expect(
      (await api.post('/acl/auth/login', { username: user.username, password: user.password })).status,
    ).toBe(429);
  });
});

describe('an impersonated session', () => {
  it('cannot create or see an API key, nor change the login settings', async () => {
    const user = await registered();
    const me = await api.get('/acl/auth/check_token', user.token);
    const handover = await issueHandover(server.deps, me.data.user_id);
    const session = await api.post('/acl/auth/external_login', { token: handover });
    expect(session.status).toBe(200);
    const admin = session.data.token as string;

    const made = await api.post('/acl/api_key/create', { title: 'کلید مدیر', ips: [] }, admin);
    expect(made.status).toBe(403);
    expect(made.meta.message).toBe(securityMessages.impersonationRefused);
    const own = await api.post('/acl/api_key/create', { title: 'کلید خودم', ips: [] }, user.token);
    expect(own.status).toBe(201);
    const code = await api.post('/acl/api_key/otp', { id: own.data.id }, admin);
    expect(code.status).toBe(403);
    const shown = await api.post('/acl/api_key/show', { id: own.data.id, otp: '123456' }, admin);
    expect(shown.status).toBe(403);
    const setting = await api.post(
      '/acl/auth/login_setting',
      { two_factor: 'none', password: user.password },
      admin,
    );
    expect(setting.status).toBe(403);
    expect(setting.meta.message).toBe(securityMessages.impersonationRefused);
  });
});

describe('pumping and enumeration', () => {
  it('unknown and known usernames answer alike', async () => {
    const user = await registered();
    const known = await api.post('/acl/auth/send_sms_otp', { username: user.username });
    const unknown = await api.post('/acl/auth/send_sms_otp', { username: `nobody-${user.username}` });
    expect(unknown.status).toBe(known.status);
    expect(unknown.meta.message).toBe(known.meta.message);
    expect(Object.keys(unknown.data).sort()).toEqual(Object.keys(known.data).sort());
    expect(unknown.data.mobile_hint).toMatch(/^\+989\d{2}\*\*\*\d{2}$/);
    expect(unknown.data).toMatchObject({
      expires_in: known.data.expires_in,
      resend_in: known.data.resend_in,
    });
    // The resend countdown holds for both alike.
    server.clock.advance(20_000);
    const knownAgain = await api.post('/acl/auth/send_sms_otp', { username: user.username });
    const unknownAgain = await api.post('/acl/auth/send_sms_otp', { username: `nobody-${user.username}` });
    expect(knownAgain.status).toBe(429);
    expect(unknownAgain.status).toBe(429);
    expect(unknownAgain.meta.message).toBe(knownAgain.meta.message);

    const knownReset = await api.post('/acl/auth/forgot_password', { username: user.username });
    const unknownReset = await api.post('/acl/auth/forgot_password', { username: `nobody-${user.username}` });
    const otherMobile = await api.post('/acl/auth/forgot_password', {
      username: user.username,
      mobile: '09350000000',
    });
    for (const answer of [unknownReset, otherMobile]) {
      expect(answer.status).toBe(knownReset.status);
      expect(answer.meta.message).toBe(knownReset.meta.message);
      expect(Object.keys(answer.data).sort()).toEqual(Object.keys(knownReset.data).sort());
    }

    const wrong = await api.post('/acl/auth/login', { username: user.username, password: 'Ghalat@Ramz1404' });
    const nobody = await api.post('/acl/auth/login', { username: `nobody-${user.username}`, password: 'x' });
    expect(nobody.status).toBe(wrong.status);
    expect(nobody.meta.message).toBe(wrong.meta.message);
  });

  it("answering and resending an unknown username's code go as for a known one's", async () => {
    const user = await registered();
    const nobody = `nobody2-${user.username}`;
    server.clock.advance(61_000);
    const known = await api.post('/acl/auth/send_sms_otp', { username: user.username });
    const unknown = await api.post('/acl/auth/send_sms_otp', { username: nobody });
    // A wrong code, to a login code and to a recovery code: the same refusal, wrong after wrong.
    for (let i = 0; i < 6; i++) {
      const a = await api.post('/acl/auth/confirm_otp', { token: known.data.token, otp: '000000' });
      const b = await api.post('/acl/auth/confirm_otp', { token: unknown.data.token, otp: '000000' });
      expect([b.status, b.meta.message]).toEqual([a.status, a.meta.message]);
    }
    server.clock.advance(61_000);
    const knownAgain = await api.post('/acl/auth/send_sms_otp', { token: known.data.token });
    const unknownAgain = await api.post('/acl/auth/send_sms_otp', { token: unknown.data.token });
    expect([unknownAgain.status, unknownAgain.meta.message]).toEqual([
      knownAgain.status,
      knownAgain.meta.message,
    ]);
    expect(Object.keys(unknownAgain.data ?? {}).sort()).toEqual(Object.keys(knownAgain.data ?? {}).sort());

    server.clock.advance(61_000);
    const knownReset = await api.post('/acl/auth/forgot_password', { username: user.username });
    const unknownReset = await api.post('/acl/auth/forgot_password', { username: nobody });
    const check = (token: string) =>
      api.post('/acl/auth/forgot_password_check_otp', { token, otp: '000000' });
    const a = await check(knownReset.data.token);
    const b = await check(unknownReset.data.token);
    expect([b.status, b.meta.message]).toEqual([a.status, a.meta.message]);
    const change = (token: string) =>
      api.post('/acl/auth/change_password_by_token', {
        token,
        otp: '000000',
        password: 'Taze@Ramz1404',
        password_confirmation: 'Taze@Ramz1404',
      });
    const c = await change(knownReset.data.token);
    const d = await change(unknownReset.data.token);
    expect([d.status, d.meta.message]).toEqual([c.status, c.meta.message]);
  });

  it('a mobile gets at most MAX_MOBILE_CODES_PER_DAY codes a day, whatever the purpose', async () => {
    // The registration's code was the first.
    const user = await registered();
    for (let sent = 1; sent < MAX_MOBILE_CODES_PER_DAY; sent++) {
      const path = sent % 2 === 0 ? '/acl/auth/send_sms_otp' : '/acl/auth/forgot_password';
      expect((await api.post(path, { username: user.username })).status).toBe(200);
      server.clock.advance(61_000);
    }
    const capped = await api.post('/acl/auth/send_sms_otp', { username: user.username });
    expect(capped.status).toBe(429);
    expect(capped.meta.message).toBe(securityMessages.mobileDailyLimit);
    const forgot = await api.post('/acl/auth/forgot_password', { username: user.username });
    expect(forgot.status).toBe(429);
    server.clock.advance(24 * 60 * 60_000);
    expect((await api.post('/acl/auth/send_sms_otp', { username: user.username })).status).toBe(200);
  });

  it("registration needs the mobile's code", async () => {
    const person = newPerson();
    const bare = await api.post('/user/register', person);
    expect(bare.status).toBe(422);
    expect(Object.keys(bare.meta.errors ?? {})).toEqual(expect.arrayContaining(['otp_token', 'otp']));
    const sent = await api.post('/user/register/send_otp', { mobile: person.mobile });
    expect(sent.status).toBe(200);
    const code = await api.lastCode(canonicalMobile(person.mobile));
    const wrong = await api.post('/user/register', {
      ...person,
      otp_token: sent.data.token,
      otp: wrongOf(code),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.meta.errors?.otp).toEqual([authMessages.wrongCode]);
    // Another mobile's code does not verify this one.
    const other = { ...newPerson(), username: person.username };
    const stolen = await api.post('/user/register', { ...other, otp_token: sent.data.token, otp: code });
    expect(stolen.status).toBe(422);
    const made = await api.post('/user/register', { ...person, otp_token: sent.data.token, otp: code });
    expect(made.status).toBe(201);
    const again = await api.post('/user/register', {
      ...person,
      username: `${person.username}-2`,
      otp_token: sent.data.token,
      otp: code,
    });
    expect(again.status).toBe(422);
  });
});

describe('records and secrets', () => {
  it('security events are written for logins, lockouts, codes, resets, two-step, keys and impersonation', async () => {
    const { flushSecurityLog } = await import('../../src/server/auth/security-log.ts');
    const user = await registered();
    const me = await api.get('/acl/auth/check_token', user.token);
    const id = me.data.user_id as number;
    await api.post('/acl/auth/login', { username: user.username, password: 'Ghalat@Ramz1404' });
    await api.post('/acl/auth/login', { username: user.username, password: user.password });
    const token = await codeLogin(user.username);
    await api.post('/acl/auth/confirm_otp', { token, otp: wrongOf(await api.lastCode(user.e164)) });
    await api.post('/acl/auth/login_setting', { two_factor: 'sms', password: user.password }, user.token);
    const key = await api.post('/acl/api_key/create', { title: 'کلید', ips: [] }, user.token);
    await api.post('/acl/api_key/otp', { id: key.data.id }, user.token);
    await api.post('/acl/api_key/show', { id: key.data.id, otp: await api.lastCode(user.e164) }, user.token);
    await api.post('/acl/auth/external_login', { token: await issueHandover(server.deps, id) });
    server.clock.advance(61_000);
    const sent = await api.post('/acl/auth/forgot_password', { username: user.username });
    await api.post('/acl/auth/change_password_by_token', {
      token: sent.data.token,
      otp: await api.lastCode(user.e164),
      password: 'Tazeh@Ramz1404',
    });
    // One more than the limit: the last is refused unchecked.
    for (let i = 0; i <= MAX_ACCOUNT_FAILURES; i++)
      await api.post('/acl/auth/login', { username: user.username, password: 'Ghalat@Ramz1404' });
    await flushSecurityLog(server.db);
    const rows = await server.db.query<{
      kind: string;
      outcome: string;
      impersonated: boolean;
      address: string;
    }>(
      `select kind, outcome, impersonated, address from security_events
       where user_id = $1 or detail ->> 'username' = $2 order by id`,
      [id, user.username],
    );
    const seen = rows.map((r) => `${r.kind}:${r.outcome}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'registered:success',
        'login:failure',
        'login:success',
        'code_failed:failure',
        'two_step_changed:success',
        'api_key_created:success',
        'api_key_shown:success',
        'impersonation_started:success',
        'password_reset:success',
        'login_throttled:refused',
      ]),
    );
    expect(rows.find((r) => r.kind === 'impersonation_started')?.impersonated).toBe(true);
    expect(rows.every((r) => typeof r.address === 'string' && r.address.length > 0)).toBe(true);
  });

  it('the TOTP secret is not stored in plain text', async () => {
    const user = await registered();
    const secret = await withAuthenticator(user);
    const [row] = await server.db.query<{ totp_secret: string }>(
      'select totp_secret from users where username = $1',
      [user.username],
    );
    expect(row?.totp_secret).not.toContain(secret);
    const login = await api.post('/acl/auth/login', {
      username: user.username,
      method: 'totp',
      password: user.password,
      code: codeAt(secret, server.clock.now()),
    });
    expect(login.data.method).toBe('login');
    // A secret stored before sealing still works, and is sealed once read.
    await server.db.query('update users set totp_secret = $1, totp_last_step = null where username = $2', [
      secret,
      user.username,
    ]);
    server.clock.advance(30_000);
    const legacy = await api.post('/acl/auth/login', {
      username: user.username,
      method: 'totp',
      password: user.password,
      code: codeAt(secret, server.clock.now()),
    });
    expect(legacy.data.method).toBe('login');
    const [after] = await server.db.query<{ totp_secret: string }>(
      'select totp_secret from users where username = $1',
      [user.username],
    );
    expect(after?.totp_secret).not.toContain(secret);
  });

  it('API keys stop working after a password reset', async () => {
    const user = await registered();
    const made = await api.post('/acl/api_key/create', { title: 'برنامه فروشگاه', ips: [] }, user.token);
    const key = made.data.key as string;
    expect((await api.get('/acl/auth/check_token', key)).status).toBe(200);
    const sent = await api.post('/acl/auth/forgot_password', { username: user.username });
    const reset = await api.post('/acl/auth/change_password_by_token', {
      token: sent.data.token,
      otp: await api.lastCode(user.e164),
      password: 'Tazeh@Ramz1404',
    });
    expect(reset.status).toBe(200);
    expect((await api.get('/acl/auth/check_token', key)).status).toBe(401);
  });

  it('auth tables are purged of what can no longer matter', async () => {
    const { purgeAuthTables } = await import('../../src/server/jobs/auth-purge.ts');
    const { flushSecurityLog } = await import('../../src/server/auth/security-log.ts');
    const user = await registered();
    await codeLogin(user.username);
    await api.post('/acl/auth/login', { username: user.username, password: 'Ghalat@Ramz1404' });
    await api.post('/acl/auth/logout', {}, user.token);
    await flushSecurityLog(server.db);
    const count = async () => {
      const [row] = await server.db.query<Record<string, number>>(
        `select (select count(*)::int from otp_challenges) as challenges,
           (select count(*)::int from auth_failures) as failures,
           (select count(*)::int from sessions) as sessions,
           (select count(*)::int from registration_codes) as registration_codes,
           (select count(*)::int from security_events) as events`,
      );
      return row ?? {};
    };
    expect(Object.values(await count()).every((n) => n > 0)).toBe(true);
    // Within a day nothing of this goes.
    await purgeAuthTables(server.db, server.clock);
    expect(Object.values(await count()).every((n) => n > 0)).toBe(true);
    server.clock.advance(200 * 24 * 60 * 60_000);
    await purgeAuthTables(server.db, server.clock);
    expect(await count()).toEqual({
      challenges: 0,
      failures: 0,
      sessions: 0,
      registration_codes: 0,
      events: 0,
    });
  });
});
