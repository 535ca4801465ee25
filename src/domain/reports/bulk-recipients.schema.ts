// `GET report/recipients`: one send's recipients, each with the text they got (a keyword send's
// texts differ per recipient), its parts and its status, as the published API reports them; ours
// besides: a status filter and a number search.
import * as v from 'valibot';
import { toLatinDigits } from '../core/digits.ts';
import { RECIPIENT_STATUSES, type RecipientStatus } from '../core/enums.ts';
import { pagedQuery, queryNumber } from '../core/fields.ts';
import { sendMessages } from '../send/send.messages.ts';
import { recipientSearch } from './report-details.rules.ts';

export const recipientFilterMessages = {
  invalidStatus: sendMessages.invalidRecipientStatus,
  invalidSearch: 'برای جستجوی شماره فقط رقم‌های شماره را وارد کنید',
} as const;

/** A recipient status 0–4, in any digit script. */
export const RecipientStatusQuery = v.pipe(
  v.string(recipientFilterMessages.invalidStatus),
  v.transform((s) => toLatinDigits(s).trim()),
  v.picklist(RECIPIENT_STATUSES.map(String) as `${RecipientStatus}`[], recipientFilterMessages.invalidStatus),
  v.transform((s) => Number(s) as RecipientStatus),
);

/** Digits of a number (a fragment, or its start with 0, +98 or 0098) in any script. */
export const RecipientSearchQuery = v.pipe(
  v.string(recipientFilterMessages.invalidSearch),
  v.check((s) => recipientSearch(s) !== null, recipientFilterMessages.invalidSearch),
);

export const BulkRecipientsQuerySchema = pagedQuery(
  {
    bulk_id: queryNumber(sendMessages.bulkNotFound),
    message_status: v.optional(RecipientStatusQuery),
    recipient: v.optional(RecipientSearchQuery),
  },
  1000,
  10,
);
export type BulkRecipientsQuery = v.InferOutput<typeof BulkRecipientsQuerySchema>;

export const BulkRecipientSchema = v.object({
  /** E.164. */
  recipient: v.string(),
  /** The text as sent to this recipient, the cancel-11 suffix included. */
  message: v.string(),
  is_readable: v.boolean(),
  msg_parts: v.string(),
  /** 0 sent, 1 reached telecom, 2 reached handset, 3 not reached handset, 4 blacklisted. */
  message_status: v.string(),
});
export type BulkRecipient = v.InferOutput<typeof BulkRecipientSchema>;
