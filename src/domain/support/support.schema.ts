// A support ticket (category and subcategory) and a reply to it.
import * as v from 'valibot';
import { IdSchema, requiredText } from '../core/fields.ts';
import { messages } from '../core/messages.ts';

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
