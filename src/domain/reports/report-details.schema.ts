// One send's details beyond the published calls: how its deliveries arrived over time, and the
// counts of an archived send (older than the reports' window) in bulk_stats' shape.
import * as v from 'valibot';
import { queryNumber } from '../core/fields.ts';
import { sendMessages } from '../send/send.messages.ts';

export const BulkTimelineQuerySchema = v.object({ bulk_id: queryNumber(sendMessages.bulkNotFound) });
export type BulkTimelineQuery = v.InferOutput<typeof BulkTimelineQuerySchema>;

export const TimelinePointSchema = v.object({
  /** The bucket's start, YYYY-MM-DD HH:mm:ss UTC. */
  at: v.string(),
  /** Recipients that went out to the operator in this bucket. */
  sent: v.number(),
  /** Delivery reports of this bucket: reached the handset (2) and not reached (3). */
  delivered: v.number(),
  failed: v.number(),
});
export type TimelinePoint = v.InferOutput<typeof TimelinePointSchema>;

export const BulkTimelineSchema = v.object({
  /** The width of each point, in seconds. */
  bucket_seconds: v.number(),
  /** From the first recipient that went out to the last report; empty while nothing went out. */
  points: v.array(TimelinePointSchema),
});
export type BulkTimeline = v.InferOutput<typeof BulkTimelineSchema>;

export const ArchiveBulkStatsQuerySchema = v.object({ bulk_id: queryNumber(sendMessages.bulkNotFound) });

export const reportDetailsMessages = {
  notArchived: 'این ارسال در بایگانی پیدا نشد',
} as const;
