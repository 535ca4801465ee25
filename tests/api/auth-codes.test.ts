// One-time codes: SMS and voice login, the second step, forgot password.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

async function registered() {
  const person = newPerson();
  const { data } = await api.register(person);
  return { ...person, token: data.token as string, mobile: canonicalMobile(person.mobile) };
}

describe('login by SMS code and by voice call (send_sms_otp, confirm_otp)', () => {
  it('sends a 6-digit code to the mobile and exchanges it once for a token', async () => {
    const user = await registered();
    const sent = await api.post('/acl/auth/send_sms_otp', { username: user.username, method: 'sms' });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({
      method: 'sms',
      token: expect.any(String),
      expires_in: 120,
      resend_in: 60,
    });
    expect(sent.data.mobile_hint).toBe(`+${user.mobile.slice(0, 5)}***${user.mobile.slice(-2)}`);
    const code = await api.lastCode(user.mobile);
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await api.post('/acl/auth/confirm_otp', { token: sent.data.token, otp: code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data).toMatchObject({ method: 'login', token: expect.any(String) });
    expect((await api.get('/acl/auth/check_token', confirmed.data.token)).data.user_name).toBe(user.username);
    const reused = await api.post('/acl/auth/confirm_otp', { token: sent.data.token, otp: code });
    expect(reused.status).toBe(401);
    expect(reused.data).toBeNull();
    expect(reused.meta).toMatchObject({
      status: false,
      message: 'این کد قبلاً استفاده شده است؛ دوباره کد بگیرید',
      message_code: '400-1',
      errors: {},
    });
  });

  it('places a voice call the same way', async () => {
    const user = await registered();
    const sent = await api.post('/acl/auth/send_sms_otp', { username: user.username, method: 'voice' });
    expect(sent.data.method).toBe('voice');
    const outbox = await api.get('/demo/outbox?limit=1', user.token);
    expect(outbox.data[0].channel).toBe('voice');
    const code = await api.lastCode(user.mobile);
    const confirmed = await api.post('/acl/auth/confirm_otp', { token: sent.data.token, otp: code });
    expect(confirmed.status).toBe(200);
  });

  it('accepts Persian digits in the code', async () => {
    const user = await registered();
    const sent = await api.post('/acl/auth/send_sms_otp', { username: user.username });
    const code = await api.lastCode(user.mobile);
    const persian = code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    const confirmed = await api.post('/acl/auth/confirm_otp', {
      token: sent.data.token,
      otp: persian,
    });
    expect(confirmed.status).toBe(200);
  });

  it('refuses an expired code with the code-expired message', async () => {
    const user = await registered();
    const sent = await api.post('/acl/auth/send_sms_otp', { username: user.username });
    const code = await api.lastCode(user.mobile);
    server.clock.advance(2 * 60_000 + 1000);
    const late = await api.post('/acl/auth/confirm_otp', { token: sent.data.token, otp: code });
    expect(late.status).toBe(401);
    expect(late.meta.message).toBe('زمان مجاز وارد کردن کد به پایان رسید، دوباره تلاش کنید');
  });

  it('kills the code after 5 wrong tries: the sixth try fails even with the right code', async () => {
    const user = await registered();
    const sent = await api.post('/acl/auth/send_sms_otp', { username: user.username });
    const code = await api.lastCode(user.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const answer = await api.post('/acl/auth/confirm_otp', {
        token: sent.data.token,
        otp: wrong,
      });
      expect(answer.status).toBe(401);
      expect(answer.meta.message).toBe(
        i < 5 ? 'کد وارد شده اشتباه است' : 'تعداد تلاش‌های نادرست برای این کد به پایان رسید؛ دوباره کد بگیرید',
      );
    }
    const sixth = await api.post('/acl/auth/confirm_otp', { token: sent.data.token, otp: code });
    expect(sixth.status).toBe(401);
    expect(sixth.meta.message).toBe('تعداد تلاش‌های نادرست برای این کد به پایان رسید؛ دوباره کد بگیرید');
    // A dead step's code is not sent again either.
    server.clock.advance(61_000);
    expect((await api.post('/acl/auth/send_sms_otp', { token: sent.data.token })).status).toBe(401);
  });

  it('binds a code to the attempt that asked for it', async () => {
    const alice = await registered();
    const bob = await registered();
    const aliceSent = await api.post('/acl/auth/send_sms_otp', { username: alice.username });
    await api.post('/acl/auth/send_sms_otp', { username: bob.username });
    const bobCode = await api.lastCode(bob.mobile);
    const aliceCode = await api.lastCode(alice.mobile);
    if (bobCode !== aliceCode) {
      const crossed = await api.post('/acl/auth/confirm_otp', {
        token: aliceSent.data.token,
        otp: bobCode,
      });
      expect(crossed.status).toBe(401);
    }
    // A new attempt replaces the old one: the first attempt's code no longer works.
    server.clock.advance(61_000);
    const again = await api.post('/acl/auth/send_sms_otp', { username: alice.username });
    const newCode = await api.lastCode(alice.mobile);
    const old = await api.post('/acl/auth/confirm_otp', {
      token: aliceSent.data.token,
      otp: aliceCode,
    });
    expect(old.status).toBe(401);
    const fresh = await api.post('/acl/auth/confirm_otp', {
      token: again.data.token,
      otp: newCode,
    });
    expect(fresh.status).toBe(200);
  });

  it('enforces the resend countdown on the server', async () => {
    const user = await registered();
    expect((await api.post('/acl/auth/send_sms_otp', { username: user.username })).status).toBe(200);
    server.clock.advance(20_000);
    const early = await api.post('/acl/auth/send_sms_otp', { username: user.username });
    expect(early.status).toBe(429);
    expect(early.meta.message).toBe('برای دریافت دوباره کد ۴۰ ثانیه صبر کنید');
    server.clock.advance(40_000);
    expect((await api.post('/acl/auth/send_sms_otp', { username: user.username })).status).toBe(200);
  });

  it('answers an unknown username as a known one and 422 for a bad code format', async () => {
    expect((await api.post('/acl/auth/send_sms_otp', { username: 'no-such-user' })).status).toBe(200);
    const bad = await api.post('/acl/auth/confirm_otp', { token: 'x', otp: '12ab' });
    expect(bad.status).toBe(422);
    expect(bad.meta.errors?.otp).toEqual(['کد تأیید باید ۶ رقم باشد']);
    const missing = await api.post('/acl/auth/confirm_otp', { token: 'x' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.meta.errors ?? {})).toEqual(['otp']);
    const unknown = await api.post('/acl/auth/confirm_otp', { token: 'no-such-step', otp: '123456' });
    expect(unknown.status).toBe(401);
    expect(unknown.meta.message_code).toBe('400-1');
    expect((await api.post('/acl/auth/send_sms_otp', {})).status).toBe(422);
  });
});

describe('SMS as the second login step', () => {
  it('answers what the second step needs instead of a token, then the token after the code', async () => {
    const user = await registered();
    const set = await api.post(
      '/acl/auth/login_setting',
      { two_factor: 'sms', password: user.password },
      user.token,
    );
    expect(set.status).toBe(200);
    expect((await api.get('/acl/auth/login_setting', user.token)).data.two_factor).toBe('sms');
    const first = await api.post('/acl/auth/login', { username: user.username, password: user.password });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ method: 'sms', token: expect.any(String), expires_in: 120 });
    expect(first.data.mobile_hint).toMatch(/^\+98\d{3}\*\*\*\d{2}$/);
    // The login-step token is no session.
    expect((await api.get('/acl/auth/check_token', first.data.token)).status).toBe(401);
    const code = await api.lastCode(user.mobile);
    const second = await api.post('/acl/auth/confirm_otp', { token: first.data.token, otp: code });
    expect(second.data).toMatchObject({ method: 'login', token: expect.any(String) });
    expect((await api.get('/acl/auth/check_token', second.data.token)).data.user_name).toBe(user.username);
  });

  it('sends the code again by the login-step token after the countdown, with a new token', async () => {
    const user = await registered();
    await api.post('/acl/auth/login_setting', { two_factor: 'sms', password: user.password }, user.token);
    const first = await api.post('/acl/auth/login', { username: user.username, password: user.password });
    const firstCode = await api.lastCode(user.mobile);
    const early = await api.post('/acl/auth/send_sms_otp', { token: first.data.token });
    expect(early.status).toBe(429);
    // Past the code's 2 minutes the step may still ask for a new code.
    server.clock.advance(3 * 60_000);
    const again = await api.post('/acl/auth/send_sms_otp', { token: first.data.token });
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ method: 'sms', resend_in: 60 });
    expect(again.data.token).not.toBe(first.data.token);
    const code = await api.lastCode(user.mobile);
    if (code !== firstCode) {
      const old = await api.post('/acl/auth/confirm_otp', { token: again.data.token, otp: firstCode });
      expect(old.status).toBe(401);
    }
    // The replaced step is over.
    expect((await api.post('/acl/auth/confirm_otp', { token: first.data.token, otp: code })).status).toBe(
      401,
    );
    const signed = await api.post('/acl/auth/confirm_otp', { token: again.data.token, otp: code });
    expect(signed.status).toBe(200);
    expect((await api.post('/acl/auth/send_sms_otp', { token: again.data.token })).status).toBe(401);
  });

  it('refuses to send a code for a made-up login-step token', async () => {
    expect((await api.post('/acl/auth/send_sms_otp', { token: 'made-up' })).status).toBe(401);
  });

  it('does not change the setting without the right password', async () => {
    const user = await registered();
    const refused = await api.post(
      '/acl/auth/login_setting',
      { two_factor: 'sms', password: 'Wrong@123456' },
      user.token,
    );
    expect(refused.status).toBe(422);
    expect((await api.get('/acl/auth/login_setting', user.token)).data.two_factor).toBe('none');
  });
});

describe('forgot password', () => {
  const newPassword = 'Tazeh@Ramz1404';

  it('token, code checked, new password; old sessions end and the old password stops working', async () => {
    const user = await registered();
    const sent = await api.post('/acl/auth/forgot_password', { username: user.username });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ token: expect.any(String), expires_in: 120, resend_in: 60 });
    const code = await api.lastCode(user.mobile);
    const checked = await api.post('/acl/auth/forgot_password_check_otp', {
      token: sent.data.token,
      otp: code,
    });
    expect(checked.status).toBe(200);
    expect(checked.data.token).toBe(sent.data.token);
    const body = { token: sent.data.token, otp: code, password: newPassword };
    const mismatch = await api.post('/acl/auth/change_password_by_token', {
      ...body,
      password_confirmation: 'Tazeh@Ramz1405',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.meta.errors?.password_confirmation).toEqual(['رمز عبور و تکرار آن یکسان نیست']);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await api.post('/acl/auth/change_password_by_token', { ...body, otp: wrongCode });
    expect(wrong.status).toBe(401);
    const changed = await api.post('/acl/auth/change_password_by_token', {
      ...body,
      password_confirmation: newPassword,
    });
    expect(changed.status).toBe(200);
    expect(changed.data).toBeNull();
    expect((await api.get('/acl/auth/check_token', user.token)).status).toBe(401);
    expect(
      (await api.post('/acl/auth/login', { username: user.username, password: user.password })).status,
    ).toBe(422);
    const login = await api.post('/acl/auth/login', { username: user.username, password: newPassword });
    expect(login.status).toBe(200);
    const twice = await api.post('/acl/auth/change_password_by_token', {
      ...body,
      password: 'Dobareh@Ramz1404',
    });
    expect(twice.status).toBe(401);
  });

  it('changes the password in one call with token, code and password, as published', async () => {
    const user = await registered();
    const sent = await api.post('/acl/auth/forgot_password', {
      username: user.username,
      mobile: user.mobile,
    });
    expect(sent.status).toBe(200);
    const code = await api.lastCode(user.mobile);
    const changed = await api.post('/acl/auth/change_password_by_token', {
      token: sent.data.token,
      otp: code,
      password: newPassword,
    });
    expect(changed.status).toBe(200);
    expect(
      (await api.post('/acl/auth/login', { username: user.username, password: newPassword })).data.method,
    ).toBe('login');
    const again = await api.post('/acl/auth/change_password_by_token', {
      token: sent.data.token,
      otp: code,
      password: 'Dobareh@Ramz1404',
    });
    expect(again.status).toBe(401);
  });

  it("refuses a mobile that is not the account's, a missing username and a password with the username", async () => {
    const user = await registered();
    const other = await api.post('/acl/auth/forgot_password', {
      username: user.username,
      mobile: '09350000000',
    });
    // Answered as if sent: the answer does not tell whether the pair exists.
    expect(other.status).toBe(200);
    const missing = await api.post('/acl/auth/forgot_password', {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.meta.errors ?? {})).toEqual(['username']);
    const sent = await api.post('/acl/auth/forgot_password', { username: user.username });
    const code = await api.lastCode(user.mobile);
    const withName = await api.post('/acl/auth/change_password_by_token', {
      token: sent.data.token,
      otp: code,
      password: `${user.username}@A1`,
    });
    expect(withName.status).toBe(422);
    expect(withName.meta.errors?.password).toBeDefined();
    // The refused password did not spend the code.
    const changed = await api.post('/acl/auth/change_password_by_token', {
      token: sent.data.token,
      otp: code,
      password: newPassword,
    });
    expect(changed.status).toBe(200);
  });

  it('a login code cannot be used to reset a password', async () => {
    const user = await registered();
    const sent = await api.post('/acl/auth/send_sms_otp', { username: user.username });
    const code = await api.lastCode(user.mobile);
    const crossed = await api.post('/acl/auth/forgot_password_check_otp', {
      token: sent.data.token,
      otp: code,
    });
    expect(crossed.status).toBe(401);
    const direct = await api.post('/acl/auth/change_password_by_token', {
      token: sent.data.token,
      otp: code,
      password: newPassword,
    });
    expect(direct.status).toBe(401);
  });
});
