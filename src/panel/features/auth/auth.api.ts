import type { LoginRequest } from '../../../domain/index.ts';
import { api } from '../../lib/api.ts';

// The login calls of spec 7 (Auth). Shapes are the reference API's (its /v1/api/openapi.json).
export type Challenge = {
  challenge_id: string;
  channel: 'sms' | 'voice' | 'totp';
  expires_in: number;
  resend_in: number;
  mobile_hint: string;
};
export type Signed = { token: string; name: string; user_name: string; two_factor?: null };
export type LoginAnswer = Signed | ({ token: null; two_factor: 'sms' | 'totp' } & Challenge);

export const authApi = {
  login: (body: LoginRequest) => api<LoginAnswer>('acl/auth/login', { body }),
  sendCode: (username: string, method: 'sms' | 'voice') =>
    api<Challenge>('acl/auth/send_sms_otp', { body: { username, method } }),
  confirmCode: (challenge_id: string, code: string) =>
    api<Signed>('acl/auth/confirm_otp', { body: { challenge_id, code } }),
  forgotPassword: (username: string) => api<Challenge>('acl/auth/forgot_password', { body: { username } }),
  checkRecoveryCode: (challenge_id: string, code: string) =>
    api<{ reset_token: string }>('acl/auth/forgot_password_check_otp', { body: { challenge_id, code } }),
  resetPassword: (reset_token: string, password: string, password_confirmation: string) =>
    api<null>('acl/auth/change_password_by_token', {
      body: { reset_token, password, password_confirmation },
    }),
  externalLogin: (token: string) => api<Signed>('acl/auth/external_login', { body: { token } }),
  register: (body: Record<string, string>) => api<Signed>('user/register', { body }),
};
