// Reports: one send read back by id (the outbox report) and counted by outcome (bulk stats). The reports issue grows this area (lists, recipients, archive).
import { bulkRecipientsCall, bulkStatsCall, bulkSummaryCall } from '../../domain/reports/reports.calls.ts';
import { implement } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { bulkStats, outboxReport } from '../send/send.ts';
import { bulkRecipientPage } from './bulk-recipients.ts';

export const reportHandlers = ({ db }: ServerDeps) => [
  implement(bulkSummaryCall, async ({ auth, query }) =>
    outboxReport(db, auth.user.id, query.messages_outbox_id),
  ),
  implement(bulkStatsCall, async ({ auth, query }) => bulkStats(db, auth.user.id, query.bulk_id)),
  implement(bulkRecipientsCall, async ({ auth, query }) => bulkRecipientPage(db, auth.user.id, query)),
];
