// spec 3, 7: a predefined message and its group.
import * as v from 'valibot';
import { messages } from '../messages.ts';
import { IdSchema, requiredText } from './fields.ts';

export const PredefinedMessageSchema = v.object({
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  text: v.pipe(v.string(messages.textRequired), v.trim(), v.nonEmpty(messages.textRequired)),
  group_id: v.optional(IdSchema),
});
export type PredefinedMessage = v.InferOutput<typeof PredefinedMessageSchema>;

export const PredefinedMessageGroupSchema = v.object({ title: requiredText() });
export type PredefinedMessageGroup = v.InferOutput<typeof PredefinedMessageGroupSchema>;
