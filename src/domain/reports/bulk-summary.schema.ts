// One send as it goes out and after: its live progress (the `bulk_progress` event) and its summary
// (the send's success page, and the reports area's details).
import * as v from 'valibot';
import { IdQuery } from '../core/fields.ts';
import { sendMessages } from '../send/send.messages.ts';
import { BULK_TYPES, type BulkStatus, BulkStatusSchema } from '../send/send.schema.ts';

// ---------------------------------------------------------------------------------------------
// Live progress

/** Recipients by status (0 sent, 1 reached telecom, 2 reached handset, 3 not reached, 4 blacklisted). */
export const StatusCountsSchema = v.object({
  0: v.number(),
  1: v.number(),
  2: v.number(),
  3: v.number(),
  4: v.number(),
});
export type StatusCounts = v.InferOutput<typeof StatusCountsSchema>;

/** The `bulk_progress` live event's `data`, sent while a send goes out and when it ends. */
export const BulkProgressSchema = v.object({
  bulk_id: v.number(),
  status: BulkStatusSchema,
  /** All recipients of the bulk, blocked ones included. */
  total: v.number(),
  /** Recipients still waiting to go out (cancelled ones are not counted). */
  pending: v.number(),
  counts: StatusCountsSchema,
});
export type BulkProgress = v.InferOutput<typeof BulkProgressSchema>;

// ---------------------------------------------------------------------------------------------
// One send's summary (the success page after a reload; the reports area builds on it)

/** `GET report/by_bulk?messages_outbox_id=`: a send of this user, with its progress. */
export const BulkSummaryQuerySchema = v.object({ messages_outbox_id: IdQuery(sendMessages.bulkNotFound) });
/** Our own summary of a send, under `bulk` in the published API's outbox report. */
export const BulkSummarySchema = v.object({
  ...BulkProgressSchema.entries,
  type: v.picklist(BULK_TYPES),
  sender_number: v.string(),
  /** The text as sent, the cancel-11 suffix included. */
  text: v.string(),
  parts: v.number(),
  price: v.number(),
  refunded: v.number(),
  scheduled_at: v.nullable(v.string()),
  created_at: v.string(),
  finished_at: v.nullable(v.string()),
});
export type BulkSummary = v.InferOutput<typeof BulkSummarySchema>;

/** A send's state as the published API numbers it (0–9), from our bulk status. */
export const OUTBOX_STATE_IDS: Readonly<Record<BulkStatus, number>> = {
  scheduled: 5,
  queued: 5,
  sending: 2,
  done: 6,
  cancelled: 7,
};
/** The published API's Persian names of a send's states 0–9. */
export const outboxStateLabels: readonly string[] = [
  'در حال ایجاد',
  'در صف بررسی',
  'در حال ارسال',
  'ردشده در بررسی',
  'گیرندگان نامعتبر',
  'در صف ارسال',
  'پایان یافته',
  'لغو شده',
  'اعتبار ناکافی',
  'خطای سیستم',
];

/**
 * `GET report/by_bulk`: the send as the published API reports it (ids, counts and times as strings,
 * times in unix seconds, `status` the state's Persian name), with our summary under `bulk`.
 */
export const OutboxReportSchema = v.object({
  username: v.string(),
  number_color: v.null(),
  /** The line, E.164. */
  number: v.string(),
  number_id: v.string(),
  messages_outbox_id: v.string(),
  state: v.string(),
  type: v.string(),
  time_send: v.string(),
  time: v.string(),
  rcpts_count: v.string(),
  exit_count: v.string(),
  status: v.string(),
  /** Rials returned to the wallet (a stopped send). */
  return: v.number(),
  partner_id: v.null(),
  in_delivery_line: v.number(),
  valid: v.null(),
  message: v.string(),
  part: v.string(),
  cost: v.number(),
  summary: v.string(),
  user_ip: v.nullable(v.string()),
  user_id: v.string(),
  reject_comment: v.null(),
  files_path: v.nullable(v.string()),
  /** A message of a send of several messages: its campaign's id; else null. */
  parent_id: v.nullable(v.string()),
  state_id: v.number(),
  bulk: BulkSummarySchema,
});
export type OutboxReport = v.InferOutput<typeof OutboxReportSchema>;

/** `GET report/bulk_stats?bulk_id=`: the send's id (a number or digits). */
export const BulkStatsQuerySchema = v.object({ bulk_id: IdQuery(sendMessages.bulkNotFound) });
/** Recipients of one operator, by the text's script: `en` a Latin (GSM-7) text, `fa` a Persian (UCS-2) one. */
const ScriptCountsSchema = v.object({ en: v.number(), fa: v.number() });
const ScriptCountsByOperatorSchema = v.object({
  mci: ScriptCountsSchema,
  irancell: ScriptCountsSchema,
  rightel: ScriptCountsSchema,
  other: ScriptCountsSchema,
});
export type ScriptCountsByOperator = v.InferOutput<typeof ScriptCountsByOperatorSchema>;
/**
 * The send's recipients by outcome and operator: blacklisted (status 4), failed (3, not reached),
 * pending (not gone out yet), sent (with the operator, 0 or 1) and delivered (2).
 */
export const BulkStatsSchema = v.object({
  operators_blacklist: ScriptCountsByOperatorSchema,
  operators_failed: ScriptCountsByOperatorSchema,
  operators_pending: ScriptCountsByOperatorSchema,
  operators_sent: ScriptCountsByOperatorSchema,
  operators_delivered: ScriptCountsByOperatorSchema,
});
export type BulkStats = v.InferOutput<typeof BulkStatsSchema>;
