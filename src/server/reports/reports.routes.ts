// Reports: one send by id (the outbox report), its counts by outcome (bulk stats) and its recipients.
// The lists live in report-lists.routes.ts, the timeline and the archive's stats in report-details.routes.ts.
import { bulkRecipientsCall, bulkStatsCall, bulkSummaryCall } from '../../domain/reports/reports.calls.ts';
import { implement } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { bulkStats, outboxReport } from '../send/send.ts';
import { bulkRecipientPage } from './bulk-recipients.ts';

export const reportHandlers = ({ db }: ServerDeps) => [
  implement(bulkSummaryCall, async ({ auth, query }) =>
    outboxReport(db, auth.account.id, query.messages_outbox_id),
  ),
  implement(bulkStatsCall, async ({ auth, query }) => bulkStats(db, auth.account.id, query.bulk_id)),
  implement(bulkRecipientsCall, async ({ auth, query }) => bulkRecipientPage(db, auth.account.id, query)),
];
