import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatNumber, toPersianDigits } from '../../../domain/index.ts';
import { transactionExportCall } from '../../../domain/wallet/wallet-transfers.calls.ts';
import {
  type TransactionRow,
  transactionKindLabels,
  transactionTypeLabels,
} from '../../../domain/wallet/wallet-transfers.schema.ts';
import { ApiError } from '../../lib/api.ts';
import { ExportButton } from '../../lib/export-button.tsx';
import { useLiveReadAgain } from '../../lib/live/use-live.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { whenText } from './amount-text.ts';
import { TRANSACTION_FILTER_KEYS, TransactionFilters } from './transaction-filters.tsx';
import type { TransactionsSearch } from './transactions-search.ts';
import * as styles from './wallet.css.ts';
import { startTransactionsExport, transactionsQuery, walletKeys } from './wallet.queries.ts';

/** A send's debit and a refund name their send; the link opens its report. */
function Description({ row }: { row: TransactionRow }) {
  if (row.bulk_id === null) return <span>{toPersianDigits(row.description)}</span>;
  return (
    <Link className={styles.link} to="/reports/$id" params={{ id: String(row.bulk_id) }}>
      {toPersianDigits(row.description)}
    </Link>
  );
}

const COLUMNS: Column<TransactionRow>[] = [
  { key: 'time', title: 'تاریخ و ساعت', cell: (r) => <bdi dir="ltr">{whenText(r.created_at)}</bdi> },
  {
    key: 'amount',
    title: 'مبلغ (ریال)',
    cell: (r) => (
      <span className={styles.amount[r.type]}>
        {r.type === 'deposit' ? '+' : '−'}
        {formatNumber(r.amount)}
      </span>
    ),
  },
  {
    key: 'type',
    title: 'نوع',
    cell: (r) => `${transactionTypeLabels[r.type]} · ${transactionKindLabels[r.kind]}`,
  },
  { key: 'description', title: 'شرح', cell: (r) => <Description row={r} /> },
  {
    key: 'reference',
    title: 'شماره پیگیری',
    cell: (r) => (r.payment?.reference ? <bdi>{toPersianDigits(r.payment.reference)}</bdi> : '—'),
  },
  { key: 'balance', title: 'موجودی پس از تراکنش', cell: (r) => <bdi>{formatNumber(r.balance_after)}</bdi> },
];

/** /wallet/transactions: every deposit and withdrawal, filtered by the URL, paged, exportable. */
export function TransactionsScreen({ search }: { search: TransactionsSearch }) {
  const queryClient = useQueryClient();
  const list = useQuery(transactionsQuery(search));
  // Every change of the balance is a new row: the list follows the credit live.
  const readAgain = () =>
    void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'transactions'] });
  useLiveReadAgain(['credit'], readAgain);
  const filtered = TRANSACTION_FILTER_KEYS.some((key) => (search[key] ?? '') !== '');
  const refusal = list.error instanceof ApiError && list.error.status === 422 ? list.error.message : null;
  const empty = list.status === 'success' && list.data.meta.total === 0;
  return (
    <div className={styles.list}>
      <TransactionFilters
        search={search}
        beside={
          <ExportButton
            label="خروجی تراکنش‌ها"
            target={{
              kind: 'custom',
              start: (format) => startTransactionsExport(search, format),
              permission: transactionExportCall.permission,
            }}
          />
        }
      />
      {refusal ? (
        <p className={styles.alert} role="alert">
          {refusal}
        </p>
      ) : empty ? (
        filtered ? (
          <EmptyArea
            title="تراکنشی پیدا نشد"
            description="هیچ تراکنشی با این فیلترها پیدا نشد. فیلترها را تغییر دهید یا پاک کنید."
          />
        ) : (
          <EmptyArea
            title="تراکنشی نیست"
            description="پرداخت‌ها و برداشت‌های کیف پول شما اینجا نمایش داده می‌شوند."
            action={{ to: '/wallet/credit', label: 'افزایش اعتبار' }}
          />
        )
      ) : (
        <>
          <DataTable
            caption="تراکنش‌های کیف پول"
            columns={COLUMNS}
            rows={list.data?.items}
            rowKey={(r) => r.id}
            status={list.status}
            onRetry={() => void list.refetch()}
          />
          {list.data ? <Pagination total={list.data.meta.total} /> : null}
        </>
      )}
    </div>
  );
}
