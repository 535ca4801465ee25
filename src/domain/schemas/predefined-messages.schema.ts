// spec 3, 7 (Predefined messages; Sending: user/draft/list): a predefined message (پیام آماده) and
// its group. The send composer picks a text from them; the predefined-messages screens manage them.
import * as v from 'valibot';
import { formatNumber, toLatinDigits } from '../digits.ts';
import { messages } from '../messages.ts';
import { IdSchema, pagingQuery, queryNumber } from './fields.ts';
import { StoredUtcSchema } from './send.schema.ts';

/** The longest text a send takes (SendCommonEntries.text); a predefined text must fit in a send. */
export const SMS_TEXT_MAX = 2_000;
/** A message's optional title and a group's title. */
export const PREDEFINED_TITLE_MAX = 100;
/** The list's search text. */
export const PREDEFINED_SEARCH_MAX = 100;

/** Persian messages of the predefined-message calls that messages.ts does not hold. */
export const predefinedMessages = {
  textTooLong: `متن پیامک نباید بیشتر از ${formatNumber(SMS_TEXT_MAX)} کاراکتر باشد`,
  titleTooLong: `عنوان نباید بیشتر از ${formatNumber(PREDEFINED_TITLE_MAX)} کاراکتر باشد`,
  searchTooLong: `عبارت جستجو نباید بیشتر از ${formatNumber(PREDEFINED_SEARCH_MAX)} کاراکتر باشد`,
  groupNotFound: 'گروه مورد نظر یافت نشد',
  groupExists: 'گروهی با این عنوان وجود دارد',
  messageNotFound: 'پیام آماده مورد نظر یافت نشد',
  messageSaved: 'پیام آماده ذخیره شد',
  messageDeleted: 'پیام آماده حذف شد',
  groupSaved: 'گروه ساخته شد',
  groupDeleted: 'گروه حذف شد و پیام‌های آن بدون گروه ماندند',
} as const;

const TitleSchema = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.maxLength(PREDEFINED_TITLE_MAX, predefinedMessages.titleTooLong),
);

/** `POST user/draft/create`: a text that fits a send, an optional title and group. */
export const PredefinedMessageSchema = v.object({
  title: v.optional(TitleSchema),
  // A missing text reads as an empty one: the Persian message, not valibot's missing-key one.
  text: v.pipe(
    v.optional(v.string(messages.textRequired), ''),
    v.transform((s) => s.replace(/\r\n/g, '\n')),
    v.trim(),
    v.nonEmpty(messages.textRequired),
    v.maxLength(SMS_TEXT_MAX, predefinedMessages.textTooLong),
  ),
  group_id: v.optional(
    v.nullable(
      v.pipe(
        v.number(predefinedMessages.groupNotFound),
        v.integer(predefinedMessages.groupNotFound),
        v.minValue(1, predefinedMessages.groupNotFound),
      ),
    ),
  ),
});
export type PredefinedMessage = v.InferOutput<typeof PredefinedMessageSchema>;

/** `POST user/draft/group/create`. */
export const PredefinedMessageGroupSchema = v.object({
  title: v.pipe(v.optional(TitleSchema, ''), v.nonEmpty(messages.required)),
});
export type PredefinedMessageGroup = v.InferOutput<typeof PredefinedMessageGroupSchema>;

/** `POST user/draft/delete` and `user/draft/group/delete`: one of the user's own, by id. */
export const PredefinedDeleteSchema = v.object({
  id: v.pipe(v.optional(v.number(messages.required), 0), IdSchema),
});

/** `GET user/draft/list?page=&limit=&q=&group_id=`: newest first; q searches title and text. */
export const PredefinedListQuerySchema = v.object({
  ...pagingQuery(100, 10),
  q: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(PREDEFINED_SEARCH_MAX, predefinedMessages.searchTooLong)),
    '',
  ),
  group_id: v.optional(queryNumber(predefinedMessages.groupNotFound)),
});
export type PredefinedListQuery = v.InferInput<typeof PredefinedListQuerySchema>;

/** `GET user/draft/group/count?group_id=`: the user's predefined messages, all or in one group. */
export const PredefinedCountQuerySchema = v.object({
  group_id: v.optional(queryNumber(predefinedMessages.groupNotFound)),
});

export const PredefinedMessageItemSchema = v.object({
  id: v.number(),
  title: v.nullable(v.string()),
  text: v.string(),
  group_id: v.nullable(v.number()),
  group_title: v.nullable(v.string()),
  created_at: StoredUtcSchema,
});
export type PredefinedMessageItem = v.InferOutput<typeof PredefinedMessageItemSchema>;
export const PredefinedMessageListSchema = v.object({
  items: v.array(PredefinedMessageItemSchema),
  total: v.number(),
  page: v.number(),
  limit: v.number(),
});
export type PredefinedMessageList = v.InferOutput<typeof PredefinedMessageListSchema>;

/** `GET user/draft/group/list`: the user's groups with how many messages each holds. */
export const PredefinedGroupItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  count: v.number(),
});
export type PredefinedGroupItem = v.InferOutput<typeof PredefinedGroupItemSchema>;
export const PredefinedGroupListSchema = v.array(PredefinedGroupItemSchema);
