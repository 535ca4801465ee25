// spec 7, Auth: everything under acl/auth.
import { Hono } from 'hono';
import { authMessages } from '../../domain/auth-messages.ts';
import {
  ChallengeDataSchema,
  ChangePasswordByTokenRequestSchema,
  CheckTokenDataSchema,
  ConfirmOtpRequestSchema,
  ExternalLoginRequestSchema,
  ForgotPasswordRequestSchema,
  LoginDataSchema,
  LoginRequestSchema,
  LoginSettingRequestSchema,
  SendOtpRequestSchema,
  SignedInDataSchema,
} from '../../domain/schemas/auth.schema.ts';
import { changeLoginSetting } from '../services/accounts.ts';
import type { ApiCall } from '../services/api-call.ts';
import { requireAuth } from '../services/auth-middleware.ts';
import { clientAddress } from '../services/client-address.ts';
import type { AuthEnv, ServerDeps } from '../services/context.ts';
import { confirmLogin, login, sendLoginCode } from '../services/login.ts';
import { checkRecoveryCode, exchangeHandover, resetPassword, startRecovery } from '../services/recovery.ts';
import { ok } from '../services/respond.ts';
import { displayName, revokeSession } from '../services/sessions.ts';
import { jsonBody } from '../services/validate.ts';

const tag = 'auth';
const codeErrors = { 401: 'wrong, expired, used or dead code', 429: 'too many attempts' };
export const authCalls: ApiCall[] = [
  {
    method: 'post',
    path: '/acl/auth/login',
    summary: 'Log in by password or authenticator code; answers data.token or the second step',
    tag,
    auth: false,
    body: LoginRequestSchema,
    data: LoginDataSchema,
    errors: { 401: 'wrong username or password', 429: 'too many failed attempts' },
  },
  {
    method: 'post',
    path: '/acl/auth/send_sms_otp',
    summary: 'Send a login code by SMS or voice call (resend waits for the countdown)',
    tag,
    auth: false,
    body: SendOtpRequestSchema,
    data: ChallengeDataSchema,
    errors: { 404: 'no such user', 429: 'resend countdown or too many attempts' },
  },
  {
    method: 'post',
    path: '/acl/auth/confirm_otp',
    summary: 'Answer a login challenge with its code; answers data.token',
    tag,
    auth: false,
    body: ConfirmOtpRequestSchema,
    data: SignedInDataSchema,
    errors: codeErrors,
  },
  {
    method: 'post',
    path: '/acl/auth/forgot_password',
    summary: 'Send a password recovery code by SMS',
    tag,
    auth: false,
    body: ForgotPasswordRequestSchema,
    errors: { 404: 'no such user', 429: 'resend countdown' },
  },
  {
    method: 'post',
    path: '/acl/auth/forgot_password_check_otp',
    summary: 'Check the recovery code; answers data.reset_token',
    tag,
    auth: false,
    body: ConfirmOtpRequestSchema,
    errors: codeErrors,
  },
  {
    method: 'post',
    path: '/acl/auth/change_password_by_token',
    summary: 'Set a new password with the reset token; ends every session',
    tag,
    auth: false,
    body: ChangePasswordByTokenRequestSchema,
    errors: { 401: 'reset token expired or used' },
  },
  {
    method: 'post',
    path: '/acl/auth/external_login',
    summary: 'Exchange the admin panel handover token for a session token (impersonation)',
    tag,
    auth: false,
    body: ExternalLoginRequestSchema,
    data: SignedInDataSchema,
    errors: { 401: 'bad, used or expired handover token' },
  },
  {
    method: 'get',
    path: '/acl/auth/check_token',
    summary: 'The logged-in user: data.name and data.user_name',
    tag,
    auth: true,
    data: CheckTokenDataSchema,
  },
  {
    method: 'post',
    path: '/acl/auth/logout',
    summary: 'Revoke this token and close its sockets',
    tag,
    auth: true,
  },
  {
    method: 'get',
    path: '/acl/auth/login_setting',
    summary: 'The second login step in use',
    tag,
    auth: true,
  },
  {
    method: 'post',
    path: '/acl/auth/login_setting',
    summary: 'Choose the second login step (none, sms, totp)',
    tag,
    auth: true,
    body: LoginSettingRequestSchema,
  },
];

export function authRoutes(deps: ServerDeps) {
  const authed = requireAuth(deps.db);
  return new Hono<AuthEnv>()
    .post('/acl/auth/login', jsonBody(LoginRequestSchema), async (c) => {
      const result = await login(deps, c.req.valid('json'), clientAddress(c));
      return ok(c, result, result.token ? authMessages.loggedIn : authMessages.codeSent);
    })
    .post('/acl/auth/send_sms_otp', jsonBody(SendOtpRequestSchema), async (c) => {
      const { username, method } = c.req.valid('json');
      const sent = await sendLoginCode(deps, username, method, clientAddress(c));
      return ok(c, sent, method === 'voice' ? authMessages.callPlaced : authMessages.codeSent);
    })
    .post('/acl/auth/confirm_otp', jsonBody(ConfirmOtpRequestSchema), async (c) => {
      const { challenge_id, code } = c.req.valid('json');
      return ok(c, await confirmLogin(deps, challenge_id, code, clientAddress(c)), authMessages.loggedIn);
    })
    .post('/acl/auth/forgot_password', jsonBody(ForgotPasswordRequestSchema), async (c) => {
      return ok(
        c,
        await startRecovery(deps, c.req.valid('json').username, clientAddress(c)),
        authMessages.codeSent,
      );
    })
    .post('/acl/auth/forgot_password_check_otp', jsonBody(ConfirmOtpRequestSchema), async (c) => {
      const { challenge_id, code } = c.req.valid('json');
      return ok(c, await checkRecoveryCode(deps, challenge_id, code, clientAddress(c)));
    })
    .post('/acl/auth/change_password_by_token', jsonBody(ChangePasswordByTokenRequestSchema), async (c) => {
      const { reset_token, password } = c.req.valid('json');
      await resetPassword(deps, reset_token, password);
      return ok(c, null, authMessages.passwordChanged);
    })
    .post('/acl/auth/external_login', jsonBody(ExternalLoginRequestSchema), async (c) => {
      return ok(c, await exchangeHandover(deps, c.req.valid('json').token), authMessages.loggedIn);
    })
    .get('/acl/auth/check_token', authed, (c) => {
      const { user, impersonated } = c.get('auth');
      return ok(c, { name: displayName(user), user_name: user.username, impersonated });
    })
    .post('/acl/auth/logout', authed, async (c) => {
      await revokeSession(deps.orm, deps.clock, c.get('auth'));
      return ok(c, null, authMessages.loggedOut);
    })
    .get('/acl/auth/login_setting', authed, (c) => {
      return ok(c, {
        two_factor: c.get('auth').user.twoFactor,
        methods: ['password', 'totp', 'sms', 'voice'],
      });
    })
    .post('/acl/auth/login_setting', authed, jsonBody(LoginSettingRequestSchema), async (c) => {
      const result = await changeLoginSetting(deps, c.get('auth').user, c.req.valid('json'));
      return ok(c, result, result.secret ? authMessages.scanTotp : authMessages.settingSaved);
    });
}
