import { useQuery } from '@tanstack/react-query';
import {
  lineE164,
  RECIPIENT_STATUSES,
  type RecipientStatus,
  recipientStatusLabels,
  toLocalMobile,
  toPersianDigits,
} from '../../../domain/index.ts';
import type { BulkRecipient } from '../../../domain/reports/bulk-recipients.schema.ts';
import { type BulkState, recipientStatusWord } from '../../../domain/reports/report-details.rules.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { FilterBar } from '../../ui/filter-bar.tsx';
import type { FilterDef } from '../../ui/filter-field.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import * as styles from './report-details.css.ts';
import { bulkRecipientsQuery, type RecipientFilters } from './report-details.queries.ts';

const filters: readonly FilterDef[] = [
  {
    type: 'options',
    key: 'message_status',
    title: 'وضعیت',
    options: RECIPIENT_STATUSES.map((s) => ({ value: String(s), label: recipientStatusLabels[s] })),
  },
  { type: 'search', key: 'recipient', title: 'جستجوی شماره' },
];

const isStatus = (s: string): s is `${RecipientStatus}` => /^[0-4]$/.test(s);

const labels = RECIPIENT_STATUSES.map((s) => recipientStatusLabels[s]);

/** A recipient status in words, with its colour beside it. */
export function RecipientStatusBadge({ status, bulk }: { status: string; bulk: BulkState }) {
  if (!isStatus(status)) return <span>{toPersianDigits(status)}</span>;
  const s = Number(status) as RecipientStatus;
  return (
    <span className={styles.statusBadge}>
      <span className={`${styles.statusDot} ${styles.statusTone[s]}`} aria-hidden="true" />
      {recipientStatusWord(s, bulk, labels)}
    </span>
  );
}

const columnsFor = (bulk: BulkState): readonly Column<BulkRecipient>[] => [
  {
    key: 'recipient',
    title: 'گیرنده',
    cell: (r) => <bdi dir="ltr">{toPersianDigits(toLocalMobile(r.recipient) ?? r.recipient)}</bdi>,
  },
  {
    key: 'status',
    title: 'وضعیت',
    cell: (r) => <RecipientStatusBadge status={r.message_status} bulk={bulk} />,
  },
  { key: 'parts', title: 'تعداد بخش', cell: (r) => toPersianDigits(r.msg_parts) },
  {
    key: 'message',
    title: 'متن پیام',
    cell: (r) => (
      <span className={styles.messageCell} title={r.message} dir="auto">
        {r.message}
      </span>
    ),
  },
];

/** The send's recipients, filtered by status and number, bound to the URL; live while it runs. */
export function RecipientsTable({
  id,
  filters: search,
  bulk,
}: {
  id: string;
  filters: RecipientFilters;
  bulk: BulkState;
}) {
  const page = useQuery(bulkRecipientsQuery(id, search));
  return (
    <section className={styles.card} aria-labelledby="recipients-title">
      <h2 id="recipients-title" className={styles.cardTitle}>
        گیرندگان
      </h2>
      <FilterBar filters={filters} />
      {page.isError ? (
        <p role="alert" className={styles.error}>
          {page.error.message}
        </p>
      ) : null}
      <DataTable
        caption="گیرندگان این ارسال"
        columns={columnsFor(bulk)}
        rows={page.data?.items}
        rowKey={(r) => lineE164(r.recipient)}
        status={page.data ? 'success' : page.status}
        onRetry={() => void page.refetch()}
      />
      {page.data && page.data.meta.total > 0 ? <Pagination total={page.data.meta.total} /> : null}
    </section>
  );
}
