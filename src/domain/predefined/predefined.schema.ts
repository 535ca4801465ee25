// A predefined message (پیام آماده) and its group, as the published API names them: a "draft" in a
// "draft group". The send composer picks a text from them and saves a typed text as one.
import * as v from 'valibot';
import { formatNumber, toLatinDigits } from '../core/digits.ts';
import { IdSchema, pagedQuery, queryNumber } from '../core/fields.ts';
import { messages } from '../core/messages.ts';
import { StoredUtcSchema } from '../send/send.schema.ts';

/** The longest text a send takes (SendCommonEntries.text). */
export const SMS_TEXT_MAX = 2_000;
/** The longest predefined text: shorter than a send's, so a picked text always fits a send. */
export const PREDEFINED_TEXT_MAX = 1_400;
/** A message's optional title (our own field). */
export const PREDEFINED_TITLE_MAX = 100;
/** A group's title. */
export const PREDEFINED_GROUP_TITLE_MAX = 200;
/** The most groups one user keeps. */
export const PREDEFINED_GROUPS_MAX = 20;
/** The most predefined messages one user keeps. */
export const PREDEFINED_MESSAGES_MAX = 200;
/** The list's search text. */
export const PREDEFINED_SEARCH_MAX = 100;

/** Persian messages of the predefined-message calls that messages.ts does not hold. */
export const predefinedMessages = {
  textTooLong: `متن پیام آماده نباید بیشتر از ${formatNumber(PREDEFINED_TEXT_MAX)} کاراکتر باشد`,
  titleTooLong: `عنوان نباید بیشتر از ${formatNumber(PREDEFINED_TITLE_MAX)} کاراکتر باشد`,
  groupTitleTooLong: `عنوان گروه نباید بیشتر از ${formatNumber(PREDEFINED_GROUP_TITLE_MAX)} کاراکتر باشد`,
  searchTooLong: `عبارت جستجو نباید بیشتر از ${formatNumber(PREDEFINED_SEARCH_MAX)} کاراکتر باشد`,
  groupsFull: `بیشتر از ${formatNumber(PREDEFINED_GROUPS_MAX)} گروه نمی‌توانید بسازید`,
  messagesFull: `بیشتر از ${formatNumber(PREDEFINED_MESSAGES_MAX)} پیام آماده نمی‌توانید ذخیره کنید`,
  groupNotFound: 'گروه مورد نظر یافت نشد',
  groupExists: 'گروهی با این عنوان وجود دارد',
  messageNotFound: 'پیام آماده مورد نظر یافت نشد',
  /** An edit made on an older copy of the message (offline, or in another tab). */
  messageChanged: 'این پیام آماده پس از آنکه ویرایشش را شروع کردید تغییر کرده است',
  messageSaved: 'پیام آماده ذخیره شد',
  messageUpdated: 'پیام آماده ویرایش شد',
  messageDeleted: 'پیام آماده حذف شد',
  groupSaved: 'گروه ساخته شد',
  groupUpdated: 'گروه ویرایش شد',
  groupDeleted: 'گروه و پیام‌های آن حذف شد',
} as const;

const TitleSchema = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.maxLength(PREDEFINED_TITLE_MAX, predefinedMessages.titleTooLong),
);

const GroupTitleSchema = v.pipe(
  v.optional(v.string(messages.required), ''),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(PREDEFINED_GROUP_TITLE_MAX, predefinedMessages.groupTitleTooLong),
);

// A missing text reads as an empty one: the Persian message, not valibot's missing-key one.
const TextSchema = v.pipe(
  v.optional(v.string(messages.textRequired), ''),
  v.transform((s) => s.replace(/\r\n/g, '\n')),
  v.trim(),
  v.nonEmpty(messages.textRequired),
  v.maxLength(PREDEFINED_TEXT_MAX, predefinedMessages.textTooLong),
);

const GroupIdSchema = v.pipe(
  v.number(predefinedMessages.groupNotFound),
  v.integer(predefinedMessages.groupNotFound),
  v.minValue(1, predefinedMessages.groupNotFound),
);

/** A required id; a missing one is refused with the Persian message, not valibot's missing-key one. */
const RequiredIdSchema = v.pipe(v.optional(v.number(messages.required), 0), IdSchema);

/** `POST user/draft`: a text in a group; the group may be left out (ungrouped), the title is ours. */
export const PredefinedMessageSchema = v.object({
  draft_group_id: v.optional(v.nullable(GroupIdSchema)),
  message: TextSchema,
  title: v.optional(TitleSchema),
});
export type PredefinedMessage = v.InferOutput<typeof PredefinedMessageSchema>;

/** `PUT user/draft`: a new text for one of the user's messages; title and group change when sent. */
export const PredefinedUpdateSchema = v.object({
  draft_id: RequiredIdSchema,
  message: TextSchema,
  title: v.optional(TitleSchema),
  draft_group_id: v.optional(v.nullable(GroupIdSchema)),
});

/** `POST user/draft/delete`: one or more of the user's own messages, by id. */
export const PredefinedDeleteSchema = v.object({
  draft_ids: v.pipe(
    v.optional(v.array(IdSchema, messages.required), []),
    v.nonEmpty(messages.required),
    v.maxLength(PREDEFINED_MESSAGES_MAX, messages.required),
  ),
});

/** `POST user/draft/group`. */
export const PredefinedMessageGroupSchema = v.object({ title: GroupTitleSchema });
export type PredefinedMessageGroup = v.InferOutput<typeof PredefinedMessageGroupSchema>;

/** `PUT user/draft/group`: a new title for one of the user's groups. */
export const PredefinedGroupUpdateSchema = v.object({
  draft_group_id: RequiredIdSchema,
  title: GroupTitleSchema,
});

/** `POST user/draft/group/delete`: one of the user's groups, by id. */
export const PredefinedGroupDeleteSchema = v.object({ draft_group_id: RequiredIdSchema });

/** A list's group: 0 is the ungrouped messages, as an ungrouped message answers draft_group_id 0. */
const ListGroupQuery = v.pipe(
  v.string(predefinedMessages.groupNotFound),
  v.transform(toLatinDigits),
  v.regex(/^\d+$/, predefinedMessages.groupNotFound),
  v.toNumber(predefinedMessages.groupNotFound),
  v.safeInteger(predefinedMessages.groupNotFound),
);

/**
 * `GET user/draft/list?draft_group_id=&q=&page=&per_page=`: newest first; q searches title and text;
 * draft_group_id 0 lists the ungrouped ones.
 */
export const PredefinedListQuerySchema = pagedQuery(
  {
    q: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(PREDEFINED_SEARCH_MAX, predefinedMessages.searchTooLong)),
      '',
    ),
    draft_group_id: v.optional(ListGroupQuery),
  },
  100,
  10,
);
export type PredefinedListQuery = v.InferInput<typeof PredefinedListQuerySchema>;

/** `GET user/draft/group/list?page=&per_page=`: oldest first, as the user made them. */
export const PredefinedGroupListQuerySchema = pagedQuery({}, 100, 10);

/** `GET user/draft/group/count?draft_group_id=`: the user's predefined messages, all or in one group. */
export const PredefinedCountQuerySchema = v.object({
  draft_group_id: v.optional(queryNumber(predefinedMessages.groupNotFound)),
});

/**
 * One predefined message. `time` is its creation in unix seconds and `type` is always `normal`, as
 * the published API answers them; `draft_group_id` is 0 for an ungrouped message. `title`,
 * `group_title`, `created_at` (stored UTC) and `revision` are our own.
 */
export const PredefinedMessageItemSchema = v.object({
  draft_id: v.number(),
  draft_group_id: v.number(),
  user_id: v.number(),
  time: v.number(),
  message: v.string(),
  type: v.literal('normal'),
  title: v.nullable(v.string()),
  group_title: v.nullable(v.string()),
  created_at: StoredUtcSchema,
  /** Ours: when the message last changed, to the microsecond; an edit sends it back in If-Match. */
  revision: v.string(),
});
export type PredefinedMessageItem = v.InferOutput<typeof PredefinedMessageItemSchema>;

/** One group; `count` (how many messages it holds) and `created_at` are our own. */
export const PredefinedGroupItemSchema = v.object({
  draft_group_id: v.number(),
  user_id: v.number(),
  title: v.string(),
  time: v.number(),
  count: v.number(),
  created_at: StoredUtcSchema,
});
export type PredefinedGroupItem = v.InferOutput<typeof PredefinedGroupItemSchema>;
