// One send's details beyond the published calls: its deliveries bucketed over time, and an
// archived send's counts (a send older than the reports' window) in bulk_stats' shape.
import { REPORT_WINDOW_DAYS, sendMessages } from '../../domain/index.ts';
import { fillTimeline, type TimelineCounts, timelineBucket } from '../../domain/report-details.ts';
import { type BulkTimeline, reportDetailsMessages } from '../../domain/schemas/report-details.schema.ts';
import type { BulkStats } from '../../domain/schemas/send.schema.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from './api-error.ts';
import type { Clock } from './clock.ts';
import { bulkStats } from './send.ts';

const stored = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

/**
 * Recipients that went out (by when they left) and delivery reports (by when they came), in equal
 * buckets from the first that went out to the last report. Stopped recipients never went out.
 */
export async function bulkTimeline(db: Queryable, userId: number, bulkId: number): Promise<BulkTimeline> {
  const [bulk] = await db.query<{ id: number }>(
    'select id::int as id from bulks where id = $1 and user_id = $2',
    [bulkId, userId],
  );
  if (!bulk) throw new ApiError(404, sendMessages.bulkNotFound);
  const [span] = await db.query<{ first: Date | string | null; seconds: number | null }>(
    `select min(sent_at) as first,
       extract(epoch from max(coalesce(done_at, sent_at)) - min(sent_at))::float8 as seconds
     from bulk_recipients where bulk_id = $1 and sent_at is not null`,
    [bulkId],
  );
  if (!span?.first) return { bucket_seconds: timelineBucket(0), points: [] };
  const first = new Date(span.first);
  const width = timelineBucket(span.seconds ?? 0);
  const rows = await db.query<{ bucket: number; kind: 'sent' | 'delivered' | 'failed'; n: number }>(
    `select floor(extract(epoch from sent_at - $2::timestamptz) / $3)::int as bucket, 'sent' as kind,
       count(*)::int as n
     from bulk_recipients where bulk_id = $1 and sent_at is not null group by 1
     union all
     select floor(extract(epoch from done_at - $2::timestamptz) / $3)::int,
       case when status = 2 then 'delivered' else 'failed' end, count(*)::int
     from bulk_recipients where bulk_id = $1 and sent_at is not null and stage = 2 and status in (2, 3)
     group by 1, 2`,
    [bulkId, first, width],
  );
  const counts = new Map<number, TimelineCounts>();
  let last = 0;
  for (const row of rows) {
    const bucket = Math.max(0, row.bucket);
    const at = counts.get(bucket) ?? { sent: 0, delivered: 0, failed: 0 };
    at[row.kind] += row.n;
    counts.set(bucket, at);
    last = Math.max(last, bucket);
  }
  return {
    bucket_seconds: width,
    points: fillTimeline(counts, last + 1).map((c, i) => ({
      at: stored(new Date(first.getTime() + i * width * 1000)),
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
