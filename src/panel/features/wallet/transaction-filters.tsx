import { type ReactNode, useState } from 'react';
import { formatNumber } from '../../../domain/index.ts';
import { transactionTypeLabels } from '../../../domain/wallet/wallet-transfers.schema.ts';
import { Button } from '../../ui/button.tsx';
import { FilterBar } from '../../ui/filter-bar.tsx';
import type { FilterDef } from '../../ui/filter-field.tsx';
import type { TransactionFilterKey, TransactionsSearch } from './transactions-search.ts';
import * as styles from './wallet.css.ts';

/**
 * The filters' keys in the URL. Listed here, not read from the route's schema module: the screen then
 * leaves that module to the route alone, and it costs the first visit no chunk of its own.
 */
export const TRANSACTION_FILTER_KEYS = [
  'type',
  'from',
  'to',
  'amount_from',
  'amount_to',
  'reference',
] as const satisfies readonly TransactionFilterKey[];

const FILTERS: FilterDef[] = [
  {
    type: 'options',
    key: 'type',
    title: 'نوع تراکنش',
    options: Object.entries(transactionTypeLabels).map(([value, label]) => ({ value, label })),
  },
  { type: 'date_range', key: 'date', title: 'تاریخ', from: 'from', to: 'to' },
  { type: 'search_range', key: 'amount', title: 'مبلغ (ریال)', from: 'amount_from', to: 'amount_to' },
  { type: 'search', key: 'reference', title: 'شماره پیگیری یا شناسهٔ ارسال' },
];

/**
 * The transactions' filters, bound to the URL, behind a button that says how many are in use; `beside`
 * (the export) sits in the same row.
 */
export function TransactionFilters({ search, beside }: { search: TransactionsSearch; beside?: ReactNode }) {
  const active = TRANSACTION_FILTER_KEYS.filter((key) => (search[key] ?? '') !== '').length;
  // Folded until wanted, so the list is what the screen opens on; open while filters are in use.
  const [chosen, setOpen] = useState<boolean | null>(null);
  const open = chosen ?? active > 0;
  return (
    <div className={styles.form}>
      <div className={styles.toolbar}>
        <Button variant="secondary" size="large" aria-expanded={open} onClick={() => setOpen(!open)}>
          {active > 0 ? `فیلترها (${formatNumber(active)})` : 'فیلترها'}
        </Button>
        {beside}
      </div>
      {open ? <FilterBar filters={FILTERS} /> : null}
    </div>
  );
}
