// Auth, as the published API documents it (docs/auth): login and its steps, the code by SMS, the
// forgotten password, check_token and logout.
import { newTotpSecret } from '../../../src/server/auth/totp.ts';
import { canonicalMobile, newPerson } from '../helpers/client.ts';
import type { ContractCase, ContractContext } from './case.ts';

const demo = { username: 'demo', password: 'Payamak@1404' };

/** What the documented refusals answer: no data, the reason in meta. */
const refusal = { data: 'null', status: 401 } as const;

/** A new account whose login takes the given second step; its mobile as the server keeps it. */
async function accountWith({ api, server }: ContractContext, twoFactor: 'none' | 'sms' | 'totp') {
  const person = newPerson();
  await api.register(person);
  await server.db.query('update users set two_factor = $1, totp_secret = $2 where username = $3', [
    twoFactor,
    twoFactor === 'totp' ? newTotpSecret() : null,
    person.username,
  ]);
  return { ...person, mobile: canonicalMobile(person.mobile) };
}

/** A password login that stopped at the SMS step: its login-step token and the code that was sent. */
async function smsStep(ctx: ContractContext) {
  const user = await accountWith(ctx, 'sms');
  const step = await ctx.api.post('/acl/auth/login', { username: user.username, password: user.password });
  return { user, token: step.data.token as string, otp: await ctx.api.lastCode(user.mobile) };
}

const loginStep = { method: 'string', token: 'string' } as const;

export const cases: ContractCase[] = [
  {
    doc: 'docs/auth/login.md',
    method: 'POST',
    request: () => ({ path: 'acl/auth/login', body: demo, token: null }),
    data: loginStep,
  },
  {
    doc: 'docs/auth/login.md',
    method: 'POST',
    request: async (ctx) => {
      const user = await accountWith(ctx, 'sms');
      return {
        path: 'acl/auth/login',
        body: { username: user.username, password: user.password },
        token: null,
      };
    },
    data: loginStep,
  },
  {
    doc: 'docs/auth/login.md',
    method: 'POST',
    request: async (ctx) => {
      const user = await accountWith(ctx, 'totp');
      return {
        path: 'acl/auth/login',
        body: { username: user.username, password: user.password },
        token: null,
      };
    },
    data: loginStep,
  },
  {
    doc: 'docs/auth/login.md',
    method: 'POST',
    request: () => ({ path: 'acl/auth/login', body: { ...demo, password: 'Not@TheRight1' }, token: null }),
    status: 422,
    message_code: '422-1',
    errorsBesideMeta: true,
    data: 'null',
  },
  {
    doc: 'docs/auth/sms-otp.md',
    method: 'POST',
    request: async (ctx) => {
      const { token } = await smsStep(ctx);
      // A code is sent again once the resend countdown is over.
      ctx.server.clock.advance(61_000);
      return { path: 'acl/auth/send_sms_otp', body: { token }, token: null };
    },
    data: loginStep,
  },
  {
    doc: 'docs/auth/sms-otp.md',
    method: 'POST',
    request: () => ({ path: 'acl/auth/send_sms_otp', body: { token: 'no-such-login-step' }, token: null }),
    ...refusal,
  },
  {
    doc: 'docs/auth/confirm-otp.md',
    method: 'POST',
    request: async (ctx) => {
      const { token, otp } = await smsStep(ctx);
      return { path: 'acl/auth/confirm_otp', body: { token, otp }, token: null };
    },
    data: { token: 'string', method: 'string' },
  },
  {
    doc: 'docs/auth/confirm-otp.md',
    method: 'POST',
    request: () => ({
      path: 'acl/auth/confirm_otp',
      body: { token: 'no-such-login-step', otp: '482913' },
      token: null,
    }),
    ...refusal,
  },
  {
    doc: 'docs/auth/confirm-otp.md',
    method: 'POST',
    request: () => ({ path: 'acl/auth/confirm_otp', body: { token: 'no-such-login-step' }, token: null }),
    status: 422,
    message_code: '400-2',
    data: 'null',
  },
  {
    doc: 'docs/auth/forgot-password.md',
    method: 'POST',
    request: async (ctx) => {
      const user = await accountWith(ctx, 'none');
      return {
        path: 'acl/auth/forgot_password',
        body: { username: user.username, mobile: `0${user.mobile.slice(2)}` },
        token: null,
      };
    },
    data: { token: 'string' },
  },
  {
    doc: 'docs/auth/forgot-password.md',
    method: 'POST',
    request: async (ctx) => {
      const user = await accountWith(ctx, 'none');
      const sent = await ctx.api.post('/acl/auth/forgot_password', {
        username: user.username,
        mobile: `0${user.mobile.slice(2)}`,
      });
      const otp = await ctx.api.lastCode(user.mobile);
      return {
        path: 'acl/auth/change_password_by_token',
        body: { token: sent.data.token, otp, password: 'Gol@Narges1404' },
        token: null,
      };
    },
    data: 'null',
  },
  {
    doc: 'docs/auth/forgot-password.md',
    method: 'POST',
    request: () => ({
      path: 'acl/auth/change_password_by_token',
      body: { token: 'no-such-recovery', otp: '482913', password: 'Gol@Narges1404' },
      token: null,
    }),
    ...refusal,
  },
  {
    doc: 'docs/auth/check-token.md',
    method: 'POST',
    request: () => ({ path: 'acl/auth/check_token' }),
    data: {
      user_name: 'string',
      user_id: 'integer',
      document_block: 'boolean',
      is_reseller: 'boolean',
      send_block: 'boolean',
      name: 'string',
    },
  },
  {
    doc: 'docs/auth/check-token.md',
    method: 'POST',
    request: () => ({ path: 'acl/auth/check_token', token: 'not-a-session' }),
    ...refusal,
  },
  {
    doc: 'docs/auth/logout.md',
    method: 'POST',
    request: async ({ api }) => ({
      path: 'acl/auth/logout',
      token: (await api.post('/acl/auth/login', demo)).data.token,
    }),
    data: 'null',
  },
  {
    doc: 'docs/auth/logout.md',
    method: 'POST',
    request: () => ({ path: 'acl/auth/logout', token: 'not-a-session' }),
    ...refusal,
  },
];
