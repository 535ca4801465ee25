import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { archiveBulkStatsCall, bulkTimelineCall } from '../../../domain/reports/report-details.calls.ts';
import { bulkRecipientsCall, bulkStatsCall, bulkSummaryCall } from '../../../domain/reports/reports.calls.ts';
import { sendCancelCall } from '../../../domain/send/send.calls.ts';
import { ApiError, call, callList } from '../../lib/api.ts';

/** What the recipients table asks for: a page, its size and the filters, as the URL holds them. */
export type RecipientFilters = { page: number; limit: number; message_status?: string; recipient?: string };

export const reportDetailKeys = {
  all: ['reports', 'details'] as const,
  bulk: (id: string) => [...reportDetailKeys.all, id] as const,
  summary: (id: string) => [...reportDetailKeys.bulk(id), 'summary'] as const,
  stats: (id: string, archived: boolean) => [...reportDetailKeys.bulk(id), 'stats', archived] as const,
  timeline: (id: string) => [...reportDetailKeys.bulk(id), 'timeline'] as const,
  recipients: (id: string, filters: RecipientFilters) =>
    [...reportDetailKeys.bulk(id), 'recipients', filters] as const,
};

/** A missing send, or another user's, is not worth asking again. */
const retry = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status === 404) && count < 2;

// report/by_bulk: the send as the published API reports it, our summary under `bulk`.
export const bulkSummaryQuery = (id: string) =>
  queryOptions({
    queryKey: reportDetailKeys.summary(id),
    queryFn: () => call(bulkSummaryCall, { query: { messages_outbox_id: id } }),
    retry,
  });

// report/bulk_stats, or archive_bulk_stats for a send older than the reports' window.
export const bulkStatsQuery = (id: string, archived: boolean) =>
  queryOptions({
    queryKey: reportDetailKeys.stats(id, archived),
    queryFn: () => call(archived ? archiveBulkStatsCall : bulkStatsCall, { query: { bulk_id: id } }),
    retry,
    placeholderData: keepPreviousData,
  });

export const bulkTimelineQuery = (id: string) =>
  queryOptions({
    queryKey: reportDetailKeys.timeline(id),
    queryFn: () => call(bulkTimelineCall, { query: { bulk_id: id } }),
    retry,
    placeholderData: keepPreviousData,
  });

export const bulkRecipientsQuery = (id: string, filters: RecipientFilters) =>
  queryOptions({
    queryKey: reportDetailKeys.recipients(id, filters),
    queryFn: () =>
      callList(bulkRecipientsCall, {
        query: {
          bulk_id: id,
          page: filters.page,
          per_page: filters.limit,
          message_status: filters.message_status || undefined,
          recipient: filters.recipient || undefined,
        },
      }),
    retry,
    placeholderData: keepPreviousData,
  });

/** Starts what a send's page shows, not awaited: its summary, counts, timeline and recipients' page. */
export function prefetchReportDetails(
  queryClient: QueryClient,
  id: string,
  archived: boolean,
  filters: RecipientFilters,
): void {
  void queryClient.prefetchQuery(bulkSummaryQuery(id));
  void queryClient.prefetchQuery(bulkStatsQuery(id, archived));
  void queryClient.prefetchQuery(bulkTimelineQuery(id));
  void queryClient.prefetchQuery(bulkRecipientsQuery(id, filters));
}

/** Stops the send, then reads it back for what was refunded: the stop answers no data. */
export async function stopSending(id: string, idempotencyKey: string) {
  await call(sendCancelCall, { body: { message_outbox_id: Number(id) }, idempotencyKey });
  return call(bulkSummaryCall, { query: { messages_outbox_id: id } });
}
