// Reports: one send's summary by id (the send flow's success page).

import { defineCall } from '../core/call.ts';
import { BulkRecipientSchema, BulkRecipientsQuerySchema } from './bulk-recipients.schema.ts';
import {
  BulkStatsQuerySchema,
  BulkStatsSchema,
  BulkSummaryQuerySchema,
  OutboxReportSchema,
} from './bulk-summary.schema.ts';

export const bulkSummaryCall = defineCall({
  method: 'get',
  path: 'report/by_bulk',
  title: 'جزئیات یک ارسال',
  summary:
    "One of the user's sends as the published API reports it, with our summary and progress under `bulk`: a campaign whole, or one message of a send of several (peer_to_peer, peer_to_peer_file, keyword_phonebook) by its id, with that message's recipients, text, cost and refund only and its campaign's id under parent_id",
  origin: { documented: 'docs/report/outbox-report-id.md' },
  tag: 'reports',
  auth: 'any',
  permission: 'reports.view',
  query: BulkSummaryQuerySchema,
  data: OutboxReportSchema,
  errors: { 404: 'No such send of this user' },
});

export const bulkStatsCall = defineCall({
  method: 'get',
  path: 'report/bulk_stats',
  title: 'آمار یک ارسال',
  summary:
    "One of the user's sends counted by outcome, operator and script (en: Latin text, fa: Persian); rightel and other are ours besides the documented mci and irancell. bulk_id: a campaign (all of it) or one message of a send of several (that message's recipients only)",
  origin: {
    documented: 'docs/report/bulk-stats.md',
    differences: [
      {
        field: 'data.operators_delivered',
        what: 'Every count is an integer; the page shows one of them as the string "1" beside integers.',
      },
    ],
  },
  tag: 'reports',
  auth: 'any',
  permission: 'reports.view',
  query: BulkStatsQuerySchema,
  data: BulkStatsSchema,
  errors: { 404: 'No such send of this user' },
});

export const bulkRecipientsCall = defineCall({
  method: 'get',
  path: 'report/recipients',
  title: 'فهرست گیرندگان یک ارسال',
  summary:
    "One of the user's sends, recipient by recipient in send order: the text each got (a keyword send's are filled from each one's row), its parts and status. bulk_id: a campaign (all of it) or one message of a send of several (that message's recipients only)",
  origin: { documented: 'docs/report/bulk-recipient.md' },
  tag: 'reports',
  auth: 'any',
  permission: 'reports.view',
  query: BulkRecipientsQuerySchema,
  list: BulkRecipientSchema,
  errors: { 404: 'No such send of this user' },
});
