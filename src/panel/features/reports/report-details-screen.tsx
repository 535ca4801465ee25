import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  type BulkProgress,
  formatNumber,
  formatRials,
  type OutboxReport,
  outboxStateLabels,
  REPORT_TABS,
  toPersianDigits,
} from '../../../domain/index.ts';
import { canStopSending } from '../../../domain/reports/report-details.rules.ts';
import { sendTypeLabel } from '../../../domain/reports/report-lists.schema.ts';
import { ApiError } from '../../lib/api.ts';
import { useLiveEvent } from '../../lib/live/use-live.ts';
import { button } from '../../ui/button.css.ts';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { JalaliDate } from '../../ui/jalali-date.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { TableState } from '../../ui/table-state.tsx';
import { DeliveryCharts } from './delivery-chart.tsx';
import { RecipientsTable } from './recipients-table.tsx';
import * as styles from './report-details.css.ts';
import {
  bulkStatsQuery,
  bulkSummaryQuery,
  bulkTimelineQuery,
  type RecipientFilters,
  reportDetailKeys,
} from './report-details.queries.ts';
import { RefundNotice, StopSending } from './stop-sending.tsx';

/** The archive's tab on the reports screen. */
const ARCHIVE_TAB = REPORT_TABS.indexOf('archive');

/**
 * The pictures and the table are read again at most this often while a send runs (ms); a large
 * send's timeline counts all its recipients, so it is asked for less often.
 */
const liveRefreshMs = (total: number) => (total > 100_000 ? 5_000 : 1_500);

/** bulk_progress of this send: its counts at once, the pictures and the recipients a moment later. */
function useLiveProgress(id: string) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useLiveEvent('bulk_progress', (message) => {
    const data = message.data as BulkProgress | undefined;
    if (!data || String(data.bulk_id) !== id) return;
    queryClient.setQueryData<OutboxReport>(reportDetailKeys.summary(id), (report) =>
      report ? { ...report, bulk: { ...report.bulk, ...data } } : report,
    );
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void queryClient.invalidateQueries({ queryKey: reportDetailKeys.bulk(id) });
    }, liveRefreshMs(data.total));
  });
  // The server says `ready` on every new connection: what it sent while there was none was lost.
  useLiveEvent('ready', () => void queryClient.invalidateQueries({ queryKey: reportDetailKeys.bulk(id) }));
}

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** One send: what was sent, to how many, at what cost; its pictures and its recipients. */
export function ReportDetailsScreen({
  id,
  archived,
  filters,
  tools,
}: {
  id: string;
  archived: boolean;
  filters: RecipientFilters;
  /** What the route adds beside stop sending (the export of the recipients). */
  tools?: ReactNode;
}) {
  const summary = useQuery(bulkSummaryQuery(id));
  const stats = useQuery(bulkStatsQuery(id, archived));
  const timeline = useQuery(bulkTimelineQuery(id));
  useLiveProgress(id);
  if (notFound(summary.error) || notFound(stats.error)) {
    return (
      <EmptyArea
        title="ارسال پیدا نشد"
        description={
          archived
            ? 'این ارسال در بایگانی شما نیست. ارسال‌های ۳۰ روز اخیر در گزارش‌ها هستند.'
            : 'ارسالی با این شناسه در حساب شما نیست.'
        }
        action={{ to: '/reports', label: 'بازگشت به گزارش‌ها' }}
      />
    );
  }
  const report = summary.data;
  if (!report) {
    return (
      <TableState
        status={summary.isError ? 'error' : 'pending'}
        empty={false}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  const bulk = report.bulk;
  // What went out is on the send's counters; stopped recipients are on none of them.
  const gone = bulk.counts[0] + bulk.counts[1] + bulk.counts[2] + bulk.counts[3];
  const charged = bulk.total - bulk.counts[4];
  const stopped = charged - gone - bulk.pending;
  const running = canStopSending(bulk.status);
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="bulk-title">
        <div className={styles.cardHead}>
          <h2 id="bulk-title" className={styles.cardTitle}>
            ارسال {toPersianDigits(report.messages_outbox_id)}
          </h2>
          <div className={styles.actions}>
            {running && !archived ? <StopSending id={id} pending={bulk.pending} /> : null}
            {tools}
            <Link
              className={`${button({ variant: 'secondary' })} ${styles.desktopOnly}`}
              to="/reports"
              search={archived ? { tab: ARCHIVE_TAB } : {}}
            >
              همهٔ گزارش‌ها
            </Link>
          </div>
        </div>
        {bulk.refunded > 0 ? <RefundNotice refunded={bulk.refunded} /> : null}
        <dl className={styles.facts}>
          <dt className={styles.term}>وضعیت</dt>
          <dd className={styles.value} data-testid="bulk-state">
            {report.status || outboxStateLabels[report.state_id]}
          </dd>
          <dt className={styles.term}>نوع ارسال</dt>
          <dd className={styles.value}>{sendTypeLabel(bulk.type)}</dd>
          <dt className={styles.term}>خط ارسال</dt>
          <dd className={styles.value}>
            <bdi dir="ltr">{toPersianDigits(bulk.sender_number)}</bdi>
          </dd>
          <dt className={styles.term}>زمان ثبت</dt>
          <dd className={styles.value}>
            <JalaliDate value={bulk.created_at} withTime />
          </dd>
          <dt className={styles.term}>زمان ارسال</dt>
          <dd className={styles.value}>
            {bulk.scheduled_at ? <JalaliDate value={bulk.scheduled_at} withTime /> : 'بلافاصله پس از ثبت'}
          </dd>
          <dt className={styles.term}>گیرندگان</dt>
          <dd className={styles.value}>
            {formatNumber(bulk.total)}
            {bulk.counts[4] > 0 ? ` (${formatNumber(bulk.counts[4])} در لیست سیاه)` : ''}
          </dd>
          <dt className={styles.term}>تعداد بخش</dt>
          <dd className={styles.value}>{toPersianDigits(report.part)}</dd>
          <dt className={styles.term}>هزینه</dt>
          <dd className={styles.value}>{formatRials(bulk.price)}</dd>
          {bulk.refunded > 0 ? (
            <>
              <dt className={styles.term}>بازگشت اعتبار</dt>
              <dd className={styles.value}>{formatRials(bulk.refunded)}</dd>
            </>
          ) : null}
        </dl>
        <p className={styles.text} dir="auto">
          {bulk.text}
        </p>
        {charged > 0 ? <ProgressBar label="پیشرفت ارسال" value={(gone / charged) * 100} /> : null}
        <p className={styles.muted} aria-live="polite">
          {/* A middle dot reads as a Persian zero beside Persian digits: the parts are joined by commas. */}
          {`${formatNumber(gone)} از ${formatNumber(charged)} فرستاده شد، ${formatNumber(bulk.counts[2])} رسیده به گوشی، ${formatNumber(bulk.counts[3])} نرسیده به گوشی`}
          {stopped > 0 ? `، ${formatNumber(stopped)} متوقف شد و نرفت` : ''}
        </p>
      </section>
      <section className={styles.card} aria-labelledby="charts-title">
        <h2 id="charts-title" className={styles.cardTitle}>
          نمودار ارسال
        </h2>
        {stats.data ? (
          <DeliveryCharts stats={stats.data} timeline={timeline.data} />
        ) : (
          <TableState
            status={stats.isError ? 'error' : 'pending'}
            empty={false}
            onRetry={() => void stats.refetch()}
          />
        )}
      </section>
      <RecipientsTable id={id} filters={filters} bulk={bulk} />
    </div>
  );
}
