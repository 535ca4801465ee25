import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { parseJalali, toLatinDigits } from '../../../domain/index.ts';
import {
  reportArchiveListCall,
  reportNewListCall,
  reportSystemicListCall,
} from '../../../domain/reports/report-lists.calls.ts';
import type { ReportListBodyInput } from '../../../domain/reports/report-lists.schema.ts';
import { callList } from '../../lib/api.ts';
import { REPORT_FILTER_KEYS, type ReportSearch } from './report-filter-search.ts';

/** The three tabs of the reports screen, in order: the last 30 days, systemic sends, the archive. */
export const REPORT_TABS = ['۳۰ روز اخیر', 'ارسال‌های سیستمی', 'بایگانی'] as const;
const TAB_CALLS = [reportNewListCall, reportSystemicListCall, reportArchiveListCall] as const;
export const SYSTEMIC_TAB = 1;
export const ARCHIVE_TAB = 2;

export {
  REPORT_FILTER_KEYS,
  type ReportFilterKey,
  type ReportSearch,
  reportFilterSearch,
} from './report-filter-search.ts';

const DAY_SECONDS = 86_400;

/**
 * A Jalali day typed in the filters as unix seconds: its first second, or with `endOfDay` its last. A
 * date that does not read is sent as typed, for the server to refuse in words.
 */
function dayBound(text: string, endOfDay: boolean): string {
  const instant = parseJalali(text);
  if (!instant) return text;
  return String(Math.floor(instant.getTime() / 1000) + (endOfDay ? DAY_SECONDS - 1 : 0));
}

/** The documented filters for the screen's URL (the systemic sends' export takes them too). */
export function reportListFilters(search: ReportSearch): Record<string, string> {
  const filters: Record<string, string> = {};
  const set = (key: string, value: string | undefined) => {
    const text = value === undefined ? '' : toLatinDigits(value).trim();
    if (text !== '') filters[key] = text;
  };
  set('number', search.line);
  set('messages_outbox_id', search.id);
  if (search.created_from) set('create_from_date', dayBound(search.created_from, false));
  if (search.created_to) set('create_to_date', dayBound(search.created_to, true));
  if (search.sent_from) set('send_from_date', dayBound(search.sent_from, false));
  if (search.sent_to) set('send_to_date', dayBound(search.sent_to, true));
  set('from_exit_count', search.count_from);
  set('to_exit_count', search.count_to);
  if (search.text?.trim()) filters.message = search.text.trim();
  set('state_id', search.state);
  return filters;
}

/** The documented request body for the screen's URL. */
export function reportListBody(search: ReportSearch): ReportListBodyInput {
  return { page: search.page ?? 1, limit: search.limit ?? 10, filters: reportListFilters(search) };
}

export const isFiltered = (search: ReportSearch) =>
  REPORT_FILTER_KEYS.some((key) => (search[key] ?? '') !== '');

export const reportListQuery = (search: ReportSearch) => {
  const tab = search.tab ?? 0;
  const body = reportListBody(search);
  return queryOptions({
    queryKey: ['reports', 'list', tab, body] as const,
    queryFn: () => callList(TAB_CALLS[tab] ?? reportNewListCall, { body }),
    placeholderData: keepPreviousData,
  });
};
