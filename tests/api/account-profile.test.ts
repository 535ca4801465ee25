// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// The profile (user/show_profile, user/update_profile) and changing the mobile (user/change_mobile/*),
// driven as the panel drives them: each refusal in Persian on its field, the identity registry's
// mismatches (the demo's simulated registry: a mobile ending in 0000, a birth date on the 1st), nothing of
// another account reachable, code guesses throttled, impersonated sessions kept from the mobile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/domain/account/account.messages.ts';
import { authMessages, securityMessages } from '../../src/domain/auth/auth.messages.ts';
import { messages } from '../../src/domain/core/messages.ts';
import { OTP_RESEND_MS, OTP_TTL_MS } from '../../src/server/auth/auth-rules.ts';
import { flushSecurityLog } from '../../src/server/auth/security-log.ts';
import { canonicalMobile, client, newPerson } from './helpers/client.ts';
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

let mobiles = 0;
/** A mobile nobody has, never ending in 0000 (the simulated registry's stranger). */
const freshMobile = () =>
  `0935${String(process.pid % 100).padStart(2, '0')}${String(++mobiles).padStart(5, '0')}`;

/** A new account: its token, username and mobile (98…). */
async function person(overrides: Record<string, unknown> = {}) {
  const details = newPerson({ mobile: freshMobile(), ...overrides });
  const answer = await api.register(details);
  expect(answer.status, JSON.stringify(answer.meta)).toBe(201);
  return {
    token: answer.data.token as string,
    username: details.username,
    mobile: canonicalMobile(String(details.mobile)),
  };
}

const show = (token: string) => api.get('/user/show_profile', token);
const update = (token: string, body: unknown) => api.post('/user/update_profile', body, token);
const change = (step: string, token: string, body: unknown = {}) =>
  api.post(`/user/change_mobile/${step}`, body, token);

const realProfile = {
  person_type: 'real',
  first_name: 'مریم',
  last_name: 'احمدی',
  national_code: '0499370899',
  father_name: 'حسن',
  birth_date: '۱۳۷۰/۰۵/۱۲',
  birth_place: 'شیراز',
  gender: 'female',
  id_number: '۱۲۳۴',
  email: 'maryam@example.ir',
  landline: '۳۲۲۲۱۱۰۰',
  city_code: '۰۷۱',
  website: 'https://maryam.ir',
  postal_code: '7134567890',
  address: 'شیراز، خیابان زند',
};

const legalProfile = {
  ...realProfile,
  person_type: 'legal',
  company_name: 'شرکت نمونه پارس',
  registration_number: '548721',
  economic_number: '411145872369',
  company_national_id: '10320857419',
  registration_date: '1395/08/21',
};

describe('user/show_profile and user/update_profile', () => {
  it('show the caller who the account is, and only to a logged-in caller', async () => {
    const me = await person();
    const shown = await show(me.token);
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({
      username: me.username,
      person_type: 'real',
      first_name: 'مریم',
      national_code: '0499370899',
      mobile: me.mobile,
      email: null,
      company_name: null,
    });
    expect((await api.get('/user/show_profile')).status).toBe(401);
  });

  it('save a real person, then the same account as a legal person, in Latin digits', async () => {
    const me = await person();
    const saved = await update(me.token, realProfile);
    expect(saved.status).toBe(200);
    expect(saved.meta.message).toBe(accountMessages.profileSaved);
    expect(saved.data).toMatchObject({
      birth_date: '1370/05/12',
      id_number: '1234',
      landline: '32221100',
      city_code: '071',
      gender: 'female',
      company_name: null,
    });
    const legal = await update(me.token, legalProfile);
    expect(legal.status).toBe(200);
    expect((await show(me.token)).data).toMatchObject({
      person_type: 'legal',
      company_name: 'شرکت نمونه پارس',
      registration_number: '548721',
      economic_number: '411145872369',
      company_national_id: '10320857419',
      registration_date: '1395/08/21',
      mobile: me.mobile,
    });
    // Back to a real person: the company's fields go.
    await update(me.token, realProfile);
    expect((await show(me.token)).data).toMatchObject({ person_type: 'real', company_name: null });
  });

  it('refuse every wrong field on its name in Persian, and save nothing', async () => {
    const me = await person();
    await update(me.token, legalProfile);
    const before = (await show(me.token)).data;
    const refused = await update(me.token, {
      ...legalProfile,
      national_code: '12345',
      landline: '123456789',
      city_code: '71',
      postal_code: '12345',
      registration_number: '12',
      economic_number: '1234567890123',
      company_national_id: '123456789012',
      website: 'http://example.de',
      email: 'maryam@',
      first_name: 'علي',
    });
    expect(refused.status).toBe(422);
    expect(refused.meta.errors).toEqual({
      national_code: [messages.nationalCodeLength],
      landline: [messages.invalidLandline],
      city_code: [messages.invalidCityCode],
      postal_code: [messages.invalidPostalCode],
      registration_number: [messages.invalidRegistrationNumber],
      economic_number: [messages.invalidEconomicNumber],
      company_national_id: [messages.invalidCompanyNationalId],
      website: [messages.wrongWebsite],
      email: [messages.invalidEmail],
      first_name: [messages.persianKeyboardOnly],
    });
    const keyboard = await update(me.token, {
      ...legalProfile,
      national_code: '0499370898',
      email: 'مریم@example.ir',
      website: 'https://نمونه.ir',
    });
    expect(keyboard.status).toBe(422);
    expect(keyboard.meta.errors).toEqual({
      national_code: [messages.invalidNationalCode],
      email: [messages.latinKeyboardOnly],
      website: [messages.latinKeyboardOnly],
    });
    const noCityCode = await update(me.token, { ...legalProfile, city_code: '' });
    expect(noCityCode.meta.errors).toEqual({ city_code: [messages.cityCodeWithLandline] });
    expect((await show(me.token)).data).toEqual(before);
  });

  it("refuse a birth date or national code the identity registry says is not the holder's", async () => {
    const me = await person();
    await update(me.token, realProfile);
    const born = await update(me.token, { ...realProfile, birth_date: '1370/05/01' });
    expect(born.status).toBe(422);
    expect(born.meta.message).toBe(messages.birthDateNationalCodeMismatch);
    expect(born.meta.errors).toEqual({ birth_date: [messages.birthDateNationalCodeMismatch] });
    expect((await show(me.token)).data.birth_date).toBe('1370/05/12');

    // The simulated registry knows no holder for a mobile ending in 0000: a new national code is refused
    // with the mobile in use, but the rest of the profile is saved as long as the code stays.
    const stranger = await person({ mobile: `0936${String(process.pid % 1000).padStart(3, '0')}0000` });
    const moved = await update(stranger.token, { ...realProfile, national_code: '0013542419' });
    expect(moved.status).toBe(422);
    expect(moved.meta.errors).toEqual({ national_code: [messages.mobileNationalCodeMismatch] });
    const kept = await update(stranger.token, { ...realProfile, address: 'اصفهان' });
    expect(kept.status).toBe(200);
    expect(kept.data).toMatchObject({ national_code: '0499370899', address: 'اصفهان' });
  });

  it("reach only the caller's own row: another account's profile is neither shown nor changed", async () => {
    const mine = await person();
    const theirs = await person({ first_name: 'بهرام' });
    const theirsBefore = (await show(theirs.token)).data;
    await update(mine.token, { ...realProfile, first_name: 'سیما', user_id: 1, username: theirs.username });
    expect((await show(theirs.token)).data).toEqual(theirsBefore);
    expect((await show(mine.token)).data).toMatchObject({ first_name: 'سیما', username: mine.username });
    const asked = await api.get(`/user/show_profile?user_id=1&username=${theirs.username}`, mine.token);
    expect(asked.data.username).toBe(mine.username);
  });
});

/** Walks a change to `to` up to the code sent to it: answers the flow's token. */
async function toNewCode(me: { token: string; mobile: string }, to: string) {
  const asked = await change('request_change_otp', me.token);
  expect(asked.status).toBe(200);
  const token = asked.data.token as string;
  const old = await change('confirm_change_otp', me.token, { token, code: await api.lastCode(me.mobile) });
  expect(old.status).toBe(200);
  const sent = await change('confirm_new_mobile', me.token, { token, mobile: to });
  expect(sent.status).toBe(200);
  return token;
}

describe('user/change_mobile', () => {
  it('changes the mobile after a code to the old one and a code to the new one', async () => {
    const me = await person();
    const asked = await change('request_change_otp', me.token);
    expect(asked.status).toBe(200);
    expect(asked.meta.message).toBe(accountMessages.codeSentToOld);
    expect(asked.data).toMatchObject({ expires_in: OTP_TTL_MS / 1000, resend_in: OTP_RESEND_MS / 1000 });
    expect(asked.data.mobile_hint).toBe(`+${me.mobile.slice(0, 5)}***${me.mobile.slice(-2)}`);
    const token = asked.data.token as string;
    const oldCode = await api.lastCode(me.mobile);

    // The new mobile waits for the old one's code.
    const early = await change('confirm_new_mobile', me.token, { token, mobile: freshMobile() });
    expect(early.status).toBe(422);
    expect(early.meta.message).toBe(accountMessages.oldNotConfirmed);
    const wrong = await change('confirm_change_otp', me.token, {
      token,
      code: oldCode === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.meta.message).toBe(authMessages.wrongCode);
    const confirmed = await change('confirm_change_otp', me.token, { token, code: oldCode });
    expect(confirmed.status).toBe(200);
    expect((await change('confirm_change_otp', me.token, { token, code: oldCode })).status).toBe(422);

    const to = freshMobile();
    const sent = await change('confirm_new_mobile', me.token, { token, mobile: `+98${to.slice(1)}` });
    expect(sent.status).toBe(200);
    expect(sent.meta.message).toBe(accountMessages.codeSentToNew);
    // The new mobile's code, not the old one's, finishes it.
    expect((await change('check_otp', me.token, { token, code: oldCode })).status).toBe(422);
    const done = await change('check_otp', me.token, { token, code: await api.lastCode(to) });
    expect(done.status).toBe(200);
    expect(done.data).toEqual({ mobile: canonicalMobile(to) });
    expect(done.meta.message).toBe(accountMessages.mobileChanged);
    expect((await show(me.token)).data.mobile).toBe(canonicalMobile(to));
    // The mobile given up is told, with the new one masked and no code in the text.
    const notice = await server.db.query<{ body: string }>(
      'select body from sms_outbox where mobile = $1 order by id desc limit 1',
      [me.mobile.replace(/^\+/, '')],
    );
    expect(notice[0]?.body).toContain(`به +${canonicalMobile(to).slice(0, 5)}***${to.slice(-2)} تغییر کرد`);
    // The security log keeps the change, the numbers masked.
    await flushSecurityLog(server.db);
    const logged = await server.db.query<{ detail: Record<string, string> }>(
      `select detail from security_events where kind = 'mobile_changed' and detail ->> 'to' = $1`,
      [`${canonicalMobile(to).slice(0, 5)}***${to.slice(-2)}`],
    );
    expect(logged.map((row) => row.detail)).toEqual([
      {
        from: `${me.mobile.slice(0, 5)}***${me.mobile.slice(-2)}`,
        to: `${canonicalMobile(to).slice(0, 5)}***${to.slice(-2)}`,
      },
    ]);
    // Finished: the flow takes no more.
    const again = await change('check_otp', me.token, { token, code: await api.lastCode(to) });
    expect(again.status).toBe(422);
    expect(again.meta.message).toBe(accountMessages.changeUnknown);
  });

  it("refuses the same mobile, another account's, and one the registry says is not the holder's", async () => {
    const me = await person();
    const other = await person();
    server.clock.advance(OTP_RESEND_MS);
    const asked = await change('request_change_otp', me.token);
    const token = asked.data.token as string;
    await change('confirm_change_otp', me.token, { token, code: await api.lastCode(me.mobile) });
    const same = await change('confirm_new_mobile', me.token, { token, mobile: `0${me.mobile.slice(2)}` });
    expect(same.status).toBe(422);
    expect(same.meta.errors).toEqual({ mobile: [accountMessages.sameMobile] });
    const taken = await change('confirm_new_mobile', me.token, {
      token,
      mobile: `0${other.mobile.slice(2)}`,
    });
    expect(taken.status).toBe(422);
    expect(taken.meta.errors).toEqual({ mobile: [accountMessages.mobileTaken] });
    const stranger = await change('confirm_new_mobile', me.token, { token, mobile: '09351110000' });
    expect(stranger.status).toBe(422);
    expect(stranger.meta.errors).toEqual({ mobile: [messages.mobileNationalCodeMismatch] });
    const malformed = await change('confirm_new_mobile', me.token, { token, mobile: '0812' });
    expect(malformed.status).toBe(422);
    expect(malformed.meta.errors).toEqual({ mobile: [messages.mobileInvalid] });
    // None of them got a code, and none changed the mobile.
    expect((await show(me.token)).data.mobile).toBe(me.mobile);
  });

  it('waits for the resend countdown, and a code past its two minutes has expired', async () => {
    const me = await person();
    const first = await change('request_change_otp', me.token);
    const soon = await change('request_change_otp', me.token);
    expect(soon.status).toBe(429);
    expect(soon.meta.message).toMatch(/صبر کنید/);
    server.clock.advance(OTP_RESEND_MS);
    const second = await change('request_change_otp', me.token);
    expect(second.status).toBe(200);
    // Only the newest flow counts.
    const code = await api.lastCode(me.mobile);
    expect((await change('confirm_change_otp', me.token, { token: first.data.token, code })).status).toBe(
      422,
    );
    server.clock.advance(OTP_TTL_MS);
    const late = await change('confirm_change_otp', me.token, { token: second.data.token, code });
    expect(late.status).toBe(422);
    expect(late.meta.message).toBe(messages.codeExpired);

    // The new mobile's code is asked again after its countdown, and the newest code is the one.
    server.clock.advance(OTP_RESEND_MS);
    const to = freshMobile();
    const token = await toNewCode(me, to);
    const firstNew = await api.lastCode(to);
    expect((await change('confirm_new_mobile', me.token, { token, mobile: to })).status).toBe(429);
    server.clock.advance(OTP_RESEND_MS);
    expect((await change('confirm_new_mobile', me.token, { token, mobile: to })).status).toBe(200);
    const secondNew = await api.lastCode(to);
    if (firstNew !== secondNew)
      expect((await change('check_otp', me.token, { token, code: firstNew })).status).toBe(422);
    expect((await change('check_otp', me.token, { token, code: secondNew })).status).toBe(200);
  });

  it("does not take another account's flow token", async () => {
    const me = await person();
    const other = await person();
    const asked = await change('request_change_otp', me.token);
    const code = await api.lastCode(me.mobile);
    const stolen = await change('confirm_change_otp', other.token, { token: asked.data.token, code });
    expect(stolen.status).toBe(422);
    expect(stolen.meta.message).toBe(accountMessages.changeUnknown);
    expect((await change('confirm_change_otp', me.token, { token: asked.data.token, code })).status).toBe(
      200,
    );
  });

  it('kills a flow after five wrong codes and throttles the account after ten, even for the right code', async () => {
    const me = await person();
    const guess = (right: string, n: number) => String((Number(right) + n) % 1_000_000).padStart(6, '0');
    const confirm = async (token: string, code: string) =>
      (await change('confirm_change_otp', me.token, { token, code })).meta.message;
    const first = await change('request_change_otp', me.token);
    const right = await api.lastCode(me.mobile);
    const answers: string[] = [];
    for (let n = 1; n <= 5; n++) answers.push(await confirm(first.data.token, guess(right, n)));
    expect(answers).toEqual([...Array(4).fill(authMessages.wrongCode), authMessages.codeDead]);
    // A dead flow takes not even the right code (and the try counts as a guess: six so far).
    expect(await confirm(first.data.token, right)).toBe(authMessages.codeDead);

    // A fresh flow gives no fresh guesses: the tenth wrong code closes the account's code checks.
    server.clock.advance(OTP_RESEND_MS);
    const second = await change('request_change_otp', me.token);
    const rightAgain = await api.lastCode(me.mobile);
    for (let n = 1; n <= 4; n++)
      expect(await confirm(second.data.token, guess(rightAgain, n))).toBe(authMessages.wrongCode);
    const blocked = await change('confirm_change_otp', me.token, {
      token: second.data.token,
      code: rightAgain,
    });
    expect(blocked.status).toBe(429);
    // The window opened with the first wrong code, a minute (the resend countdown) ago.
    expect(blocked.meta.message).toBe(authMessages.tooManyAttempts(14));
    expect((await show(me.token)).data.mobile).toBe(me.mobile);
    // The window passes: the right code is taken again.
    server.clock.advance(15 * 60_000);
    server.clock.advance(OTP_RESEND_MS);
    const third = await change('request_change_otp', me.token);
    const code = await api.lastCode(me.mobile);
    expect((await change('confirm_change_otp', me.token, { token: third.data.token, code })).status).toBe(
      200,
    );
  });

  it('is refused to a session the provider opened for the user, though it may read the profile', async () => {
    const me = await person();
    const handover = (await api.post('/demo/handover', { username: me.username }, me.token)).data.token;
    const session = await api.post('/acl/auth/external_login', { token: handover });
    const impersonated = session.data.token as string;
    expect((await show(impersonated)).data.username).toBe(me.username);
    const asked = await change('request_change_otp', impersonated);
    expect(asked.status).toBe(403);
    expect(asked.meta.message).toBe(securityMessages.impersonationRefused);
    const own = await change('request_change_otp', me.token);
    const token = own.data.token as string;
    const code = await api.lastCode(me.mobile);
    for (const [step, body] of [
      ['confirm_change_otp', { token, code }],
      ['confirm_new_mobile', { token, mobile: freshMobile() }],
      ['check_otp', { token, code }],
    ] as const) {
      const refused = await change(step, impersonated, body);
      expect(refused.status).toBe(403);
      expect(refused.meta.message).toBe(securityMessages.impersonationRefused);
    }
    // The refusals spent nothing: the holder goes on with the same code.
    expect((await change('confirm_change_otp', me.token, { token, code })).status).toBe(200);
  });
});
