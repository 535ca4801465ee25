import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ColleagueItem } from '../../../domain/colleagues/colleagues.schema.ts';
import { COLLEAGUE_STATUSES, colleagueStatusLabels } from '../../../domain/core/enums.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { FilterBar } from '../../ui/filter-bar.tsx';
import type { FilterDef } from '../../ui/filter-field.tsx';
import { JalaliDate } from '../../ui/jalali-date.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { useIsPhone } from '../../ui/use-media-query.ts';
import { fullName, MobileText, RoleChips, StatusBadge } from './colleague-parts.tsx';
import * as styles from './colleagues.css.ts';
import { colleagueListFor } from './colleagues.queries.ts';
import type { ColleaguesSearch } from './colleagues-search.ts';

const filters: FilterDef[] = [
  { type: 'search', key: 'search', title: 'نام، نام کاربری یا موبایل' },
  {
    type: 'options',
    key: 'status',
    title: 'وضعیت',
    options: COLLEAGUE_STATUSES.map((status) => ({ value: status, label: colleagueStatusLabels[status] })),
  },
];

const columns: Column<ColleagueItem>[] = [
  {
    key: 'name',
    title: 'نام',
    cell: (c) => (
      <Link to="/colleagues/$id" params={{ id: String(c.id) }} className={styles.link}>
        {fullName(c)}
      </Link>
    ),
  },
  { key: 'username', title: 'نام کاربری', cell: (c) => <bdi dir="ltr">{c.username}</bdi> },
  { key: 'mobile', title: 'موبایل', cell: (c) => <MobileText mobile={c.mobile} /> },
  { key: 'roles', title: 'نقش‌ها', cell: (c) => <RoleChips roles={c.roles} /> },
  { key: 'status', title: 'وضعیت', cell: (c) => <StatusBadge status={c.status} /> },
  {
    key: 'login',
    title: 'آخرین ورود',
    cell: (c) => (c.last_login_at ? <JalaliDate value={c.last_login_at} withTime /> : 'هنوز وارد نشده'),
  },
];

/** The colleagues, filtered by status and a search, paged: the URL holds all three. */
export function ColleagueList({ search }: { search: ColleaguesSearch }) {
  const phone = useIsPhone();
  const list = useQuery(colleagueListFor(search));
  const total = list.data?.meta.total ?? 0;
  const filtered = Boolean(search.search || search.status);
  if (list.status === 'success' && total === 0 && !filtered)
    return (
      <EmptyArea
        title="همکاری اضافه نکرده‌اید"
        description="همکاران خود را با نقش دسترسی مشخص به پنل بیاورید؛ رمز ورود موقت برایشان پیامک می‌شود."
        action={{ to: '/colleagues/create', label: 'افزودن همکار' }}
      />
    );
  return (
    <div className={styles.screen}>
      {phone ? (
        <details className={styles.filters} open={filtered}>
          <summary className={styles.summary}>جستجو و فیلتر</summary>
          <FilterBar filters={filters} />
        </details>
      ) : (
        <FilterBar filters={filters} />
      )}
      <DataTable
        caption="همکاران"
        columns={columns}
        rows={list.data?.items}
        rowKey={(c) => c.id}
        status={list.status}
        onRetry={() => void list.refetch()}
      />
      {total > 0 ? <Pagination total={total} /> : null}
    </div>
  );
}
