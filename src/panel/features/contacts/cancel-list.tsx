import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type * as v from 'valibot';
import type { Cancel11ItemSchema } from '../../../domain/contacts/contacts.schema.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import type { FilterDef } from '../../ui/filter-field.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { isoToJalali, lineNumber, localNumber } from './contact-format.ts';
import * as styles from './contacts.css.ts';
import { cancel11Query } from './contacts.queries.ts';
import type { ListPaging } from './contacts-search.ts';
import { ListFilters, NumberFilterError, numberFilterError } from './list-filters.tsx';

type Item = v.InferOutput<typeof Cancel11ItemSchema>;
const filters: FilterDef[] = [{ type: 'search', key: 'number', title: 'شماره' }];

const columns: Column<Item>[] = [
  { key: 'number', title: 'شماره', cell: (r) => <bdi dir="ltr">{localNumber(r.number)}</bdi> },
  {
    key: 'line',
    title: 'خط',
    cell: (r) => (r.line ? <bdi dir="ltr">{lineNumber(r.line)}</bdi> : 'همهٔ خطوط'),
  },
  { key: 'message', title: 'پیامی که فرستاد', cell: (r) => r.message ?? '—' },
  { key: 'time', title: 'زمان', cell: (r) => <bdi dir="ltr">{isoToJalali(r.created_at, true)}</bdi> },
];

/** Numbers that opted out with «۱۱»: read only, searched by number; no send goes to them on that line. */
export function CancelList({ search }: { search: ListPaging & { number?: string | undefined } }) {
  const bad = numberFilterError(search.number);
  const list = useQuery({
    ...cancel11Query({ page: search.page, limit: search.limit }, search.number),
    enabled: !bad,
  });
  const total = list.data?.meta.total ?? 0;
  if (list.status === 'success' && total === 0 && !search.number)
    return (
      <EmptyArea
        title="لیست لغو۱۱ خالی است"
        description="هر کس در پاسخ به یکی از خطوط شما «۱۱» بفرستد اینجا می‌آید و دیگر از آن خط پیامک نمی‌گیرد؛ با فرستادن «۱۲» از لیست بیرون می‌رود."
      />
    );
  return (
    <div className={styles.screen}>
      <ListFilters filters={filters} />
      <NumberFilterError message={bad} />
      <DataTable
        caption="لیست لغو۱۱"
        columns={columns}
        rows={list.data?.items}
        rowKey={(r) => r.id}
        status={bad ? 'success' : list.status}
        onRetry={() => void list.refetch()}
      />
      {total > 0 ? <Pagination total={total} /> : null}
      <p className={styles.muted}>
        پیامک‌هایی که این شماره‌ها فرستادند در{' '}
        <Link to="/inbox" className={styles.link}>
          صندوق دریافت
        </Link>{' '}
        هست.
      </p>
    </div>
  );
}
