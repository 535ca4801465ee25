// The login calls' requests and answers: the panel's forms and the server's validation both use
// these, and the OpenAPI document is generated from them.
import * as v from 'valibot';
import { toLatinDigits } from '../core/digits.ts';
import { MobileSchema, OtpCodeSchema, PasswordSchema } from '../core/fields.ts';
import { messages } from '../core/messages.ts';
import { authMessages } from './auth.messages.ts';

/** A recovery code: ten letters and digits, written as two groups of five (`k7m2p-x9q4t`). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/;

/**
 * A login step's answer: a six-digit code, or, where the authenticator is asked for, one of the
 * account's recovery codes in its place (any other step refuses it as a wrong code).
 */
export const LoginAnswerSchema = v.pipe(
  v.string(messages.invalidOtp),
  v.transform((s: string) => toLatinDigits(s).trim().toLowerCase()),
  v.regex(/^(\d{6}|[a-z2-9]{5}-?[a-z2-9]{5})$/, messages.invalidOtp),
);
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
 * `{ username, method: 'totp', password, code }` with a code from the authenticator app (our
 * extension: both factors in one call, for an account whose second step is the authenticator).
 */
export const LoginRequestSchema = v.variant('method', [
  v.object({
    method: v.optional(v.literal('password'), 'password'),
    username: LoginUsernameSchema,
    password: GivenPasswordSchema,
  }),
  v.object({
    method: v.literal('totp'),
    username: LoginUsernameSchema,
    password: GivenPasswordSchema,
    code: LoginAnswerSchema,
  }),
]);
export type LoginRequest = v.InferOutput<typeof LoginRequestSchema>;

export const OtpChannelSchema = v.picklist(['sms', 'voice'], messages.required);

/**
 * `POST acl/auth/send_sms_otp`: `{ token }`, the login-step token a login answered, sends (or, after
 * the countdown, resends) its code; or `{ username, method? }` starts a login without a password by
 * a code sent by SMS (the default) or told by a voice call.
 */
export const SendOtpRequestSchema = v.pipe(
  v.object({
    token: v.optional(TokenTextSchema),
    username: v.optional(LoginUsernameSchema),
    method: v.optional(OtpChannelSchema),
  }),
  v.forward(
    v.check((input) => input.token !== undefined || input.username !== undefined, messages.required),
    ['token'],
  ),
);
export type SendOtpRequest = v.InferOutput<typeof SendOtpRequestSchema>;

/** `POST acl/auth/confirm_otp` and `forgot_password_check_otp`: the step's token and its code. */
export const ConfirmOtpRequestSchema = v.object({
  token: TokenTextSchema,
  otp: LoginAnswerSchema,
});
export type ConfirmOtpRequest = v.InferOutput<typeof ConfirmOtpRequestSchema>;

/**
 * `POST acl/auth/forgot_password`: the username, and the account's mobile when the client asks for
 * it (a mobile that is not the account's finds no account). Our panel asks for the username alone.
 */
export const ForgotPasswordRequestSchema = v.object({
  username: LoginUsernameSchema,
  mobile: v.optional(MobileSchema),
});
export type ForgotPasswordRequest = v.InferOutput<typeof ForgotPasswordRequestSchema>;

/**
 * `POST acl/auth/change_password_by_token`: forgot_password's token, the code it sent and the new
 * password; a confirmation, when sent, must match. The password must not contain the username: the
 * server checks that once it knows whose token it is.
 */
export const ChangePasswordByTokenRequestSchema = v.pipe(
  v.object({
    token: TokenTextSchema,
    otp: OtpCodeSchema,
    password: PasswordSchema,
    password_confirmation: v.optional(v.string(messages.required)),
    /** The authenticator's code: required when the account's second step is the authenticator. */
    authenticator_code: v.optional(OtpCodeSchema),
  }),
  v.forward(
    v.check(
      (input) => input.password_confirmation === undefined || input.password === input.password_confirmation,
      messages.passwordMismatch,
    ),
    ['password_confirmation'],
  ),
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

/**
 * A login step still to take: `method` says how the code comes (`sms`, `voice`, or `ga`: the
 * authenticator app) and `token` is the temporary login-step token confirm_otp takes with the code.
 * The countdowns and the masked mobile are ours, for the code screen.
 */
export const LoginStepDataSchema = v.object({
  method: v.picklist(['sms', 'voice', 'ga']),
  token: v.string(),
  /** Seconds the code stays valid. */
  expires_in: v.number(),
  /** Seconds until a new code may be asked for (the resend countdown); 0 for the authenticator. */
  resend_in: v.number(),
  /** The mobile the code goes to, masked, in E.164 (`+98912***67`); empty for the authenticator. */
  mobile_hint: v.string(),
});
export type LoginStepData = v.InferOutput<typeof LoginStepDataSchema>;

/** A finished login: `method: 'login'` and the session token, with whom it belongs to. */
export const SignedInDataSchema = v.object({
  method: v.literal('login'),
  token: v.string(),
  name: v.string(),
  user_name: v.string(),
  /** Ours: a colleague's first password, to be changed before any other call (absent otherwise). */
  must_change_password: v.optional(v.boolean()),
});
export type SignedInData = v.InferOutput<typeof SignedInDataSchema>;

/** `acl/auth/login`: `login` and the session token, or the step (`sms`, `ga`) still to take. */
export const LoginDataSchema = v.union([SignedInDataSchema, LoginStepDataSchema]);
export type LoginData = v.InferOutput<typeof LoginDataSchema>;

/** `acl/auth/forgot_password`: the token change_password_by_token takes, with the code's countdowns. */
export const RecoveryStepDataSchema = v.object({
  token: v.string(),
  expires_in: v.number(),
  resend_in: v.number(),
  mobile_hint: v.string(),
});
export type RecoveryStepData = v.InferOutput<typeof RecoveryStepDataSchema>;

/** `acl/auth/check_token`: who the token belongs to, and whether an admin is acting as them. */
export const CheckTokenDataSchema = v.object({
  user_name: v.string(),
  user_id: v.number(),
  document_block: v.boolean(),
  is_reseller: v.boolean(),
  send_block: v.boolean(),
  name: v.string(),
  impersonated: v.boolean(),
  /** Ours: the account's company name, or null (a real person without one); patterns must carry it. */
  company_name: v.nullable(v.string()),
  /** Ours: whether the caller is the account's owner (false: a colleague acting on the owner's account). */
  is_owner: v.boolean(),
  /** Ours: the permissions the caller holds (core/permissions.ts); the owner holds every one. */
  permissions: v.array(v.string()),
  /** Ours: a colleague's first password, to be changed before any other call. */
  must_change_password: v.boolean(),
});
export type CheckTokenData = v.InferOutput<typeof CheckTokenDataSchema>;

/**
 * `payment/credit/mine`, in rials: the credit now and at the end of yesterday (Tehran's day), the gift
 * credit (0 and no expiry: there are no gifts yet) and when the credit last changed, in stored UTC.
 */
export const CreditDataSchema = v.object({
  credit: v.number(),
  yesterday_credit: v.number(),
  gift: v.number(),
  gift_expires_at: v.nullable(v.string()),
  updated_at: v.string(),
});
export type CreditData = v.InferOutput<typeof CreditDataSchema>;

/** The live channel's messages: JSON with an `event` field. */
export const LiveMessageSchema = v.object({ event: v.string(), data: v.optional(v.unknown()) });
export type LiveMessage = v.InferOutput<typeof LiveMessageSchema>;
