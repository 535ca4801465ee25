// One send's details: its deliveries over time and an archived send's counts.
import { archiveBulkStatsCall, bulkTimelineCall } from '../../domain/reports/report-details.calls.ts';
import { implement } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { archiveBulkStats, bulkTimeline } from './report-details.ts';

export const reportDetailHandlers = ({ db, clock }: ServerDeps) => [
  implement(bulkTimelineCall, async ({ auth, query }) =>
    bulkTimeline(db, clock, auth.account.id, query.bulk_id),
  ),
  implement(archiveBulkStatsCall, async ({ auth, query }) =>
    archiveBulkStats(db, clock, auth.account.id, query.bulk_id),
  ),
];
