// `GET report/recipients`: one send's recipients, each with the text they got (a keyword send's
// texts differ per recipient), its parts and its status, as the published API reports them.
import * as v from 'valibot';
import { pagedQuery, queryNumber } from './fields.ts';
import { sendMessages } from './send.schema.ts';

/** A recipient status 0–4 from a query string. */
const StatusQuery = v.pipe(
  v.string(sendMessages.invalidRecipientStatus),
  v.regex(/^[0-4]$/, sendMessages.invalidRecipientStatus),
  v.toNumber(),
);

export const BulkRecipientsQuerySchema = pagedQuery(
  { bulk_id: queryNumber(sendMessages.bulkNotFound), message_status: v.optional(StatusQuery) },
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
