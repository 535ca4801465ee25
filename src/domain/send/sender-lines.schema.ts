// The user's sender lines (their own and the provider's shared ones), the default among them, and
// the agreements a line needs accepted before it sends.
import * as v from 'valibot';
import { IdQuery, IdSchema, pagedQuery } from '../core/fields.ts';
import { messages } from '../core/messages.ts';

// ---------------------------------------------------------------------------------------------
// Sender lines: number/numbers, numbers/defaults/upsert

/**
 * `GET number/numbers`: one of the user's sender lines, as the published API lists numbers; exactly
 * one is the default when any exist (`title` and `is_default` are ours, beside the published fields).
 */
export const SenderLineSchema = v.object({
  id: v.number(),
  /** The line in E.164, e.g. +983000123456. */
  number: v.string(),
  /** The range the line was issued from: the first digit of the line as dialled (1, 2, 3, 5…). */
  operator_id: v.number(),
  /** The line's name, null when it has none. */
  alias: v.nullable(v.string()),
  /** 1 when messages sent to the line reach the user's inbox (the user's own lines), else 0. */
  gets: v.number(),
  /** 1 when the line sends 66-character Persian parts instead of 70; our lines never do. */
  is_66_char: v.number(),
  title: v.string(),
  is_default: v.boolean(),
});
export type SenderLine = v.InferOutput<typeof SenderLineSchema>;
/** `GET number/numbers?page=&per_page=`: at most this many lines a page (a user has a handful). */
export const SENDER_LINES_MAX_PER_PAGE = 100;
export const SenderLinesQuerySchema = pagedQuery({}, SENDER_LINES_MAX_PER_PAGE, 10);

/** A line's number in E.164: lines are stored as dialled inside Iran (3000123456 → +983000123456). */
export const senderLineE164 = (dialled: string) => `+98${dialled}`;
/** A line as people dial it inside Iran (+983000123456 → 3000123456). */
export const senderLineDialled = (e164: string) => e164.replace(/^\+98/, '');

/** `POST numbers/defaults/upsert`: make one of the user's lines the default; answers the line. */
export const DefaultSenderLineUpsertSchema = v.object({
  number_id: v.pipe(
    v.number(messages.selectSenderLine),
    v.integer(),
    v.minValue(1, messages.selectSenderLine),
  ),
});
export type DefaultSenderLineUpsert = v.InferOutput<typeof DefaultSenderLineUpsertSchema>;

// ---------------------------------------------------------------------------------------------
// A sender line's agreements

/** `GET numbers/agreement-list?number_id=`: the agreements of a line, and whether the user accepted each. */
export const AgreementListQuerySchema = v.object({ number_id: IdQuery(messages.selectSenderLine) });
export const AgreementSchema = v.object({
  id: v.number(),
  title: v.string(),
  body: v.string(),
  accepted: v.boolean(),
});
export type Agreement = v.InferOutput<typeof AgreementSchema>;
export const AgreementListSchema = v.array(AgreementSchema);
/** `POST numbers/assign-agreement`: accept agreements for a line; answers the line's list. */
export const AssignAgreementSchema = v.object({
  number_id: v.pipe(
    v.number(messages.selectSenderLine),
    v.integer(),
    v.minValue(1, messages.selectSenderLine),
  ),
  agreement_ids: v.pipe(v.array(IdSchema, messages.required), v.minLength(1, messages.required)),
});
export type AssignAgreement = v.InferOutput<typeof AssignAgreementSchema>;
