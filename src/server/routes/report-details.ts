// One send's details: its deliveries over time and an archived send's counts.
import { archiveBulkStatsCall, bulkTimelineCall } from '../../domain/api/calls/report-details.calls.ts';
import { implement } from '../services/calls.ts';
import type { ServerDeps } from '../services/context.ts';
import { archiveBulkStats, bulkTimeline } from '../services/report-details.ts';

export const reportDetailHandlers = ({ db, clock }: ServerDeps) => [
  implement(bulkTimelineCall, async ({ auth, query }) =>
    bulkTimeline(db, clock, auth.user.id, query.bulk_id),
  ),
  implement(archiveBulkStatsCall, async ({ auth, query }) =>
    archiveBulkStats(db, clock, auth.user.id, query.bulk_id),
  ),
];
