// The inbox: what people texted to the user's lines. `report/messages-inbox` is the published API's
// call (page, per_page, filters.from_id; rows with messages_inbox_id, from, number, message, type, time,
// seen); the other filters and calls are ours, in the same style. One filter schema serves the list,
// the senders-as-phonebook call and the export, so the three always mean the same set of messages.
import * as v from 'valibot';
import { contactMessages, PhonebookTitleSchema } from '../contacts/contacts.schema.ts';
import { toLatinDigits, toPersianDigits } from '../core/digits.ts';

/** The most messages one read or delete call names. */
export const INBOX_IDS_MAX = 1_000;
/** The largest page of the inbox list. */
export const INBOX_PER_PAGE_MAX = 100;
/** The longest text filter. */
export const INBOX_TEXT_FILTER_MAX = 200;

export const inboxMessages = {
  invalidPage: 'شماره صفحه باید عددی مثبت باشد',
  invalidPerPage: `تعداد در صفحه باید بین ۱ و ${toPersianDigits(INBOX_PER_PAGE_MAX)} باشد`,
  invalidFromId: 'شناسهٔ آخرین پیام باید عددی صحیح و نامنفی باشد',
  invalidLine: 'خط باید شمارهٔ خط یا شناسهٔ آن باشد',
  invalidSender: 'شمارهٔ فرستنده فقط می‌تواند رقم باشد',
  invalidDate: 'تاریخ نامعتبر است',
  dateOrder: 'تاریخ شروع نباید بعد از تاریخ پایان باشد',
  textTooLong: `متن جستجو حداکثر ${toPersianDigits(INBOX_TEXT_FILTER_MAX)} نویسه است`,
  invalidSeen: 'وضعیت خواندن باید ۰ (خوانده‌نشده) یا ۱ (خوانده‌شده) باشد',
  invalidFilters: 'فیلترها نامعتبر است',
  idsRequired: 'دست‌کم یک پیام انتخاب کنید',
  invalidId: 'شناسهٔ پیام نامعتبر است',
  tooManyIds: `در هر درخواست حداکثر ${toPersianDigits(INBOX_IDS_MAX)} پیام`,
  messageNotFound: 'پیام پیدا نشد',
  titleRequired: contactMessages.titleRequired,
  titleTooLong: contactMessages.titleTooLong,
  noSenders: 'در این فهرست فرستنده‌ای نیست',
  markedRead: (n: number) => `${toPersianDigits(n)} پیام خوانده‌شده شد`,
  deleted: (n: number) => `${toPersianDigits(n)} پیام حذف شد`,
  phonebookSaved: (n: number) => `${toPersianDigits(n)} شماره در دفترچه تلفن ذخیره شد`,
} as const;

/** A whole number sent as a number or as digits of any script. */
const wholeNumber = (message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.union([v.number(message), v.string(message)], message),
    v.transform((x) => (typeof x === 'number' ? x : toLatinDigits(x).trim())),
    v.check((x) => typeof x === 'number' || /^\d+$/.test(x), message),
    v.transform(Number),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/**
 * A fragment of the sender's number, in any digit script, with the spaces, dashes and + people type;
 * a leading 0 or 0098 means Iran's 98, the form numbers are stored in (0912 finds 98912…).
 */
export function senderFragment(typed: string): string | null {
  const latin = toLatinDigits(typed).replace(/[\s\-+()]/g, '');
  if (!/^\d*$/.test(latin)) return null;
  if (latin.startsWith('0098')) return latin.slice(2);
  if (latin.startsWith('0')) return `98${latin.slice(1)}`;
  return latin;
}

/** `line` names a line by its number (dialled or +98…) or by its id; both are digits. */
export function lineKey(typed: string | number): string | null {
  const latin = toLatinDigits(String(typed)).replace(/[\s-]/g, '');
  const digits = latin.replace(/^(\+98|0098)/, '');
  return /^\d{1,18}$/.test(digits) ? digits : null;
}

const seenValue = v.pipe(
  v.union([v.number(), v.string(), v.boolean()], inboxMessages.invalidSeen),
  v.transform((x) => (typeof x === 'string' ? toLatinDigits(x).trim() : x)),
  v.check((x) => [0, 1, '0', '1', true, false].includes(x as never), inboxMessages.invalidSeen),
  v.transform((x) => x === 1 || x === '1' || x === true),
);

export const InboxFiltersSchema = v.pipe(
  v.object(
    {
      /** Messages after this id (the published API's way to fetch only new ones). */
      from_id: v.optional(wholeNumber(inboxMessages.invalidFromId, 0)),
      line: v.optional(
        v.pipe(
          v.union([v.number(), v.string()], inboxMessages.invalidLine),
          v.check((x) => x === '' || lineKey(x) !== null, inboxMessages.invalidLine),
          v.transform((x) => (x === '' ? undefined : (lineKey(x) ?? undefined))),
        ),
      ),
      sender: v.optional(
        v.pipe(
          v.string(inboxMessages.invalidSender),
          v.check((x) => senderFragment(x) !== null, inboxMessages.invalidSender),
          v.transform((x) => senderFragment(x) || undefined),
        ),
      ),
      /** Unix seconds, inclusive. */
      from_date: v.optional(wholeNumber(inboxMessages.invalidDate, 0, 32_503_680_000)),
      to_date: v.optional(wholeNumber(inboxMessages.invalidDate, 0, 32_503_680_000)),
      text: v.optional(
        v.pipe(
          v.string(inboxMessages.textTooLong),
          v.trim(),
          v.maxLength(INBOX_TEXT_FILTER_MAX, inboxMessages.textTooLong),
          v.transform((x) => x || undefined),
        ),
      ),
      /** 1 read, 0 unread. */
      seen: v.optional(seenValue),
    },
    inboxMessages.invalidFilters,
  ),
  v.forward(
    v.check(
      (f) => f.from_date === undefined || f.to_date === undefined || f.from_date <= f.to_date,
      inboxMessages.dateOrder,
    ),
    ['to_date'],
  ),
);
export type InboxFilters = v.InferOutput<typeof InboxFiltersSchema>;
export type InboxFiltersInput = v.InferInput<typeof InboxFiltersSchema>;

/** `POST report/messages-inbox`. */
export const InboxListRequestSchema = v.object({
  page: v.optional(wholeNumber(inboxMessages.invalidPage, 1), 1),
  per_page: v.optional(wholeNumber(inboxMessages.invalidPerPage, 1, INBOX_PER_PAGE_MAX), 10),
  filters: v.optional(InboxFiltersSchema, {}),
});
export type InboxListRequest = v.InferOutput<typeof InboxListRequestSchema>;

/** One received message as the published API lists it. */
export const InboxItemSchema = v.object({
  messages_inbox_id: v.number(),
  /** The sender, E.164. */
  from: v.string(),
  /** The user's line it was texted to, E.164. */
  number: v.string(),
  message: v.string(),
  type: v.string(),
  /** Unix seconds. */
  time: v.number(),
  /** "1" read, "0" unread. */
  seen: v.picklist(['0', '1']),
});
export type InboxItem = v.InferOutput<typeof InboxItemSchema>;

const IdSchema = v.pipe(
  v.number(inboxMessages.invalidId),
  v.integer(inboxMessages.invalidId),
  v.minValue(1, inboxMessages.invalidId),
  v.maxValue(Number.MAX_SAFE_INTEGER, inboxMessages.invalidId),
);

/** `read` and `delete-list`: some of the user's messages by id; another user's ids change nothing. */
export const InboxIdsSchema = v.object({
  ids: v.pipe(
    v.optional(v.array(IdSchema, inboxMessages.idsRequired), []),
    v.nonEmpty(inboxMessages.idsRequired),
    v.maxLength(INBOX_IDS_MAX, inboxMessages.tooManyIds),
  ),
});
export type InboxIds = v.InferOutput<typeof InboxIdsSchema>;

/** How many messages a read or delete changed, and how many stay unread. */
export const InboxChangeSchema = v.object({ count: v.number(), unread: v.number() });

export const InboxShowQuerySchema = v.object({
  id: v.pipe(
    v.optional(v.string(), ''),
    v.transform((x) => toLatinDigits(x).trim()),
    v.regex(/^\d{1,15}$/, inboxMessages.invalidId),
    v.transform(Number),
    v.minValue(1, inboxMessages.invalidId),
  ),
});

export const InboxUnreadSchema = v.object({ unread: v.number() });

/** Save the distinct senders of the filtered messages as a new phonebook. */
export const InboxSendersPhonebookSchema = v.object({
  // The phonebook's title as the contacts take it; absent reads as empty, and so as required.
  title: v.optional(PhonebookTitleSchema, ''),
  filters: v.optional(InboxFiltersSchema, {}),
});
export type InboxSendersPhonebook = v.InferOutput<typeof InboxSendersPhonebookSchema>;

export const InboxSendersPhonebookDataSchema = v.object({ phonebook_id: v.number(), count: v.number() });

/** The `inbox_message` live event's data: the new message and how many are unread now. */
export type InboxMessageEvent = { message: InboxItem; unread: number };
/** The `inbox_unread` live event's data, after a read or a delete on any device. */
export type InboxUnreadEvent = { unread: number };
