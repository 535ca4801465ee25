// Logging in and out, the second step, password recovery and the session's own account.

import * as v from 'valibot';
import { defineCall } from '../core/call.ts';
import {
  ChangePasswordByTokenRequestSchema,
  CheckTokenDataSchema,
  ConfirmOtpRequestSchema,
  ExternalLoginRequestSchema,
  ForgotPasswordRequestSchema,
  LoginDataSchema,
  LoginRequestSchema,
  LoginSettingRequestSchema,
  LoginStepDataSchema,
  RecoveryStepDataSchema,
  SendOtpRequestSchema,
  SignedInDataSchema,
} from './auth.schema.ts';

export const LoginSettingDataSchema = v.object({
  two_factor: v.picklist(['none', 'sms', 'totp']),
  /** The authenticator's secret and its otpauth URL, once, when it is switched on. */
  secret: v.optional(v.string()),
  otpauth_url: v.optional(v.string()),
  methods: v.optional(v.array(v.string())),
});

const tag = 'auth';
const codeErrors = {
  401: 'invalid, expired, used or dead token or code',
  422: 'a missing or malformed field',
  429: 'too many attempts',
};

export const loginCall = defineCall({
  method: 'post',
  path: 'acl/auth/login',
  title: 'ورود با نام کاربری و رمز عبور',
  summary:
    'Log in with username and password: data.method "login" with the session token, or "sms" / "ga" ' +
    'with a temporary login-step token for confirm_otp (an SMS code is sent for "sms"). Our ' +
    'extension: `{ username, method: "totp", password, code }`, both factors in one call.',
  origin: { documented: 'docs/auth/login.md' },
  tag,
  auth: 'none',
  body: LoginRequestSchema,
  data: LoginDataSchema,
  errors: { 422: 'wrong username or password (errors.username)', 429: 'too many failed attempts' },
});

export const sendSmsOtpCall = defineCall({
  method: 'post',
  path: 'acl/auth/send_sms_otp',
  title: 'ارسال دوبارهٔ کد ورود',
  summary:
    'Send the code of a login step again, by its token (after the resend countdown): data.method ' +
    'and a new login-step token. Our extension: `{ username, method: "sms" | "voice" }` starts a ' +
    'login without a password, by an SMS code or a voice call; `method` also asks a voice call on a ' +
    'resend. Beside method and token we answer expires_in, resend_in and mobile_hint.',
  origin: { documented: 'docs/auth/sms-otp.md' },
  tag,
  auth: 'none',
  body: SendOtpRequestSchema,
  data: LoginStepDataSchema,
  errors: {
    401: 'invalid, expired, used or dead login-step token',
    429: 'resend countdown or too many attempts',
  },
});

export const confirmOtpCall = defineCall({
  method: 'post',
  path: 'acl/auth/confirm_otp',
  title: 'تأیید کد ورود',
  summary: 'Answer a login step with its code: data.token, the session, or the next step ("ga")',
  origin: { documented: 'docs/auth/confirm-otp.md' },
  tag,
  auth: 'none',
  body: ConfirmOtpRequestSchema,
  data: LoginDataSchema,
  errors: { ...codeErrors, 403: 'log in with the password' },
});

export const forgotPasswordCall = defineCall({
  method: 'post',
  path: 'acl/auth/forgot_password',
  title: 'درخواست کد بازیابی رمز عبور',
  summary:
    'Send a password recovery code by SMS: data.token for change_password_by_token. `mobile` is ' +
    "optional here (our panel asks for the username alone); when sent it must be the account's.",
  origin: { documented: 'docs/auth/forgot-password.md' },
  tag,
  auth: 'none',
  body: ForgotPasswordRequestSchema,
  data: RecoveryStepDataSchema,
  errors: { 422: 'a missing or malformed field', 429: 'resend countdown' },
});

export const forgotPasswordCheckOtpCall = defineCall({
  method: 'post',
  path: 'acl/auth/forgot_password_check_otp',
  title: 'بررسی کد بازیابی رمز عبور',
  summary:
    'Check the recovery code before asking for the new password; the checked code (with the same ' +
    'token) then opens one change_password_by_token within data.expires_in seconds',
  origin: { designed: 'The panel checks the recovery code before asking for the new password.' },
  tag,
  auth: 'none',
  body: ConfirmOtpRequestSchema,
  data: v.object({
    token: v.string(),
    expires_in: v.number(),
    authenticator: v.boolean(),
  }),
  errors: codeErrors,
});

export const changePasswordByTokenCall = defineCall({
  method: 'post',
  path: 'acl/auth/change_password_by_token',
  title: 'تعیین رمز عبور تازه با کد بازیابی',
  summary:
    "Set a new password with forgot_password's token and its code (and authenticator_code on an " +
    'authenticator account); ends every session and API key. password_confirmation must match.',
  origin: { documented: 'docs/auth/forgot-password.md' },
  tag,
  auth: 'none',
  body: ChangePasswordByTokenRequestSchema,
  errors: codeErrors,
});

export const externalLoginCall = defineCall({
  method: 'post',
  path: 'acl/auth/external_login',
  title: 'ورود از پنل مدیریت',
  summary: 'Exchange the admin panel handover token for a session token (impersonation)',
  origin: { designed: "The provider's admin panel hands a customer's session over to this panel." },
  tag,
  auth: 'none',
  body: ExternalLoginRequestSchema,
  data: SignedInDataSchema,
  errors: { 401: 'bad, used or expired handover token' },
});

const checkToken = {
  path: 'acl/auth/check_token',
  title: 'بررسی توکن',
  summary: "Who the token belongs to: user_name, user_id, name and the account's blocks",
  origin: { documented: 'docs/auth/check-token.md' },
  tag,
  auth: 'any',
  data: CheckTokenDataSchema,
} as const;

export const checkTokenCall = defineCall({ method: 'post', ...checkToken });

export const checkTokenGetCall = defineCall({
  method: 'get',
  ...checkToken,
  origin: { designed: 'check_token by GET as well: the panel reads who is logged in as a query.' },
});

export const logoutCall = defineCall({
  method: 'post',
  path: 'acl/auth/logout',
  title: 'خروج از پنل',
  summary: 'Revoke this token and close its sockets',
  origin: { documented: 'docs/auth/logout.md' },
  tag,
  auth: 'token',
});

export const loginSettingCall = defineCall({
  method: 'get',
  path: 'acl/auth/login_setting',
  title: 'مشاهده روش ورود دوم',
  summary: 'The second login step in use',
  origin: { designed: 'The profile screen shows and changes the second login step.' },
  tag,
  auth: 'token',
  data: LoginSettingDataSchema,
});

export const changeLoginSettingCall = defineCall({
  method: 'post',
  path: 'acl/auth/login_setting',
  title: 'انتخاب روش ورود دوم',
  summary: 'Choose the second login step (none, sms, totp)',
  origin: { designed: 'The profile screen shows and changes the second login step.' },
  tag,
  auth: 'token',
  body: LoginSettingRequestSchema,
  data: LoginSettingDataSchema,
});
