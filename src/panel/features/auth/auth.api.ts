import * as calls from '../../../domain/auth/auth.calls.ts';
import { checkExistCall, registerCall, registerCodeCall } from '../../../domain/auth/registration.calls.ts';
import type { CallBodyInput, CallData } from '../../../domain/core/call.ts';
import type { LoginRequest } from '../../../domain/index.ts';
import { call } from '../../lib/api.ts';

// The login calls, typed by their declarations.
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
  /** Answers when the username is free; refuses with 409 when it is taken. */
  checkUsername: (user_name: string) => call(checkExistCall, { body: { user_name } }),
  /** A code to the mobile a new account will have; register takes its token and the code. */
  registerCode: (mobile: string) => call(registerCodeCall, { body: { mobile } }),
  // The form's values: the server's schema checks them as it checks any client's.
  register: (body: Record<string, string>) =>
    call(registerCall, { body: body as unknown as CallBodyInput<typeof registerCall> }),
};
