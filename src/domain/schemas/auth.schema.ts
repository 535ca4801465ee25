// Request schemas of the login calls (spec 7, Auth): the panel's forms and the server's validation
// both use these, and the OpenAPI document is generated from them.
import * as v from 'valibot';
import { authMessages } from '../auth-messages.ts';
import { messages } from '../messages.ts';
import { OtpCodeSchema, PasswordSchema, withPasswordConfirmed } from './fields.ts';

/** Logging in takes any stored username (older accounts may predate today's username rule). */
export const LoginUsernameSchema = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(64, authMessages.wrongCredentials),
  v.toLowerCase(),
);

/** A password being checked, not chosen: only present and bounded. */
const GivenPasswordSchema = v.pipe(
  v.string(messages.required),
  v.nonEmpty(messages.required),
  v.maxLength(128),
);

const TokenTextSchema = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(200),
);

/**
 * `POST acl/auth/login`: `{ username, password }` (method `password`, the default), or
 * `{ username, method: 'totp', code }` with a code from the authenticator app.
 */
export const LoginRequestSchema = v.variant('method', [
  v.object({
    method: v.optional(v.literal('password'), 'password'),
    username: LoginUsernameSchema,
    password: GivenPasswordSchema,
  }),
  v.object({ method: v.literal('totp'), username: LoginUsernameSchema, code: OtpCodeSchema }),
]);
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

export const OtpChannelSchema = v.picklist(['sms', 'voice'], messages.required);

/** `POST acl/auth/send_sms_otp`: a login code by SMS or by a voice call. */
export const SendOtpRequestSchema = v.object({
  username: LoginUsernameSchema,
  method: v.optional(OtpChannelSchema, 'sms'),
});
export type SendOtpRequest = v.InferOutput<typeof SendOtpRequestSchema>;

/** `POST acl/auth/confirm_otp` and `forgot_password_check_otp`: the code of one attempt. */
export const ConfirmOtpRequestSchema = v.object({
  challenge_id: TokenTextSchema,
  code: OtpCodeSchema,
});
export type ConfirmOtpRequest = v.InferOutput<typeof ConfirmOtpRequestSchema>;

/** `POST acl/auth/forgot_password`. */
export const ForgotPasswordRequestSchema = v.object({ username: LoginUsernameSchema });
export type ForgotPasswordRequest = v.InferOutput<typeof ForgotPasswordRequestSchema>;

/** `POST acl/auth/change_password_by_token`: the token forgot_password_check_otp answered. */
export const ChangePasswordByTokenRequestSchema = withPasswordConfirmed(
  v.object({
    reset_token: TokenTextSchema,
    password: PasswordSchema,
    password_confirmation: v.string(messages.required),
  }),
);
export type ChangePasswordByTokenRequest = v.InferOutput<typeof ChangePasswordByTokenRequestSchema>;

/** `POST acl/auth/external_login`: the impersonation token handed over by the admin panel. */
export const ExternalLoginRequestSchema = v.object({ token: TokenTextSchema });
export type ExternalLoginRequest = v.InferOutput<typeof ExternalLoginRequestSchema>;

export const TwoFactorSchema = v.picklist(['none', 'sms', 'totp'], messages.required);
export type TwoFactor = v.InferOutput<typeof TwoFactorSchema>;

/**
 * `POST acl/auth/login_setting`: choose the second step, confirmed with the current password.
 * Turning the authenticator on takes two calls: without `code` it answers the secret to scan,
 * with a `code` from the app it switches on.
 */
export const LoginSettingRequestSchema = v.object({
  two_factor: TwoFactorSchema,
  password: GivenPasswordSchema,
  code: v.optional(OtpCodeSchema),
});
export type LoginSettingRequest = v.InferOutput<typeof LoginSettingRequestSchema>;

// --- what the calls answer (data of the envelope); the panel reads these shapes ---

/** The second step a login needs instead of a token (two_factor `sms` or `totp`). */
export const ChallengeDataSchema = v.object({
  challenge_id: v.string(),
  channel: v.picklist(['sms', 'voice', 'totp']),
  /** Seconds the code stays valid. */
  expires_in: v.number(),
  /** Seconds until a new code may be asked for (the resend countdown). */
  resend_in: v.number(),
  mobile_hint: v.string(),
});
export type ChallengeData = v.InferOutput<typeof ChallengeDataSchema>;

export const SignedInDataSchema = v.object({
  token: v.string(),
  name: v.string(),
  user_name: v.string(),
  two_factor: v.null(),
});
export type SignedInData = v.InferOutput<typeof SignedInDataSchema>;

/** `acl/auth/login`: data.token, or (token null) what the second step needs. */
export const LoginDataSchema = v.union([
  SignedInDataSchema,
  v.object({ ...ChallengeDataSchema.entries, token: v.null(), two_factor: v.picklist(['sms', 'totp']) }),
]);
export type LoginData = v.InferOutput<typeof LoginDataSchema>;

/** `acl/auth/check_token`: spec 3's auth info. */
export const CheckTokenDataSchema = v.object({
  name: v.string(),
  user_name: v.string(),
  impersonated: v.boolean(),
});
export type CheckTokenData = v.InferOutput<typeof CheckTokenDataSchema>;

/** `payment/credit/mine`: spec 3, rials. */
export const CreditDataSchema = v.object({ credit: v.number() });
export type CreditData = v.InferOutput<typeof CreditDataSchema>;

/** The live channel's messages (spec 7): JSON with an `event` field. */
export const LiveMessageSchema = v.object({ event: v.string(), data: v.optional(v.unknown()) });
export type LiveMessage = v.InferOutput<typeof LiveMessageSchema>;
