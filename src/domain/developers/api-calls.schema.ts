// The API-call log (developers/api_calls): every call made with one of the account's API keys, kept 30
// days, with its request and answer, secrets masked and each body cut at API_CALL_BODY_MAX characters.
import * as v from 'valibot';
import { toLatinDigits } from '../core/digits.ts';
import { IdQuery, pagedQuery } from '../core/fields.ts';

/** How long a call stays on record. */
export const API_CALL_RETENTION_DAYS = 30;
/** A recorded body is cut here (characters). */
export const API_CALL_BODY_MAX = 16 * 1024;
/** The longest path fragment and request id a filter takes. */
export const API_CALL_FILTER_MAX = 200;

export const apiCallMessages = {
  notFound: 'این درخواست در گزارش فراخوانی‌ها پیدا نشد',
  invalidFilters: 'فیلترهای گزارش فراخوانی‌ها معتبر نیستند',
  invalidKey: 'کلید انتخاب‌شده معتبر نیست',
  invalidStatus:
    'دستهٔ وضعیت باید یکی از موفق (۲۰۰ تا ۲۹۹)، خطای درخواست (۴۰۰ تا ۴۹۹) یا خطای سرور (۵۰۰ تا ۵۹۹) باشد',
  invalidDate: 'تاریخ معتبر نیست',
  dateOrder: 'تاریخ پایان باید بعد از تاریخ شروع باشد',
  tooLong: 'متن فیلتر بیش از حد طولانی است',
} as const;

const unixSeconds = v.pipe(
  v.string(apiCallMessages.invalidDate),
  v.transform(toLatinDigits),
  v.regex(/^\d{1,11}$/, apiCallMessages.invalidDate),
  v.toNumber(),
);

const filterText = v.pipe(
  v.string(apiCallMessages.tooLong),
  v.trim(),
  v.maxLength(API_CALL_FILTER_MAX, apiCallMessages.tooLong),
  v.transform((x) => x || undefined),
);

/** `GET developers/api_calls`: newest first, filtered by key, status class, path, dates and request id. */
export const ApiCallListQuerySchema = v.pipe(
  pagedQuery(
    {
      key_id: v.optional(IdQuery(apiCallMessages.invalidKey)),
      status: v.optional(v.picklist(['2xx', '4xx', '5xx'], apiCallMessages.invalidStatus)),
      path: v.optional(filterText),
      request_id: v.optional(filterText),
      /** Unix seconds, inclusive. */
      from_date: v.optional(unixSeconds),
      to_date: v.optional(unixSeconds),
    },
    100,
    20,
  ),
  v.forward(
    v.check(
      (f) => f.from_date === undefined || f.to_date === undefined || f.from_date <= f.to_date,
      apiCallMessages.dateOrder,
    ),
    ['to_date'],
  ),
);
export type ApiCallListQuery = v.InferOutput<typeof ApiCallListQuerySchema>;

/** One call as the list shows it. */
export const ApiCallItemSchema = v.object({
  id: v.number(),
  at: v.string(),
  key_id: v.nullable(v.number()),
  key_title: v.nullable(v.string()),
  method: v.string(),
  path: v.string(),
  status: v.number(),
  message_code: v.nullable(v.string()),
  duration_ms: v.number(),
  address: v.string(),
  request_id: v.string(),
});
export type ApiCallItem = v.InferOutput<typeof ApiCallItemSchema>;

/** One call whole: its bodies, secrets masked, each cut at API_CALL_BODY_MAX. */
export const ApiCallSchema = v.object({
  ...ApiCallItemSchema.entries,
  request_body: v.nullable(v.string()),
  response_body: v.nullable(v.string()),
});
export type ApiCall = v.InferOutput<typeof ApiCallSchema>;

/** The path parameter of `developers/api_calls/{call_id}`. */
export const callIdOf = (text: string): number | null => {
  const latin = toLatinDigits(text);
  return /^\d{1,15}$/.test(latin) ? Number(latin) : null;
};
