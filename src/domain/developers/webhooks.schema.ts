// Webhooks: endpoints on the customer's server that are told of deliveries, inbox messages, finished
// sends and a low balance as they happen, each event signed with the endpoint's secret the way Stripe
// signs (`Payamak-Signature: t=<unix seconds>,v1=<HMAC-SHA256 hex of "<t>.<body>">`).
import * as v from 'valibot';
import { formatNumber, toLatinDigits } from '../core/digits.ts';
import { IdSchema, pagedQuery } from '../core/fields.ts';
import { messages } from '../core/messages.ts';

/** The events an endpoint may take; `webhook.test` is sent only by "send a test event". */
export const WEBHOOK_EVENTS = ['message.delivery', 'inbox.received', 'send.finished', 'balance.low'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number] | 'webhook.test';

/** Each event's name in the panel. */
export const webhookEventTitles: Record<WebhookEventType, string> = {
  'message.delivery': 'گزارش تحویل پیامک',
  'inbox.received': 'پیام دریافتی',
  'send.finished': 'پایان ارسال',
  'balance.low': 'کمبود اعتبار',
  'webhook.test': 'رویداد آزمایشی',
};

/** The most endpoints one account may have, and the longest URL. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 500;
/** The headers of a delivery. */
export const WEBHOOK_SIGNATURE_HEADER = 'Payamak-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Payamak-Event-Id';

export const webhookMessages = {
  invalidUrl: 'نشانی باید یک آدرس وب معتبر و امن (رمزگذاری‌شده) باشد',
  urlTooLong: `نشانی نباید بیشتر از ${formatNumber(WEBHOOK_URL_MAX)} کاراکتر باشد`,
  privateAddress: 'این نشانی به شبکهٔ داخلی یا محلی اشاره می‌کند و پذیرفته نیست',
  unresolvable: 'نشانی این سرور پیدا نشد',
  noEvents: 'دست‌کم یک رویداد را انتخاب کنید',
  invalidEvent: 'رویداد انتخاب‌شده معتبر نیست',
  tooMany: `حداکثر ${formatNumber(WEBHOOK_ENDPOINTS_MAX)} نشانی وب‌هوک می‌توان ثبت کرد`,
  notFound: 'نشانی وب‌هوک مورد نظر یافت نشد',
  eventNotFound: 'این رویداد برای این نشانی پیدا نشد',
  created: 'نشانی وب‌هوک ثبت شد',
  updated: 'نشانی وب‌هوک به‌روز شد',
  deleted: 'نشانی وب‌هوک حذف شد',
  testQueued: 'رویداد آزمایشی در صف ارسال قرار گرفت',
  resendQueued: 'رویداد دوباره در صف ارسال قرار گرفت',
  attempt: {
    timeout: 'سرور مقصد در زمان مقرر پاسخ نداد',
    refused: 'سرور مقصد اتصال را نپذیرفت',
    reset: 'اتصال از سوی سرور مقصد قطع شد',
    unreachable: 'سرور مقصد در دسترس نیست',
    certificate: 'گواهی امنیتی سرور مقصد معتبر نیست',
    failed: 'اتصال به سرور مقصد ناموفق بود',
    secretUnreadable:
      'کلید امضای این نشانی با کلید فعلی سرور خوانده نمی‌شود و رویداد فرستاده نشد؛ نشانی را حذف و دوباره ثبت کنید',
  },
  disabledNotice: (url: string) =>
    `ارسال رویدادها به نشانی وب‌هوک ${url} بیش از ۲۴ ساعت ناموفق بود و این نشانی غیرفعال شد. پس از رفع مشکل، آن را در بخش توسعه‌دهندگان دوباره فعال کنید.`,
} as const;

/** An endpoint's URL: http(s), no credentials in it; whether its host may be reached is the server's check. */
export const WebhookUrlSchema = v.pipe(
  v.string(webhookMessages.invalidUrl),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(WEBHOOK_URL_MAX, webhookMessages.urlTooLong),
  v.check((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, webhookMessages.invalidUrl),
);

const EventsSchema = v.pipe(
  v.array(v.picklist(WEBHOOK_EVENTS, webhookMessages.invalidEvent), webhookMessages.noEvents),
  v.transform((events) => [...new Set(events)]),
  v.minLength(1, webhookMessages.noEvents),
);

const EndpointId = v.pipe(v.optional(v.number(messages.required), 0), IdSchema);

/** `POST developers/webhooks/create`. */
export const WebhookCreateSchema = v.object({ url: WebhookUrlSchema, events: EventsSchema });
export type WebhookCreate = v.InferOutput<typeof WebhookCreateSchema>;

/** `POST developers/webhooks/update`: what is given changes; `enabled: true` turns a disabled endpoint on again. */
export const WebhookUpdateSchema = v.object({
  id: EndpointId,
  url: v.optional(WebhookUrlSchema),
  events: v.optional(EventsSchema),
  enabled: v.optional(v.boolean(messages.required)),
});

/** `POST developers/webhooks/delete` and `developers/webhooks/test`. */
export const WebhookIdSchema = v.object({ id: EndpointId });

/** `POST developers/webhooks/resend`: one event of the endpoint, sent again with the same event id. */
export const WebhookResendSchema = v.object({
  id: EndpointId,
  event_id: v.pipe(
    v.string(webhookMessages.eventNotFound),
    v.trim(),
    v.maxLength(100, webhookMessages.eventNotFound),
  ),
});

export const WebhookListQuerySchema = pagedQuery({}, 100, 20);
export const WebhookAttemptListQuerySchema = pagedQuery({}, 100, 20);

/** An endpoint as the panel shows it, with its signing secret. */
export const WebhookEndpointSchema = v.object({
  id: v.number(),
  url: v.string(),
  events: v.array(v.string()),
  secret: v.string(),
  enabled: v.boolean(),
  failing_since: v.nullable(v.string()),
  disabled_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type WebhookEndpoint = v.InferOutput<typeof WebhookEndpointSchema>;

/** One attempt to deliver one event. */
export const WebhookAttemptSchema = v.object({
  id: v.number(),
  event_id: v.string(),
  type: v.string(),
  at: v.string(),
  status: v.nullable(v.number()),
  duration_ms: v.number(),
  response: v.nullable(v.string()),
  error: v.nullable(v.string()),
  state: v.string(),
});
export type WebhookAttempt = v.InferOutput<typeof WebhookAttemptSchema>;

/** The path parameter of `developers/webhooks/{endpoint_id}/attempts`. */
export const endpointIdOf = (text: string): number | null => {
  const latin = toLatinDigits(text);
  return /^\d{1,15}$/.test(latin) ? Number(latin) : null;
};

/**
 * Why a delivery attempt failed, in Persian, from what the deliverer stored: its own code (`timeout`,
 * `refused address`, `invalid url`, `secret unreadable`) or a connection's error code (`network
 * ECONNREFUSED`); older attempts kept the connection's message, which holds the same code.
 */
export function attemptErrorText(stored: string | null): string | null {
  if (stored === null) return null;
  const m = webhookMessages.attempt;
  if (stored === 'timeout' || /ETIMEDOUT|ESOCKETTIMEDOUT/.test(stored)) return m.timeout;
  if (stored.startsWith('refused address')) return webhookMessages.privateAddress;
  if (stored === 'invalid url') return webhookMessages.invalidUrl;
  if (stored === 'secret unreadable') return m.secretUnreadable;
  if (/ENOTFOUND|EAI_AGAIN/.test(stored)) return webhookMessages.unresolvable;
  if (/ECONNREFUSED/.test(stored)) return m.refused;
  if (/ECONNRESET|EPIPE|socket hang up/i.test(stored)) return m.reset;
  if (/EHOSTUNREACH|ENETUNREACH|EHOSTDOWN/.test(stored)) return m.unreachable;
  if (/CERT|TLS|SSL|SELF_SIGNED/i.test(stored)) return m.certificate;
  return m.failed;
}
