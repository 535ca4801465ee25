import * as calls from '../../../domain/auth/auth.calls.ts';
import type { CallData } from '../../../domain/core/call.ts';
import type { LoginRequest } from '../../../domain/index.ts';
import { call } from '../../lib/api.ts';

// The login calls, typed by their declarations. Registering has its own (register.api.ts): its schemas
// stay off the login page's first visit.
export type Challenge = CallData<typeof calls.sendSmsOtpCall>;
export type RecoveryChallenge = CallData<typeof calls.forgotPasswordCall>;
export type LoginAnswer = CallData<typeof calls.loginCall>;

export const authApi = {
  login: (body: LoginRequest) => call(calls.loginCall, { body }),
  /** A login without a password: a code by SMS or a voice call to the account's mobile. */
  sendCode: (username: string, method: 'sms' | 'voice') =>
    call(calls.sendSmsOtpCall, { body: { username, method } }),
  /** The code of a login step again, by the step's token; answers the step's new token. */
  resendCode: (token: string, method: 'sms' | 'voice') =>
    call(calls.sendSmsOtpCall, { body: { token, method } }),
  confirmCode: (token: string, otp: string) => call(calls.confirmOtpCall, { body: { token, otp } }),
  forgotPassword: (username: string) => call(calls.forgotPasswordCall, { body: { username } }),
  checkRecoveryCode: (token: string, otp: string) =>
    call(calls.forgotPasswordCheckOtpCall, { body: { token, otp } }),
  resetPassword: (body: {
    token: string;
    otp: string;
    password: string;
    password_confirmation: string;
    authenticator_code?: string;
  }) => call(calls.changePasswordByTokenCall, { body }),
  externalLogin: (token: string) => call(calls.externalLoginCall, { body: { token } }),
};
