// The security screen: the password, two-step login (SMS or the authenticator app), recovery codes
// and the account's active sessions.
import * as v from 'valibot';
import { LoginAnswerSchema } from '../auth/auth.schema.ts';
import { IdSchema, OtpCodeSchema } from '../core/fields.ts';
import { messages } from '../core/messages.ts';

/** Recovery codes made at once; each opens one login in place of an authenticator code. */
export const RECOVERY_CODE_COUNT = 10;
/** The place of a login when nothing is known of its address. */
export const UNKNOWN_PLACE = 'نامشخص';

export const accountSecurityMessages = {
  wrongPassword: 'رمز عبور فعلی اشتباه است',
  samePassword: 'رمز عبور جدید باید با رمز عبور فعلی فرق داشته باشد',
  passwordChanged: 'رمز عبور تغییر کرد و نشست‌های دیگر حساب بسته شد',
  ownerOnly: 'ورود دومرحله‌ای را فقط صاحب حساب می‌تواند تغییر دهد',
  alreadyOn: 'این روش ورود دومرحله‌ای از قبل روشن است',
  notOn: 'این روش ورود دومرحله‌ای روشن نیست',
  scanFirst: 'ابتدا کد QR را دریافت و با برنامه احراز هویت اسکن کنید',
  smsOn: 'ورود دومرحله‌ای با پیامک روشن شد',
  totpOn: 'ورود دومرحله‌ای با برنامه احراز هویت روشن شد؛ کدهای بازیابی را نگه دارید',
  turnedOff: 'ورود دومرحله‌ای خاموش شد',
  codeSent: 'کد تأیید به شماره موبایل شما پیامک شد',
  scanQr: 'کد QR را با برنامه احراز هویت اسکن کنید و کد آن را وارد کنید',
  newRecoveryCodes: 'کدهای بازیابی تازه ساخته شد؛ کدهای قبلی دیگر کار نمی‌کنند',
  sessionEnded: 'نشست بسته شد',
  othersEnded: 'همهٔ نشست‌های دیگر بسته شد',
  sessionNotFound: 'این نشست پیدا نشد یا پیش‌تر بسته شده است',
  thisSession: 'برای بستن همین نشست از حساب خارج شوید',
} as const;

/** `POST user/change_password`: the current password, the new one and its confirmation. */
export { ChangePasswordSchema as ChangePasswordRequestSchema } from './change-password.schema.ts';

/** An authenticator code, or one of the recovery codes in its place. */
export const AuthenticatorAnswerSchema = LoginAnswerSchema;

/** `GET 2fa/status`: what is on, who may change it, how many recovery codes are left. */
export const TwoStepStatusSchema = v.object({
  two_factor: v.picklist(['none', 'sms', 'totp']),
  /** A colleague: the account owner's authenticator setting applies, and only the owner changes it. */
  owner_managed: v.boolean(),
  recovery_codes_left: v.number(),
  mobile_hint: v.string(),
});
export type TwoStepStatus = v.InferOutput<typeof TwoStepStatusSchema>;

/** `POST 2fa/send_code`: a code to the account's mobile that confirms turning the SMS step on or off. */
export const TwoStepCodeSentSchema = v.object({
  token: v.string(),
  expires_in: v.number(),
  resend_in: v.number(),
  mobile_hint: v.string(),
});

/** `POST 2fa/show_qr`: the password again, before a new authenticator secret is made. */
export const ShowQrRequestSchema = v.object({
  password: v.pipe(v.string(messages.required), v.nonEmpty(messages.required), v.maxLength(128)),
});
export const ShowQrDataSchema = v.object({
  secret: v.string(),
  otpauth_url: v.string(),
  /** The otpauth URI as a QR image (SVG markup). */
  qr_svg: v.string(),
});

const SmsAnswer = v.object({
  type: v.literal('sms'),
  token: v.pipe(v.string(), v.nonEmpty()),
  code: OtpCodeSchema,
});

/** `POST 2fa/enable`: the SMS code send_code sent, or the authenticator's first code after show_qr. */
export const EnableTwoStepRequestSchema = v.variant('type', [
  SmsAnswer,
  v.object({ type: v.literal('totp'), code: OtpCodeSchema }),
]);
export type EnableTwoStepRequest = v.InferOutput<typeof EnableTwoStepRequestSchema>;
export const EnableTwoStepDataSchema = v.object({
  two_factor: v.picklist(['sms', 'totp']),
  /** Shown this once, when the authenticator is turned on. */
  recovery_codes: v.optional(v.array(v.string())),
});

/** `POST 2fa/disable`: the SMS code, or an authenticator code (or a recovery code). */
export const DisableTwoStepRequestSchema = v.variant('type', [
  SmsAnswer,
  v.object({ type: v.literal('totp'), code: AuthenticatorAnswerSchema }),
]);
export type DisableTwoStepRequest = v.InferOutput<typeof DisableTwoStepRequestSchema>;

/** `POST 2fa/recovery_codes`: new codes in place of the old, confirmed with an authenticator code. */
export const RecoveryCodesRequestSchema = v.object({ code: OtpCodeSchema });
export const RecoveryCodesDataSchema = v.object({ recovery_codes: v.array(v.string()) });

/** One active session of the caller's own. */
export const SessionItemSchema = v.object({
  id: v.number(),
  device: v.string(),
  browser: v.string(),
  address: v.string(),
  place: v.string(),
  created_at: v.string(),
  last_used_at: v.string(),
  current: v.boolean(),
  impersonated: v.boolean(),
});
export type SessionItem = v.InferOutput<typeof SessionItemSchema>;

export const SessionIdSchema = v.object({ id: IdSchema });
