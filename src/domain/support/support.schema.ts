// A support ticket (category and subcategory) and a reply to it.
import * as v from 'valibot';
import { toLatinDigits } from '../core/digits.ts';
import { IdSchema, pagedQuery, queryNumber, requiredText } from '../core/fields.ts';
import { messages } from '../core/messages.ts';
import { supportMessages } from './support.messages.ts';
import {
  MAX_ATTACHMENTS_PER_MESSAGE,
  MAX_RATE_COMMENT,
  MAX_SENTENCE,
  MAX_TICKET_SUBJECT,
  MAX_TICKET_TEXT,
} from './support.rules.ts';

const MessageTextSchema = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(5000),
);

export const TicketSchema = v.object({
  category_id: IdSchema,
  sub_category_id: IdSchema,
  title: requiredText(200),
  text: MessageTextSchema,
});
export type Ticket = v.InferOutput<typeof TicketSchema>;

export const TicketReplySchema = v.object({ text: MessageTextSchema });
export type TicketReply = v.InferOutput<typeof TicketReplySchema>;

// ---- The ticket calls (ticket, ticket/show, ticket/interaction and ours beside them) ----

/** An id as a form sends it (digits in any script, or a number), refused with `message`. */
const formId = (message: string) =>
  v.pipe(
    v.union([v.number(), v.string()], message),
    v.transform((x) => (typeof x === 'number' ? String(x) : toLatinDigits(x).trim())),
    v.regex(/^[1-9]\d{0,15}$/, message),
    v.transform(Number),
  );

const bodyText = v.pipe(
  v.string(supportMessages.textRequired),
  v.trim(),
  v.nonEmpty(supportMessages.textRequired),
  v.maxLength(MAX_TICKET_TEXT, supportMessages.textTooLong),
);

const fileList = v.optional(
  v.union(
    [
      v.instance(Blob, supportMessages.fileType),
      v.array(v.instance(Blob, supportMessages.fileType), supportMessages.fileType),
    ],
    supportMessages.fileType,
  ),
);

/** The files a message carries: `file` (as published) and `files[]` together, at most five. */
export const attachmentsOf = (body: { file?: Blob | Blob[]; files?: Blob | Blob[] }): Blob[] =>
  [body.file, body.files].flatMap((f) => (f === undefined ? [] : Array.isArray(f) ? f : [f]));

/** `POST ticket` (multipart or JSON): a new ticket with its first message and up to five files. */
export const TicketCreateSchema = v.pipe(
  v.object({
    subject: v.pipe(
      v.string(supportMessages.subjectRequired),
      v.trim(),
      v.nonEmpty(supportMessages.subjectRequired),
      v.maxLength(MAX_TICKET_SUBJECT, supportMessages.subjectTooLong),
    ),
    category_id: formId(supportMessages.categoryRequired),
    /** Ours: the subcategory; absent, the category's first. */
    sub_category_id: v.optional(formId(supportMessages.unknownSubCategory)),
    description: bodyText,
    sms_notification: v.optional(v.picklist(['0', '1', 0, 1] as const, messages.invalidValue)),
    file: fileList,
    files: fileList,
  }),
  v.forward(
    v.check((b) => attachmentsOf(b).length <= MAX_ATTACHMENTS_PER_MESSAGE, supportMessages.tooManyFiles),
    ['files'],
  ),
);
export type TicketCreate = v.InferOutput<typeof TicketCreateSchema>;

/** `POST ticket/interaction`: a reply to one of the user's tickets, with up to five files. */
export const TicketInteractionSchema = v.pipe(
  v.object({
    ticket_id: formId(supportMessages.ticketRequired),
    description: bodyText,
    file: fileList,
    files: fileList,
  }),
  v.forward(
    v.check((b) => attachmentsOf(b).length <= MAX_ATTACHMENTS_PER_MESSAGE, supportMessages.tooManyFiles),
    ['files'],
  ),
);
export type TicketInteraction = v.InferOutput<typeof TicketInteractionSchema>;

const rateSchema = v.pipe(
  v.union([v.number(), v.string()], supportMessages.rateInvalid),
  v.transform(Number),
  v.integer(supportMessages.rateInvalid),
  v.minValue(1, supportMessages.rateInvalid),
  v.maxValue(5, supportMessages.rateInvalid),
);

export const InteractionRateSchema = v.object({
  interaction_id: formId(supportMessages.interactionNotFound),
  rate: rateSchema,
});

/** `POST ticket/rate`: close the ticket and rate the whole of it. */
export const TicketRateSchema = v.object({
  ticket_id: formId(supportMessages.ticketRequired),
  rate: rateSchema,
  rate_comment: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(MAX_RATE_COMMENT, supportMessages.commentTooLong)),
  ),
});

export const TicketAiSchema = v.object({
  text: v.pipe(
    v.string(supportMessages.sentenceRequired),
    v.trim(),
    v.nonEmpty(supportMessages.sentenceRequired),
    v.maxLength(MAX_SENTENCE, supportMessages.textTooLong),
  ),
});

const dateQuery = v.optional(
  v.pipe(v.string(), v.transform(toLatinDigits), v.regex(/^\d{4}-\d{2}-\d{2}$/, messages.invalidDate)),
);

/** `GET ticket`: the documented filters, and ours: from and to (stored dates, YYYY-MM-DD, by last update). */
export const TicketListQuerySchema = pagedQuery(
  {
    username: v.optional(v.string()),
    ticket_id: v.optional(queryNumber(supportMessages.ticketNotFound)),
    category_id: v.optional(queryNumber(supportMessages.unknownCategory)),
    sub_category_id: v.optional(queryNumber(supportMessages.unknownSubCategory)),
    state_id: v.optional(queryNumber(messages.invalidValue, 6)),
    from: dateQuery,
    to: dateQuery,
  },
  100,
  10,
);

const stamp = v.string();
const flag = v.picklist([0, 1]);

/** One ticket in the list, as published, with `unread` (answers the user has not seen) beside. */
export const TicketItemSchema = v.object({
  id: v.number(),
  ticket_id: v.number(),
  user_id: v.number(),
  parent_id: v.nullable(v.number()),
  category_id: v.number(),
  sub_category_id: v.number(),
  importance: v.string(),
  state_id: v.number(),
  subject: v.string(),
  desc: v.string(),
  manager_comment: v.nullable(v.string()),
  close_desc: v.nullable(v.string()),
  admin_seen: flag,
  user_seen: flag,
  sms_notification: flag,
  interaction_count: v.number(),
  longest_interaction: v.number(),
  min_rate: v.nullable(v.number()),
  deleted_at: v.nullable(v.string()),
  /** ISO 8601 in UTC, as published (2025-01-01T10:00:00.000000Z). */
  created_at: stamp,
  updated_at: stamp,
  jira_id: v.nullable(v.number()),
  rate: v.number(),
  rate_comment: v.nullable(v.string()),
  user: v.object({ user_id: v.number(), uname: v.string() }),
  category: v.object({ id: v.number(), name: v.string() }),
  sub_category: v.object({ id: v.number(), title: v.string() }),
  state: v.object({ id: v.number(), name: v.string() }),
  forward: v.nullable(
    v.object({
      id: v.number(),
      from: v.number(),
      ticket_id: v.number(),
      to: v.number(),
      created_at: stamp,
      updated_at: stamp,
      deleted_at: v.nullable(v.string()),
      seen: flag,
    }),
  ),
  /** Ours: support's answers the user has not read yet. */
  unread: v.number(),
});
export type TicketItem = v.InferOutput<typeof TicketItemSchema>;

export const AttachmentSchema = v.object({
  id: v.number(),
  name: v.string(),
  type: v.picklist(['image/jpeg', 'image/png', 'image/gif', 'application/pdf']),
  size: v.number(),
  /** Where its owner reads it (under /v1/api). */
  url: v.string(),
});
export type Attachment = v.InferOutput<typeof AttachmentSchema>;

export const InteractionSchema = v.object({
  id: v.number(),
  description: v.string(),
  agent_id: v.nullable(v.number()),
  agent_username: v.nullable(v.string()),
  created_at: stamp,
  attachment: v.nullable(v.string()),
  partner_title: v.nullable(v.string()),
  private: flag,
  username: v.string(),
  /** Ours: who wrote it, its rating by the user (support's answers only) and its files. */
  from: v.picklist(['user', 'support']),
  rate: v.nullable(v.number()),
  attachments: v.array(AttachmentSchema),
});
export type Interaction = v.InferOutput<typeof InteractionSchema>;

export const TicketDetailSchema = v.object({
  id: v.number(),
  ticket_id: v.number(),
  user_id: v.number(),
  parent_id: v.nullable(v.number()),
  importance: v.string(),
  subject: v.string(),
  category: v.string(),
  category_id: v.number(),
  sub_category_id: v.number(),
  state: v.string(),
  state_id: v.number(),
  sub_state_id: v.nullable(v.number()),
  description: v.string(),
  close_desc: v.nullable(v.string()),
  user_seen: flag,
  sms_notification: flag,
  /** Stored UTC, YYYY-MM-DD HH:mm:ss, as published. */
  created_at: stamp,
  attachment: v.nullable(v.string()),
  interactions: v.array(InteractionSchema),
  forward: v.nullable(
    v.object({
      id: v.number(),
      from: v.number(),
      ticket_id: v.number(),
      to: v.number(),
      created_at: stamp,
      updated_at: stamp,
      deleted_at: v.nullable(v.string()),
      seen: v.boolean(),
    }),
  ),
  manager_comment: v.string(),
  jira_id: v.nullable(v.number()),
  rate: v.number(),
  /** Ours: the subcategory's title, the opening message's files, when it was last changed and closed, and whether a reply opens it again. */
  sub_category: v.string(),
  attachments: v.array(AttachmentSchema),
  updated_at: stamp,
  closed_at: v.nullable(stamp),
  can_reply: v.boolean(),
  rate_comment: v.nullable(v.string()),
});
export type TicketDetail = v.InferOutput<typeof TicketDetailSchema>;

export const TicketShowQuerySchema = v.object({ ticket_id: queryNumber(supportMessages.ticketRequired) });

export const TicketCategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  sub_categories: v.array(v.object({ id: v.number(), title: v.string() })),
});
export const SubCategoryQuerySchema = v.object({ category_id: queryNumber(supportMessages.unknownCategory) });
export const SubCategoryItemSchema = v.object({ id: v.number(), title: v.string() });

export const FaqCategorySchema = v.object({ id: v.number(), title: v.string() });
export const FaqSchema = v.object({
  id: v.number(),
  category_id: v.number(),
  question: v.string(),
  answer: v.string(),
});
export const FaqListQuerySchema = v.object({
  category_id: v.optional(queryNumber(messages.invalidValue)),
  q: v.optional(v.pipe(v.string(), v.maxLength(MAX_SENTENCE, supportMessages.textTooLong)), ''),
});

export const ContactInfoSchema = v.object({
  /** Whose contact it is: the provider's, or the parent account's for a colleague. */
  kind: v.picklist(['provider', 'parent']),
  title: v.string(),
  phones: v.array(v.object({ title: v.string(), number: v.string() })),
  hours: v.nullable(v.string()),
  address: v.nullable(v.string()),
  email: v.nullable(v.string()),
  /** For a colleague, the provider too: support is theirs as well. */
  provider: v.nullable(
    v.object({ title: v.string(), phones: v.array(v.object({ title: v.string(), number: v.string() })) }),
  ),
});
export type ContactInfo = v.InferOutput<typeof ContactInfoSchema>;

export const TicketCreatedSchema = v.object({ ticket_id: v.number() });
export const InteractionCreatedSchema = v.object({
  interaction_id: v.number(),
  ticket: v.object({ id: v.number(), user_id: v.number(), parent_id: v.nullable(v.number()) }),
});
export const UnreadSchema = v.object({ count: v.number() });

/** `POST demo/ticket/{ticket_id}/desk`: the support desk's act on one of the caller's tickets. */
export const DeskActionSchema = v.object({
  action: v.picklist(['answer', 'refer_review', 'refer_unit', 'close'], messages.invalidValue),
  text: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_TICKET_TEXT, supportMessages.textTooLong))),
});

export const TicketProposalSchema = v.object({
  category_id: v.number(),
  category_name: v.string(),
  sub_category_id: v.number(),
  sub_category_title: v.string(),
  subject: v.string(),
  /** The frequently asked questions the sentence matches, best first (at most five). */
  faqs: v.array(FaqSchema),
});
