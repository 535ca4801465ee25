import { useQuery } from '@tanstack/react-query';
import {
  ACTIVITY_ACTIONS,
  type ActivityItem,
  activityActionLabels,
} from '../../../domain/colleagues/colleagues.schema.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { FilterBar } from '../../ui/filter-bar.tsx';
import type { FilterDef } from '../../ui/filter-field.tsx';
import { JalaliDate } from '../../ui/jalali-date.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import type { TableStatus } from '../../ui/table-state.tsx';
import { useIsPhone } from '../../ui/use-media-query.ts';
import { ActivityDetail } from './activity-detail.tsx';
import { fullName } from './colleague-parts.tsx';
import * as styles from './colleagues.css.ts';
import { activityFor, allColleaguesQuery } from './colleagues.queries.ts';
import type { ColleaguesSearch } from './colleagues-search.ts';

const columns: Column<ActivityItem>[] = [
  { key: 'at', title: 'زمان', cell: (e) => <JalaliDate value={e.at} withTime /> },
  {
    key: 'member',
    title: 'انجام‌دهنده',
    cell: (e) => (e.is_owner ? `${e.member_name} (صاحب حساب)` : e.member_name),
  },
  { key: 'action', title: 'کار', cell: (e) => activityActionLabels[e.action] },
  { key: 'detail', title: 'جزئیات', cell: (e) => <ActivityDetail event={e} /> },
  { key: 'address', title: 'آی‌پی', cell: (e) => (e.address ? <bdi dir="ltr">{e.address}</bdi> : '—') },
];

/** A list of events (the account's log, or one colleague's recent ones). */
export function ActivityTable({
  caption,
  rows,
  status,
  onRetry,
  withMember = true,
}: {
  caption: string;
  rows: readonly ActivityItem[] | undefined;
  status: TableStatus;
  onRetry: () => void;
  withMember?: boolean;
}) {
  return (
    <DataTable
      caption={caption}
      columns={withMember ? columns : columns.filter((c) => c.key !== 'member')}
      rows={rows}
      rowKey={(e) => e.id}
      status={status}
      onRetry={onRetry}
    />
  );
}

/** The account's activity log: by member, action and days, paged; the URL holds it all. */
export function ActivityLog({ search }: { search: ColleaguesSearch }) {
  const phone = useIsPhone();
  const log = useQuery(activityFor(search));
  const colleagues = useQuery(allColleaguesQuery());
  const filters: FilterDef[] = [
    {
      type: 'options',
      key: 'member',
      title: 'همکار',
      options: (colleagues.data?.items ?? []).map((c) => ({ value: String(c.id), label: fullName(c) })),
    },
    {
      type: 'options',
      key: 'action',
      title: 'کار',
      options: ACTIVITY_ACTIONS.map((action) => ({ value: action, label: activityActionLabels[action] })),
    },
    { type: 'date_range', key: 'date', title: 'تاریخ', from: 'from', to: 'to' },
  ];
  const filtered = Boolean(search.member || search.action || search.from || search.to);
  const total = log.data?.meta.total ?? 0;
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
      <ActivityTable
        caption="گزارش فعالیت"
        rows={log.data?.items}
        status={log.status}
        onRetry={() => void log.refetch()}
      />
      {total > 0 ? <Pagination total={total} /> : null}
    </div>
  );
}
