import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ApiCallItem } from '../../../domain/developers/api-calls.schema.ts';
import { formatNumber } from '../../../domain/index.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { FilterBar } from '../../ui/filter-bar.tsx';
import type { FilterDef } from '../../ui/filter-field.tsx';
import { JalaliDate } from '../../ui/jalali-date.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { useIsPhone } from '../../ui/use-media-query.ts';
import { type ApiCallSearch, apiCallListQuery, apiCallQuery } from './api-calls.queries.ts';
import { apiKeysQuery } from './api-keys.queries.ts';
import * as styles from './developers.css.ts';

const statusOptions = [
  { value: '2xx', label: 'موفق (2xx)' },
  { value: '4xx', label: 'ردشده (4xx)' },
  { value: '5xx', label: 'خطای سرور (5xx)' },
] as const;

/** A status as the log shows it: green for 2xx, red otherwise. */
export function StatusCode({ status }: { status: number }) {
  return (
    <bdi dir="ltr" className={`${styles.status} ${status < 400 ? styles.good : styles.bad}`}>
      {status}
    </bdi>
  );
}

/** Every call made with the account's keys in the last 30 days: filtered and paged through the URL. */
export function ApiCallsScreen({ search }: { search: ApiCallSearch }) {
  const keys = useQuery(apiKeysQuery());
  const filters: FilterDef[] = [
    {
      type: 'options',
      key: 'key',
      title: 'کلید',
      options: (keys.data?.items ?? []).map((k) => ({ value: String(k.id), label: k.title })),
    },
    { type: 'options', key: 'status', title: 'وضعیت', options: statusOptions },
    { type: 'search', key: 'path', title: 'مسیر' },
    { type: 'search', key: 'request_id', title: 'شناسهٔ درخواست' },
    { type: 'date_range', key: 'date', title: 'تاریخ', from: 'from', to: 'to' },
  ];
  const phone = useIsPhone();
  const active = (['key', 'status', 'path', 'request_id', 'from', 'to'] as const).filter(
    (k) => search[k],
  ).length;
  const checked = apiCallQuery(search);
  const list = useQuery({
    ...apiCallListQuery('query' in checked ? checked.query : { page: 1, per_page: 20 }),
    enabled: 'query' in checked,
  });
  const total = list.data?.meta.total ?? 0;
  const columns: Column<ApiCallItem>[] = [
    { key: 'at', title: 'زمان', cell: (c) => <JalaliDate value={c.at} withTime /> },
    {
      key: 'path',
      title: 'درخواست',
      cell: (c) => (
        <Link to="/developers/api-calls/$id" params={{ id: String(c.id) }} className={styles.link}>
          <bdi dir="ltr">
            {c.method} {c.path}
          </bdi>
        </Link>
      ),
    },
    { key: 'status', title: 'وضعیت', cell: (c) => <StatusCode status={c.status} /> },
    {
      key: 'code',
      title: 'کد پیام',
      cell: (c) => (c.message_code ? <bdi dir="ltr">{c.message_code}</bdi> : '—'),
    },
    { key: 'key', title: 'کلید', cell: (c) => c.key_title ?? 'کلید حذف‌شده' },
    { key: 'ms', title: 'مدت', cell: (c) => `${formatNumber(c.duration_ms)} میلی‌ثانیه` },
  ];
  return (
    <div className={styles.screen}>
      <p className={styles.note}>
        فراخوانی‌های وب‌سرویس با کلیدهای API این حساب تا ۳۰ روز نگهداری می‌شوند؛ رمزها، کدها و کلیدها در آن‌ها
        پوشانده شده‌اند. هر پاسخ سرآیند <bdi dir="ltr">X-Request-Id</bdi> دارد؛ با آن درخواست را اینجا پیدا
        کنید یا در تیکت پشتیبانی بنویسید.
      </p>
      {phone ? (
        <details open={active > 0}>
          <summary>فیلترها{active > 0 ? ` (${formatNumber(active)})` : ''}</summary>
          <FilterBar filters={filters} />
        </details>
      ) : (
        <FilterBar filters={filters} />
      )}
      {'error' in checked ? (
        <p role="alert" className={styles.alert}>
          {checked.error}
        </p>
      ) : null}
      <DataTable
        caption="فراخوانی‌های API"
        columns={columns}
        rows={list.data?.items}
        rowKey={(c) => c.id}
        status={'error' in checked ? 'success' : list.status}
        onRetry={() => void list.refetch()}
      />
      {total > 0 ? <Pagination total={total} /> : null}
    </div>
  );
}
