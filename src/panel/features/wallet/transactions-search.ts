// The transactions screen's filters as they sit in the URL. The route checks them before its screen
// loads, so this module is part of every first visit: it holds the URL's shape alone (the shared URL params,
// nothing of the calls the list itself needs).
import { textParam } from '../../lib/list-search.ts';

/** type (deposit or withdrawal), a Jalali date range, an amount range in rials, a reference. */
export const transactionsSearch = {
  type: textParam,
  from: textParam,
  to: textParam,
  amount_from: textParam,
  amount_to: textParam,
  reference: textParam,
};
export type TransactionFilterKey = keyof typeof transactionsSearch;
export type TransactionsSearch = Partial<Record<TransactionFilterKey, string>> & {
  page?: number;
  limit?: number;
};
