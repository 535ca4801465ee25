import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatJalali, formatNumber, formatRials, toPersianDigits } from '../../../domain/index.ts';
import {
  outboxStateLabel,
  outboxStateTone,
  type ReportListRow,
  sendTypeLabel,
} from '../../../domain/reports/report-lists.schema.ts';
import { ApiError } from '../../lib/api.ts';
import { ExportButton } from '../../lib/export-button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { UrlTabs } from '../../ui/url-tabs.tsx';
import { Pager } from './pager.tsx';
import { ReportFilters } from './report-filters.tsx';
import {
  ARCHIVE_TAB,
  isFiltered,
  REPORT_TABS,
  type ReportSearch,
  reportListFilters,
  reportListQuery,
  SYSTEMIC_TAB,
} from './report-lists.queries.ts';
import * as styles from './reports-list.css.ts';

const EMPTY: Record<number, { title: string; description: string }> = {
  0: { title: 'گزارشی نیست', description: 'در ۳۰ روز گذشته ارسالی نداشته‌اید.' },
  1: { title: 'ارسال سیستمی‌ای نیست', description: 'در ۳۰ روز گذشته با کلید API ارسالی نداشته‌اید.' },
  2: { title: 'بایگانی خالی است', description: 'ارسالی قدیمی‌تر از ۳۰ روز ندارید.' },
};

/** A unix-seconds time of the published rows, as a Jalali date and time. */
function UnixTime({ value }: { value: string }) {
  const instant = new Date(Number(value) * 1000);
  return (
    <time dir="ltr" dateTime={instant.toISOString()}>
      {formatJalali(instant, true)}
    </time>
  );
}

function columns(tab: number): Column<ReportListRow>[] {
  return [
    {
      key: 'id',
      title: 'شناسهٔ ارسال',
      cell: (r) =>
        tab === ARCHIVE_TAB ? (
          <Link
            className={styles.idLink}
            to="/reports/archive-details/$id"
            params={{ id: r.messages_outbox_id }}
            aria-label={`جزئیات ارسال ${formatNumber(Number(r.messages_outbox_id))}`}
          >
            {formatNumber(Number(r.messages_outbox_id))}
          </Link>
        ) : (
          <Link
            className={styles.idLink}
            to="/reports/$id"
            params={{ id: r.messages_outbox_id }}
            aria-label={`جزئیات ارسال ${formatNumber(Number(r.messages_outbox_id))}`}
          >
            {formatNumber(Number(r.messages_outbox_id))}
          </Link>
        ),
    },
    {
      key: 'state',
      title: 'وضعیت',
      cell: (r) => (
        <span className={styles.state({ tone: outboxStateTone(r.state_id) })} data-state={r.state_id}>
          {outboxStateLabel(r.state_id)}
        </span>
      ),
    },
    {
      key: 'text',
      title: 'متن پیام',
      cell: (r) => (
        <span className={styles.summary} title={r.message} dir="auto">
          {r.summary}
        </span>
      ),
    },
    {
      key: 'line',
      title: 'خط ارسال',
      cell: (r) => (
        <span className={styles.line}>
          <span className={styles.dot} style={{ background: r.number_color }} aria-hidden="true" />
          <bdi dir="ltr">{toPersianDigits(r.number.replace(/^\+98/, ''))}</bdi>
        </span>
      ),
    },
    { key: 'type', title: 'نوع ارسال', cell: (r) => sendTypeLabel(r.type) },
    { key: 'count', title: 'گیرندگان', cell: (r) => formatNumber(Number(r.rcpts_count)) },
    { key: 'exit', title: 'ارسال‌شده', cell: (r) => formatNumber(Number(r.exit_count)) },
    { key: 'cost', title: 'هزینه', cell: (r) => formatRials(r.cost) },
    { key: 'time', title: 'زمان ثبت', cell: (r) => <UnixTime value={r.time} /> },
    { key: 'send', title: 'زمان ارسال', cell: (r) => <UnixTime value={r.time_send} /> },
  ];
}

function TabList({ search, tab }: { search: ReportSearch; tab: number }) {
  const list = useQuery(reportListQuery({ ...search, tab }));
  const refusal = list.error instanceof ApiError && list.error.status === 422 ? list.error.message : null;
  if (refusal)
    return (
      <p className={styles.refusal} role="alert">
        {refusal}
      </p>
    );
  const meta = list.data?.meta;
  const empty = list.status === 'success' && list.data.items.length === 0;
  if (empty && (meta?.total ?? 0) === 0) {
    const filtered = isFiltered(search);
    const words = EMPTY[tab] ?? EMPTY[0];
    return filtered ? (
      <EmptyArea
        title="ارسالی پیدا نشد"
        description="هیچ ارسالی با این فیلترها پیدا نشد. فیلترها را تغییر دهید یا پاک کنید."
      />
    ) : (
      <EmptyArea
        title={words?.title ?? ''}
        description={words?.description ?? ''}
        action={tab === ARCHIVE_TAB ? undefined : { to: '/send-sms', label: 'ارسال پیامک' }}
      />
    );
  }
  return (
    <>
      {tab === SYSTEMIC_TAB ? (
        <div className={styles.toolbar}>
          <ExportButton
            target={{ kind: 'systemic', filters: reportListFilters(search) }}
            label="خروجی ارسال‌های سیستمی"
          />
        </div>
      ) : null}
      <DataTable
        caption={REPORT_TABS[tab] ?? ''}
        columns={columns(tab)}
        rows={list.data?.items}
        rowKey={(r) => r.messages_outbox_id}
        status={list.status}
        onRetry={() => void list.refetch()}
      />
      {meta ? (
        <Pager page={meta.current_page} limit={meta.per_page} lastPage={meta.last_page} total={meta.total} />
      ) : null}
    </>
  );
}

/** The user's sends in three tabs (the last 30 days, systemic sends, the archive), filtered and paged. */
export function ReportsList({ search }: { search: ReportSearch }) {
  return (
    <div className={styles.screen}>
      <ReportFilters search={search} />
      <UrlTabs label="گزارش‌ها" tabs={REPORT_TABS}>
        {(tab) => <TabList search={search} tab={tab} />}
      </UrlTabs>
    </div>
  );
}
