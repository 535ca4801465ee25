// One send's details beyond the published calls: its deliveries bucketed over time, and an
// archived send's counts (a send older than the reports' window) in bulk_stats' shape.
import { REPORT_WINDOW_DAYS, sendMessages } from '../../domain/index.ts';
import type { BulkStats } from '../../domain/reports/bulk-summary.schema.ts';
import {
  fillTimeline,
  TIMELINE_MAX_POINTS,
  type TimelineCounts,
  timelineBucket,
} from '../../domain/reports/report-details.rules.ts';
import { type BulkTimeline, reportDetailsMessages } from '../../domain/reports/report-details.schema.ts';
import type { Clock } from '../core/clock.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { bulkStats } from '../send/send.ts';

const stored = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/**
 * Recipients that went out (by when they left) and delivery reports (by when they came), in equal
 * buckets from the first that went out to the last report; stopped recipients never went out. The
 * width is chosen from the send's own times (from its start to its end, or now while it runs), so
 * one pass over its recipients counts both; a span longer than that (a report after the end) is
 * merged into wider buckets.
 */
export async function bulkTimeline(
  db: Queryable,
  clock: Clock,
  userId: number,
  bulkId: number,
): Promise<BulkTimeline> {
  const [bulk] = await db.query<{ start: Date | string; seconds: number }>(
    `select coalesce(scheduled_at, created_at) as start,
       greatest(0, extract(epoch from coalesce(finished_at, $3::timestamptz) - coalesce(scheduled_at, created_at)))::float8
         as seconds
     from bulks where id = $1 and user_id = $2`,
    [bulkId, userId, clock.now()],
  );
  if (!bulk) throw new ApiError(404, sendMessages.bulkNotFound);
  const start = new Date(bulk.start);
  const width = timelineBucket(bulk.seconds);
  // One pass: recipients counted by (when they left, when they were reported, reached or not);
  // the pairs are few (a report follows its recipient by seconds) and are split up here.
  const rows = await db.query<{ sent_bucket: number; done_bucket: number | null; ok: boolean; n: number }>(
    `select floor((date_part('epoch', sent_at) - $2::float8) / $3)::int as sent_bucket,
       case when stage = 2 and status in (2, 3)
         then floor((date_part('epoch', done_at) - $2::float8) / $3)::int end as done_bucket,
       status = 2 as ok, count(*)::int as n
     from bulk_recipients where bulk_id = $1 and sent_at is not null
     group by 1, 2, 3`,
    [bulkId, start.getTime() / 1000, width],
  );
  const counts = new Map<number, TimelineCounts>();
  const add = (bucket: number, kind: keyof TimelineCounts, n: number) => {
    const at = counts.get(bucket) ?? { sent: 0, delivered: 0, failed: 0 };
    at[kind] += n;
    counts.set(bucket, at);
  };
  for (const row of rows) {
    add(row.sent_bucket, 'sent', row.n);
    if (row.done_bucket !== null) add(row.done_bucket, row.ok ? 'delivered' : 'failed', row.n);
  }
  if (counts.size === 0) return { bucket_seconds: width, points: [] };
  const first = Math.min(...counts.keys());
  const last = Math.max(...counts.keys());
  const factor = Math.ceil((last - first + 1) / TIMELINE_MAX_POINTS);
  const merged = new Map<number, TimelineCounts>();
  for (const [bucket, c] of counts) {
    const i = Math.floor((bucket - first) / factor);
    const at = merged.get(i) ?? { sent: 0, delivered: 0, failed: 0 };
    merged.set(i, {
      sent: at.sent + c.sent,
      delivered: at.delivered + c.delivered,
      failed: at.failed + c.failed,
    });
  }
  return {
    bucket_seconds: width * factor,
    points: fillTimeline(merged, Math.floor((last - first) / factor) + 1).map((c, i) => ({
      at: stored(new Date(start.getTime() + (first + i * factor) * width * 1000)),
      ...c,
    })),
  };
}

/** An archived send's counts: one of the user's sends made before the reports' window. */
export async function archiveBulkStats(
  db: Queryable,
  clock: Clock,
  userId: number,
  bulkId: number,
): Promise<BulkStats> {
  const since = new Date(clock.now().getTime() - REPORT_WINDOW_DAYS * 86_400_000);
  const [bulk] = await db.query<{ id: number }>(
    'select id::int as id from bulks where id = $1 and user_id = $2 and created_at < $3',
    [bulkId, userId, since],
  );
  if (!bulk) throw new ApiError(404, reportDetailsMessages.notArchived);
  return bulkStats(db, userId, bulkId);
}
