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
  const { data } = await api.post('/user/register', person);
  return { ...person, token: data.token as string, mobile: canonicalMobile(person.mobile) };
}

describe('login by SMS code and by voice call (send_sms_otp, confirm_otp)', () => {
  it('sends a 6-digit code to the mobile and exchanges it once for a token', async () => {
    const user = await registered();
    const sent = await api.post('/acl/auth/send_sms_otp', { username: user.username, method: 'sms' });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ channel: 'sms', expires_in: 120, resend_in: 60 });
    const code = await api.lastCode(user.mobile);
    expect(code).toMatch(/^\d{6}$/);
    const confirmed = await api.post('/acl/auth/confirm_otp', { challenge_id: sent.data.challenge_id, code });
    expect(confirmed.status).toBe(200);
    expect((await api.get('/acl/auth/check_token', confirmed.data.token)).data.user_name).toBe(user.username);
    const reused = await api.post('/acl/auth/confirm_otp', { challenge_id: sent.data.challenge_id, code });
    expect(reused.status).toBe(401);
    expect(reused.meta.message).toBe('این کد قبلاً استفاده شده است؛ دوباره کد بگیرید');
  });

  it('places a voice call the same way', async () => {
    const user = await registered();
    const sent = await api.post('/acl/auth/send_sms_otp', { username: user.username, method: 'voice' });
    expect(sent.data.channel).toBe('voice');
    const outbox = await api.get(`/demo/outbox?mobile=${user.mobile}&limit=1`);
    expect(outbox.data.items[0].channel).toBe('voice');
    const code = await api.lastCode(user.mobile);
    const confirmed = await api.post('/acl/auth/confirm_otp', { challenge_id: sent.data.challenge_id, code });
    expect(confirmed.status).toBe(200);
  });

  it('accepts Persian digits in the code', async () => {
    const user = await registered();
    const sent = await api.post('/acl/auth/send_sms_otp', { username: user.username });
    const code = await api.lastCode(user.mobile);
    const persian = code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    const confirmed = await api.post('/acl/auth/confirm_otp', {
      challenge_id: sent.data.challenge_id,
      code: persian,
    });
    expect(confirmed.status).toBe(200);
  });

  it('refuses an expired code with the spec 8 message', async () => {
    const user = await registered();
    const sent = await api.post('/acl/auth/send_sms_otp', { username: user.username });
    const code = await api.lastCode(user.mobile);
    server.clock.advance(2 * 60_000 + 1000);
    const late = await api.post('/acl/auth/confirm_otp', { challenge_id: sent.data.challenge_id, code });
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
        challenge_id: sent.data.challenge_id,
        code: wrong,
      });
      expect(answer.status).toBe(401);
      expect(answer.meta.message).toBe(
        i < 5 ? 'کد وارد شده اشتباه است' : 'تعداد تلاش‌های نادرست برای این کد به پایان رسید؛ دوباره کد بگیرید',
      );
    }
    const sixth = await api.post('/acl/auth/confirm_otp', { challenge_id: sent.data.challenge_id, code });
    expect(sixth.status).toBe(401);
    expect(sixth.meta.message_code).toBe('otp-dead');
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
        challenge_id: aliceSent.data.challenge_id,
        code: bobCode,
      });
      expect(crossed.status).toBe(401);
    }
    // A new attempt replaces the old one: the first attempt's code no longer works.
    server.clock.advance(61_000);
    const again = await api.post('/acl/auth/send_sms_otp', { username: alice.username });
    const newCode = await api.lastCode(alice.mobile);
    const old = await api.post('/acl/auth/confirm_otp', {
      challenge_id: aliceSent.data.challenge_id,
      code: aliceCode,
    });
    expect(old.status).toBe(401);
    const fresh = await api.post('/acl/auth/confirm_otp', {
      challenge_id: again.data.challenge_id,
      code: newCode,
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

  it('answers 404 for an unknown username and 422 for a bad code format', async () => {
    expect((await api.post('/acl/auth/send_sms_otp', { username: 'no-such-user' })).status).toBe(404);
    const bad = await api.post('/acl/auth/confirm_otp', { challenge_id: 'x', code: '12ab' });
    expect(bad.status).toBe(422);
    expect(bad.meta.errors?.code).toEqual(['کد تأیید باید ۶ رقم باشد']);
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
    expect(first.data).toMatchObject({ token: null, two_factor: 'sms', channel: 'sms' });
    expect(first.data.mobile_hint).toMatch(/\*\*\*/);
    const code = await api.lastCode(user.mobile);
    const second = await api.post('/acl/auth/confirm_otp', { challenge_id: first.data.challenge_id, code });
    expect(second.data.token).toEqual(expect.any(String));
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
  it('code, reset token, new password; old sessions end and the old password stops working', async () => {
    const user = await registered();
    const sent = await api.post('/acl/auth/forgot_password', { username: user.username });
    expect(sent.status).toBe(200);
    const code = await api.lastCode(user.mobile);
    const checked = await api.post('/acl/auth/forgot_password_check_otp', {
      challenge_id: sent.data.challenge_id,
      code,
    });
    expect(checked.status).toBe(200);
    const { reset_token } = checked.data;
    const mismatch = await api.post('/acl/auth/change_password_by_token', {
      reset_token,
      password: 'Tazeh@Ramz1404',
      password_confirmation: 'Tazeh@Ramz1405',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.meta.errors?.password_confirmation).toEqual(['رمز عبور و تکرار آن یکسان نیست']);
    const changed = await api.post('/acl/auth/change_password_by_token', {
      reset_token,
      password: 'Tazeh@Ramz1404',
      password_confirmation: 'Tazeh@Ramz1404',
    });
    expect(changed.status).toBe(200);
    expect((await api.get('/acl/auth/check_token', user.token)).status).toBe(401);
    expect(
      (await api.post('/acl/auth/login', { username: user.username, password: user.password })).status,
    ).toBe(401);
    const login = await api.post('/acl/auth/login', { username: user.username, password: 'Tazeh@Ramz1404' });
    expect(login.status).toBe(200);
    const twice = await api.post('/acl/auth/change_password_by_token', {
      reset_token,
      password: 'Dobareh@Ramz1404',
      password_confirmation: 'Dobareh@Ramz1404',
    });
    expect(twice.status).toBe(401);
  });

  it('a login code cannot be used to reset a password', async () => {
    const user = await registered();
    const sent = await api.post('/acl/auth/send_sms_otp', { username: user.username });
    const code = await api.lastCode(user.mobile);
    const crossed = await api.post('/acl/auth/forgot_password_check_otp', {
      challenge_id: sent.data.challenge_id,
      code,
    });
    expect(crossed.status).toBe(401);
  });
});
