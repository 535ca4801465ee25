// The reports screen's filters as they sit in the URL. The route checks them before its screen loads,
// so this module is part of every first visit: it holds the URL's shape alone (the shared URL params,
// nothing of the calls or the send schemas the list itself needs).
import { textParam } from '../../lib/list-search.ts';

/** The filters of the reports screen as they sit in the URL. */
export const reportFilterSearch = {
  line: textParam,
  id: textParam,
  created_from: textParam,
  created_to: textParam,
  sent_from: textParam,
  sent_to: textParam,
  count_from: textParam,
  count_to: textParam,
  text: textParam,
  state: textParam,
};
export type ReportFilterKey = keyof typeof reportFilterSearch;
export const REPORT_FILTER_KEYS = Object.keys(reportFilterSearch) as ReportFilterKey[];
export type ReportSearch = Partial<Record<ReportFilterKey, string>> & {
  page?: number;
  limit?: number;
  tab?: number;
};
