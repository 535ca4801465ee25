// Reports: one send read back by id (the outbox report) and counted by outcome (bulk stats). The reports issue grows this area (lists, recipients, archive).
import { bulkRecipientsCall, bulkStatsCall, bulkSummaryCall } from '../../domain/api/calls/reports.calls.ts';
import { bulkRecipientPage } from '../services/bulk-recipients.ts';
import { implement } from '../services/calls.ts';
import type { ServerDeps } from '../services/context.ts';
import { bulkStats, outboxReport } from '../services/send.ts';

export const reportHandlers = ({ db }: ServerDeps) => [
  implement(bulkSummaryCall, async ({ auth, query }) =>
    outboxReport(db, auth.user.id, query.messages_outbox_id),
  ),
  implement(bulkStatsCall, async ({ auth, query }) => bulkStats(db, auth.user.id, query.bulk_id)),
  implement(bulkRecipientsCall, async ({ auth, query }) => bulkRecipientPage(db, auth.user.id, query)),
];
