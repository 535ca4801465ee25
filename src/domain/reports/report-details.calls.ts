// One send's details: its deliveries over time, and an archived send's counts.

import { defineCall } from '../core/call.ts';
import { BulkStatsSchema } from './bulk-summary.schema.ts';
import {
  ArchiveBulkStatsQuerySchema,
  BulkTimelineQuerySchema,
  BulkTimelineSchema,
} from './report-details.schema.ts';

export const bulkTimelineCall = defineCall({
  method: 'get',
  path: 'report/bulk_timeline',
  title: 'روند زمانی یک ارسال',
  summary:
    "One of the user's sends over time: per bucket, recipients that went out and delivery reports (reached, not reached)",
  origin: {
    designed:
      'The published API counts a send by outcome only; the details screen draws how deliveries arrived over time',
  },
  tag: 'reports',
  auth: 'any',
  permission: 'reports.view',
  query: BulkTimelineQuerySchema,
  data: BulkTimelineSchema,
  errors: { 404: 'No such send of this user' },
});

export const archiveBulkStatsCall = defineCall({
  method: 'get',
  path: 'report/archive_bulk_stats',
  title: 'آمار ارسال بایگانی‌شده',
  summary:
    "One of the user's archived sends (older than the reports' 30 days) counted as bulk_stats counts a recent one",
  origin: {
    designed:
      'The archive tab lists sends older than 30 days; its details screen reads their counts in the shape of bulk_stats',
  },
  tag: 'reports',
  auth: 'any',
  permission: 'reports.view',
  query: ArchiveBulkStatsQuerySchema,
  data: BulkStatsSchema,
  errors: { 404: 'No archived send of this user with this id' },
});
