// API keys (acl/api_key/*): a key has a title and may be bound to a list of IP addresses; it is shown
// in full once when made, and again only with a code sent by SMS to the account's mobile.
import * as v from 'valibot';
import { formatNumber, toLatinDigits } from '../core/digits.ts';
import { IdSchema, OtpCodeSchema, pagedQuery } from '../core/fields.ts';
import { messages } from '../core/messages.ts';

/** The most addresses one key may be bound to. */
export const API_KEY_MAX_IPS = 20;
/** A key's title. */
export const API_KEY_TITLE_MAX = 100;

/** Persian messages of the API-key calls that messages.ts does not hold. */
export const apiKeyMessages = {
  titleTooLong: `عنوان نباید بیشتر از ${formatNumber(API_KEY_TITLE_MAX)} کاراکتر باشد`,
  tooManyIps: `حداکثر ${formatNumber(API_KEY_MAX_IPS)} آی‌پی مجاز می‌توان ثبت کرد`,
  notFound: 'کلید API مورد نظر یافت نشد',
  created: 'کلید API ساخته شد. این کلید را اکنون ذخیره کنید.',
  deleted: 'کلید API حذف شد',
  codeSent: 'کد تأیید به شماره موبایل شما پیامک شد',
  shown: 'کلید API نمایش داده شد',
  codeNeeded: 'ابتدا کد تأیید را دریافت کنید',
  unreadable: 'این کلید دیگر قابل نمایش نیست؛ کلید تازه‌ای بسازید',
  invalid: 'کلید API نامعتبر است یا حذف شده است',
  /** A URL send refused for its key, in the published API's words. */
  urlRefused: 'اطلاعات وارد شده صحیح نمی باشد',
  tokenOnly: 'این درخواست فقط با توکن ورود پذیرفته می‌شود، نه با کلید API',
  addressRefused: 'استفاده از این کلید API از این آی‌پی مجاز نیست',
  smsText: 'کد نمایش کلید API شما در پیامک',
} as const;

export const IpSchema = v.pipe(
  v.string(messages.invalidIp),
  v.transform((s) => toLatinDigits(s).trim()),
  v.ip(messages.invalidIp),
);

/** `POST acl/api_key/create`: a title and the addresses the key may be used from (none: any). */
export const ApiKeySchema = v.object({
  title: v.pipe(
    v.string(messages.required),
    v.trim(),
    v.nonEmpty(messages.required),
    v.maxLength(API_KEY_TITLE_MAX, apiKeyMessages.titleTooLong),
  ),
  ips: v.pipe(
    v.optional(v.array(IpSchema, messages.invalidIp), []),
    v.transform((ips) => [...new Set(ips)]),
    v.maxLength(API_KEY_MAX_IPS, apiKeyMessages.tooManyIps),
  ),
});
export type ApiKey = v.InferOutput<typeof ApiKeySchema>;

/** `GET acl/api_key/list?page=&per_page=`. */
export const ApiKeyListQuerySchema = pagedQuery({}, 100, 10);

/** One of the user's keys as the list shows it: the key masked, never whole. */
export const ApiKeyItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  key: v.string(),
  ips: v.array(v.string()),
  created_at: v.string(),
  last_used_at: v.nullable(v.string()),
});
export type ApiKeyItem = v.InferOutput<typeof ApiKeyItemSchema>;

/** The answer of create and show: the key whole. */
export const ApiKeyShownSchema = v.object({ ...ApiKeyItemSchema.entries, key: v.string() });
export type ApiKeyShown = v.InferOutput<typeof ApiKeyShownSchema>;

/** `POST acl/api_key/otp` and `acl/api_key/delete`: one of the user's keys. */
export const ApiKeyIdSchema = v.object({ id: v.pipe(v.optional(v.number(messages.required), 0), IdSchema) });

/** `POST acl/api_key/show`: the key and the code sent for it. */
export const ApiKeyShowSchema = v.object({
  ...ApiKeyIdSchema.entries,
  otp: OtpCodeSchema,
});

/** The answer of `acl/api_key/otp`: how long the code lives, when another may be asked, where it went. */
export const ApiKeyOtpSchema = v.object({
  expires_in: v.number(),
  resend_in: v.number(),
  mobile_hint: v.string(),
});
export type ApiKeyOtp = v.InferOutput<typeof ApiKeyOtpSchema>;
