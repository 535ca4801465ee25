// Logging in and out, the second step and password recovery: each handler parses nothing itself (the
// declaration's schemas did) and asks a service.
import type { Context } from 'hono';
import * as calls from '../../domain/auth/auth.calls.ts';
import { authMessages, securityMessages } from '../../domain/auth/auth.messages.ts';
import { PERMISSION_NAMES } from '../../domain/core/permissions.ts';
import { changeLoginSetting } from '../account/accounts.ts';
import { implement, reply } from '../http/calls.ts';
import { clientAddress } from '../http/client-address.ts';
import type { ServerDeps } from '../http/context.ts';
import { confirmLogin, login, resendLoginCode, sendLoginCode } from './login.ts';
import { checkRecoveryCode, exchangeHandover, resetPassword, startRecovery } from './recovery.ts';
import { type Auth, describeSession, displayName, refuseImpersonated, revokeSession } from './sessions.ts';

// Accounts here are never resellers, and neither documents nor sending are blocked per account.
const whoIs = (auth: Auth) => ({
  user_name: auth.user.username,
  user_id: auth.user.id,
  document_block: false,
  is_reseller: false,
  send_block: false,
  name: displayName(auth.user),
  impersonated: auth.impersonated,
  company_name: auth.account.companyName ?? null,
  is_owner: auth.permissions === 'all',
  permissions: auth.permissions === 'all' ? [...PERMISSION_NAMES] : [...auth.permissions].sort(),
  must_change_password: auth.user.mustChangePassword,
});

/** A login that opened a session notes where from, for the list of sessions. */
async function noted<T extends { method: string; token: string }>(deps: ServerDeps, c: Context, result: T) {
  if (result.method === 'login')
    await describeSession(deps.db, result.token, clientAddress(c), c.req.header('user-agent') ?? '');
  return result;
}

export const authHandlers = (deps: ServerDeps) => [
  implement(calls.loginCall, async ({ body, c }) => {
    const result = await noted(deps, c, await login(deps, body, clientAddress(c)));
    return reply(result, result.method === 'login' ? authMessages.loggedIn : authMessages.codeSent);
  }),
  implement(calls.sendSmsOtpCall, async ({ body, c }) => {
    const sent =
      body.token !== undefined
        ? await resendLoginCode(deps, body.token, body.method, clientAddress(c))
        : await sendLoginCode(deps, body.username ?? '', body.method ?? 'sms', clientAddress(c));
    return reply(sent, sent.method === 'voice' ? authMessages.callPlaced : authMessages.codeSent);
  }),
  implement(calls.confirmOtpCall, async ({ body, c }) => {
    const result = await noted(deps, c, await confirmLogin(deps, body.token, body.otp, clientAddress(c)));
    return reply(
      result,
      result.method === 'login' ? authMessages.loggedIn : securityMessages.secondStepNeeded,
    );
  }),
  implement(calls.forgotPasswordCall, async ({ body, c }) =>
    reply(await startRecovery(deps, body.username, body.mobile, clientAddress(c)), authMessages.codeSent),
  ),
  implement(calls.forgotPasswordCheckOtpCall, async ({ body, c }) =>
    checkRecoveryCode(deps, body.token, body.otp, clientAddress(c)),
  ),
  implement(calls.changePasswordByTokenCall, async ({ body, c }) => {
    await resetPassword(deps, body.token, body.otp, body.password, clientAddress(c), body.authenticator_code);
    return reply(null, authMessages.passwordChanged);
  }),
  implement(calls.externalLoginCall, async ({ body, c }) =>
    reply(
      await noted(deps, c, await exchangeHandover(deps, body.token, clientAddress(c))),
      authMessages.loggedIn,
    ),
  ),
  implement(calls.checkTokenCall, async ({ auth }) => whoIs(auth)),
  implement(calls.checkTokenGetCall, async ({ auth }) => whoIs(auth)),
  implement(calls.logoutCall, async ({ auth }) => {
    await revokeSession(deps.db, deps.clock, auth);
    return reply(null, authMessages.loggedOut);
  }),
  implement(calls.loginSettingCall, async ({ auth }) => ({
    two_factor: auth.user.twoFactor,
    methods: ['password', 'totp', 'sms', 'voice'],
  })),
  implement(calls.changeLoginSettingCall, async ({ auth, body, c }) => {
    refuseImpersonated(auth);
    const result = await changeLoginSetting(deps, auth, body, clientAddress(c));
    return reply(result, result.secret ? authMessages.scanTotp : authMessages.settingSaved);
  }),
];
