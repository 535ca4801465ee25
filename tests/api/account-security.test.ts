// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// The security screen's calls: the password while logged in (ending every other session at once,
// live), two-step login by SMS and by the authenticator app, recovery codes at login, and the
// caller's own sessions.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountSecurityMessages as m } from '../../src/domain/account/security.schema.ts';
import { authMessages, securityMessages } from '../../src/domain/auth/auth.messages.ts';
import { messages } from '../../src/domain/index.ts';
import { issueHandover } from '../../src/server/auth/recovery.ts';
import { base32Decode, totp } from '../../src/server/auth/totp.ts';
import { CLOSE_REVOKED } from '../../src/server/core/live-hub.ts';
import { canonicalMobile, client, newPerson } from './helpers/client.ts';
import { openSocket } from './helpers/socket.ts';
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

const codeAt = (secret: string, at: Date) => totp(base32Decode(secret), at);
const codeNow = (secret: string) => codeAt(secret, server.clock.now());

async function person() {
  const details = newPerson();
  const token = (await api.register(details)).data.token as string;
  return { ...details, token, mobile: canonicalMobile(details.mobile) };
}
type Person = Awaited<ReturnType<typeof person>>;
const login = (p: Person, password = p.password) =>
  api.post('/acl/auth/login', { username: p.username, password });

/** Turns the authenticator on; the step of the enabling code is spent, so the clock moves on. */
async function withAuthenticator(p: Person) {
  const qr = await api.post('/2fa/show_qr', { password: p.password }, p.token);
  expect(qr.status).toBe(200);
  const secret: string = qr.data.secret;
  const on = await api.post('/2fa/enable', { type: 'totp', code: codeNow(secret) }, p.token);
  expect(on.status).toBe(200);
  server.clock.advance(30_000);
  return { secret, recovery: on.data.recovery_codes as string[] };
}

describe('user/change_password', () => {
  it('changes the password and ends every other session at once, their sockets too', async () => {
    const p = await person();
    const other = (await login(p)).data.token as string;
    const socket = await openSocket(server.url, other);
    const next = 'Tazeh#Ramz1404';
    const changed = await api.post(
      '/user/change_password',
      { current_password: p.password, password: next, password_confirmation: next },
      p.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.meta.message).toBe(m.passwordChanged);
    expect(changed.data).toEqual({ ended_sessions: 1 });
    expect(await socket.closed).toBe(CLOSE_REVOKED);
    expect((await api.get('/acl/auth/check_token', other)).status).toBe(401);
    expect((await api.get('/acl/auth/check_token', p.token)).status).toBe(200);
    expect((await login(p)).status).toBe(422);
    expect((await login(p, next)).status).toBe(200);
  });

  it('refuses, in Persian on its field: a wrong current password, a weak or mismatched new one, one holding the username', async () => {
    const p = await person();
    const send = (body: object) => api.post('/user/change_password', body, p.token);
    const wrong = await send({
      current_password: 'Not-It#1404',
      password: 'Tazeh#Ramz1404',
      password_confirmation: 'Tazeh#Ramz1404',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.meta.errors?.current_password ?? wrong.errors?.current_password).toEqual([m.wrongPassword]);
    const weak = await send({ current_password: p.password, password: 'abc', password_confirmation: 'abc' });
    expect(weak.status).toBe(422);
    expect(JSON.stringify(weak.meta)).toContain(messages.passwordTooShort);
    const mismatch = await send({
      current_password: p.password,
      password: 'Tazeh#Ramz1404',
      password_confirmation: 'Tazeh#Ramz1405',
    });
    expect(JSON.stringify(mismatch.meta)).toContain(messages.passwordMismatch);
    const named = `Aa1!${p.username}`;
    const holding = await send({
      current_password: p.password,
      password: named,
      password_confirmation: named,
    });
    expect(holding.status).toBe(422);
    expect(JSON.stringify(holding.meta)).toContain(messages.passwordContainsUsername);
    const same = await send({
      current_password: p.password,
      password: p.password,
      password_confirmation: p.password,
    });
    expect(JSON.stringify(same.meta)).toContain(m.samePassword);
  });

  it('throttles guesses of the current password, as a login is', async () => {
    const p = await person();
    let last: any;
    for (let i = 0; i < 12 && last?.status !== 429; i++)
      last = await api.post(
        '/user/change_password',
        {
          current_password: `Guess#${i}Aa1`,
          password: 'Tazeh#Ramz1404',
          password_confirmation: 'Tazeh#Ramz1404',
        },
        p.token,
      );
    expect(last.status).toBe(429);
    expect(last.meta.message).toMatch(/تلاش‌های ناموفق بیش از حد مجاز است/);
    // The right password is refused too while the account is blocked.
    const right = await api.post(
      '/user/change_password',
      { current_password: p.password, password: 'Tazeh#Ramz1404', password_confirmation: 'Tazeh#Ramz1404' },
      p.token,
    );
    expect(right.status).toBe(429);
  });
});

describe('two-step login by SMS', () => {
  it('turns on and off with a code sent to the mobile, and a login then asks for that code', async () => {
    const p = await person();
    const sent = await api.post('/2fa/send_code', {}, p.token);
    expect(sent.status).toBe(200);
    expect(sent.meta.message).toBe(m.codeSent);
    const wrong = await api.post(
      '/2fa/enable',
      { type: 'sms', token: sent.data.token, code: '000000' },
      p.token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.meta.errors?.code ?? wrong.errors?.code).toEqual([authMessages.wrongCode]);
    const code = await api.lastCode(p.mobile);
    const on = await api.post('/2fa/enable', { type: 'sms', token: sent.data.token, code }, p.token);
    expect(on.status).toBe(200);
    expect(on.meta.message).toBe(m.smsOn);
    expect((await api.get('/2fa/status', p.token)).data).toMatchObject({
      two_factor: 'sms',
      owner_managed: false,
    });
    expect((await login(p)).data.method).toBe('sms');

    server.clock.advance(3 * 60_000);
    const again = await api.post('/2fa/send_code', {}, p.token);
    const off = await api.post(
      '/2fa/disable',
      { type: 'sms', token: again.data.token, code: await api.lastCode(p.mobile) },
      p.token,
    );
    expect(off.status).toBe(200);
    expect(off.meta.message).toBe(m.turnedOff);
    expect((await login(p)).data.method).toBe('login');
  });

  it("refuses another account's code token", async () => {
    const a = await person();
    const b = await person();
    const sent = await api.post('/2fa/send_code', {}, a.token);
    const code = await api.lastCode(a.mobile);
    const stolen = await api.post('/2fa/enable', { type: 'sms', token: sent.data.token, code }, b.token);
    expect(stolen.status).toBe(422);
    expect(stolen.meta.message).toBe(authMessages.codeUnknown);
  });
});

describe('two-step login by the authenticator app', () => {
  it('shows a QR, takes effect only after its first code, and logs in with a code or a recovery code once', async () => {
    const p = await person();
    const badPassword = await api.post('/2fa/show_qr', { password: 'Nope#1404Aa' }, p.token);
    expect(badPassword.status).toBe(422);
    expect(badPassword.meta.errors?.password ?? badPassword.errors?.password).toEqual([m.wrongPassword]);
    const early = await api.post('/2fa/enable', { type: 'totp', code: '123456' }, p.token);
    expect(early.meta.message).toBe(m.scanFirst);

    const qr = await api.post('/2fa/show_qr', { password: p.password }, p.token);
    expect(qr.data.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(qr.data.qr_svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    // Not on until its first code.
    expect((await api.get('/2fa/status', p.token)).data.two_factor).toBe('none');
    const on = await api.post('/2fa/enable', { type: 'totp', code: codeNow(qr.data.secret) }, p.token);
    expect(on.data.two_factor).toBe('totp');
    expect(on.data.recovery_codes).toHaveLength(10);
    expect(new Set(on.data.recovery_codes).size).toBe(10);
    expect((await api.get('/2fa/status', p.token)).data).toMatchObject({
      two_factor: 'totp',
      recovery_codes_left: 10,
    });
    server.clock.advance(30_000);

    const step = await login(p);
    expect(step.data.method).toBe('ga');
    const signed = await api.post('/acl/auth/confirm_otp', {
      token: step.data.token,
      otp: codeNow(qr.data.secret),
    });
    expect(signed.data.method).toBe('login');

    const recovery = on.data.recovery_codes[3] as string;
    const first = await api.post('/acl/auth/confirm_otp', {
      token: (await login(p)).data.token,
      otp: recovery,
    });
    expect(first.data.method).toBe('login');
    const second = await api.post('/acl/auth/confirm_otp', {
      token: (await login(p)).data.token,
      otp: recovery,
    });
    expect(second.status).toBe(401);
    expect(second.meta.message).toBe(authMessages.wrongCode);
    // Also in the one-call login, in capitals and without the dash.
    const other = (on.data.recovery_codes[4] as string).replace('-', '').toUpperCase();
    const direct = await api.post('/acl/auth/login', {
      username: p.username,
      method: 'totp',
      password: p.password,
      code: other,
    });
    expect(direct.data.method).toBe('login');
    expect((await api.get('/2fa/status', p.token)).data.recovery_codes_left).toBe(8);
  });

  it('makes new recovery codes with a code (the old ones die), and turns off with a recovery code', async () => {
    const p = await person();
    const { secret, recovery } = await withAuthenticator(p);
    const renewed = await api.post('/2fa/recovery_codes', { code: codeNow(secret) }, p.token);
    expect(renewed.status).toBe(200);
    expect(renewed.meta.message).toBe(m.newRecoveryCodes);
    const old = await api.post('/acl/auth/confirm_otp', {
      token: (await login(p)).data.token,
      otp: recovery[0],
    });
    expect(old.status).toBe(401);
    const wrongOff = await api.post('/2fa/disable', { type: 'totp', code: recovery[1] }, p.token);
    expect(wrongOff.status).toBe(422);
    const off = await api.post(
      '/2fa/disable',
      { type: 'totp', code: renewed.data.recovery_codes[0] },
      p.token,
    );
    expect(off.status).toBe(200);
    expect((await login(p)).data.method).toBe('login');
  });

  it('drops the recovery codes when the authenticator is turned off another way', async () => {
    const p = await person();
    const { recovery } = await withAuthenticator(p);
    const off = await api.post(
      '/acl/auth/login_setting',
      { two_factor: 'none', password: p.password },
      p.token,
    );
    expect(off.data.two_factor).toBe('none');
    const started = await api.post(
      '/acl/auth/login_setting',
      { two_factor: 'totp', password: p.password },
      p.token,
    );
    const on = await api.post(
      '/acl/auth/login_setting',
      { two_factor: 'totp', password: p.password, code: codeNow(started.data.secret) },
      p.token,
    );
    expect(on.data.two_factor).toBe('totp');
    const old = await api.post('/acl/auth/confirm_otp', {
      token: (await login(p)).data.token,
      otp: recovery[0],
    });
    expect(old.status).toBe(401);
  });

  it('throttles code guesses at turning it on', async () => {
    const p = await person();
    await api.post('/2fa/show_qr', { password: p.password }, p.token);
    let last: any;
    for (let i = 0; i < 15 && last?.status !== 429; i++)
      last = await api.post('/2fa/enable', { type: 'totp', code: String(100000 + i) }, p.token);
    expect(last.status).toBe(429);
    expect(last.meta.message).toMatch(/تلاش‌های ناموفق بیش از حد مجاز است/);
  });

  it("applies to the account's colleagues, who may not change it", async () => {
    const owner = await person();
    const { secret } = await withAuthenticator(owner);
    const mate = await person();
    const ownerId = (await api.get('/acl/auth/check_token', owner.token)).data.user_id;
    const mateId = (await api.get('/acl/auth/check_token', mate.token)).data.user_id;
    await server.deps.db.query('update users set parent_id = $1 where id = $2', [ownerId, mateId]);
    const step = await login(mate);
    expect(step.data.method).toBe('ga');
    const signed = await api.post('/acl/auth/confirm_otp', { token: step.data.token, otp: codeNow(secret) });
    expect(signed.data.method).toBe('login');
    const mateToken = signed.data.token as string;
    expect((await api.get('/2fa/status', mateToken)).data).toMatchObject({
      two_factor: 'totp',
      owner_managed: true,
    });
    const refused = await api.post('/2fa/show_qr', { password: mate.password }, mateToken);
    expect(refused.status).toBe(403);
    expect(refused.meta.message).toBe(m.ownerOnly);
  });
});

describe('sessions', () => {
  it('lists only the caller’s own, ends one (it is dead at once) and all others', async () => {
    const p = await person();
    const stranger = await person();
    const second = (
      await api.call('POST', '/acl/auth/login', {
        body: { username: p.username, password: p.password },
        headers: {
          'User-Agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1',
        },
      })
    ).data.token as string;
    const third = (await login(p)).data.token as string;
    const list = await api.get('/user/session/list', p.token);
    expect(list.status).toBe(200);
    expect(list.data).toHaveLength(3);
    expect(list.data[0]).toMatchObject({ current: true });
    const iphone = list.data.find((s: any) => s.device === 'آیفون');
    expect(iphone).toMatchObject({ browser: 'سافاری', address: '127.0.0.1', place: 'همین رایانه' });

    const strangers = await api.get('/user/session/list', stranger.token);
    expect(strangers.data).toHaveLength(1);
    const theirs = await api.post('/user/session/end', { id: iphone.id }, stranger.token);
    expect(theirs.status).toBe(404);
    expect(theirs.meta.message).toBe(m.sessionNotFound);
    expect((await api.get('/acl/auth/check_token', second)).status).toBe(200);

    const self = await api.post('/user/session/end', { id: list.data[0].id }, p.token);
    expect(self.status).toBe(422);
    expect(self.meta.message).toBe(m.thisSession);

    const ended = await api.post('/user/session/end', { id: iphone.id }, p.token);
    expect(ended.status).toBe(200);
    expect(ended.meta.message).toBe(m.sessionEnded);
    expect((await api.get('/acl/auth/check_token', second)).status).toBe(401);
    const again = await api.post('/user/session/end', { id: iphone.id }, p.token);
    expect(again.status).toBe(404);

    const others = await api.post('/user/session/end_others', {}, p.token);
    expect(others.data).toEqual({ ended_sessions: 1 });
    expect((await api.get('/acl/auth/check_token', third)).status).toBe(401);
    expect((await api.get('/user/session/list', p.token)).data).toHaveLength(1);
  });
});

describe('an impersonated session', () => {
  it('may look, but may not change the password or the second step, nor end sessions', async () => {
    const p = await person();
    const id = (await api.get('/acl/auth/check_token', p.token)).data.user_id;
    const admin = (
      await api.post('/acl/auth/external_login', { token: await issueHandover(server.deps, id) })
    ).data.token as string;
    expect((await api.get('/2fa/status', admin)).status).toBe(200);
    expect((await api.get('/user/session/list', admin)).status).toBe(200);
    const refusals = [
      await api.post(
        '/user/change_password',
        { current_password: p.password, password: 'Tazeh#Ramz1404', password_confirmation: 'Tazeh#Ramz1404' },
        admin,
      ),
      await api.post('/2fa/show_qr', { password: p.password }, admin),
      await api.post('/2fa/send_code', {}, admin),
      await api.post('/2fa/disable', { type: 'totp', code: '123456' }, admin),
      await api.post('/user/session/end_others', {}, admin),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.meta.message).toBe(securityMessages.impersonationRefused);
    }
    expect((await api.get('/acl/auth/check_token', p.token)).status).toBe(200);
  });

  it('every call needs a token', async () => {
    expect((await api.get('/2fa/status')).status).toBe(401);
    expect((await api.get('/user/session/list')).status).toBe(401);
    expect((await api.post('/user/session/end_others', {})).status).toBe(401);
  });
});
