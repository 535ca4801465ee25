// Reports: the user's sends as lists. new_list is the published call (the last 30 days); the archive
// (older sends) and the systemic list (sends made with an API key) take the same body and answer the same rows.

import { defineCall } from '../core/call.ts';
import { MESSAGE_CODES } from '../core/message-codes.ts';
import { ReportListBodySchema, ReportListRowSchema } from './report-lists.schema.ts';

const FILTERS =
  "filters: number (the line, E.164), messages_outbox_id, create_from_date/create_to_date and send_from_date/send_to_date (unix seconds), from_exit_count/to_exit_count, message (the text contains it), state_id 0–9, username (* or the caller's own); a bad filter or a range whose start is after its end is refused (422)";

export const reportNewListCall = defineCall({
  method: 'post',
  path: 'report/new_list',
  title: 'فهرست ارسال‌های ۳۰ روز اخیر',
  summary: `The user's sends of the last 30 days, newest first, paged by page and limit (or per_page); ${FILTERS}`,
  origin: { documented: 'docs/report/outbox-report.md' },
  tag: 'reports',
  auth: 'any',
  permission: 'reports.view',
  body: ReportListBodySchema,
  fieldCodes: { 'filters.state_id': MESSAGE_CODES.invalidState },
  list: ReportListRowSchema,
});

export const reportArchiveListCall = defineCall({
  method: 'post',
  path: 'report/archive_list',
  title: 'فهرست ارسال‌های بایگانی',
  summary: `The user's sends older than 30 days, newest first, with new_list's body and rows; ${FILTERS}`,
  origin: {
    designed:
      'The panel shows the last month and keeps older sends in an archive tab; the published API names archive_list without documenting it',
  },
  tag: 'reports',
  auth: 'any',
  permission: 'reports.view',
  body: ReportListBodySchema,
  fieldCodes: { 'filters.state_id': MESSAGE_CODES.invalidState },
  list: ReportListRowSchema,
});

export const reportSystemicListCall = defineCall({
  method: 'post',
  path: 'report/systemic_list',
  title: 'فهرست ارسال‌های سیستمی',
  summary: `The user's sends of the last 30 days made with an API key (the web service), newest first, with new_list's body and rows; ${FILTERS}`,
  origin: {
    designed:
      'The panel lists sends made through the API apart; the published API names systemic_list without documenting it',
  },
  tag: 'reports',
  auth: 'any',
  permission: 'reports.view',
  body: ReportListBodySchema,
  fieldCodes: { 'filters.state_id': MESSAGE_CODES.invalidState },
  list: ReportListRowSchema,
});
