import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatJalali, PATTERN_STATES, patternStateLabels } from '../../../domain/index.ts';
import { PATTERN_REVIEWED_EVENT, type PatternItem } from '../../../domain/patterns/patterns.schema.ts';
import { useLiveReadAgain } from '../../lib/live/use-live.ts';
import { button } from '../../ui/button.css.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { FilterBar } from '../../ui/filter-bar.tsx';
import type { FilterDef } from '../../ui/filter-field.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { UrlTabs } from '../../ui/url-tabs.tsx';
import { useIsPhone } from '../../ui/use-media-query.ts';
import { CopyCode, StateBadge } from './pattern-parts.tsx';
import * as styles from './patterns.css.ts';
import { patternListFor, refreshPatterns } from './patterns.queries.ts';
import { PATTERN_TABS, type PatternsSearch } from './patterns-search.ts';

const filters: FilterDef[] = [
  { type: 'search', key: 'title', title: 'عنوان الگو' },
  { type: 'search', key: 'code', title: 'کد الگو' },
  {
    type: 'options',
    key: 'state',
    title: 'وضعیت',
    options: PATTERN_STATES.map((state) => ({ value: state, label: patternStateLabels[state] })),
  },
];

const isoDate = (iso: string) => formatJalali(new Date(iso));

/** /pattern: the user's patterns and, in the second tab, the provider's systemic ones. */
export function PatternsHome({ search }: { search: PatternsSearch }) {
  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <p className={styles.muted}>
          الگو، متن ثابت پیامک‌هایی مانند کد تأیید است با متغیرهایی که هنگام ارسال از API پر می‌شوند.
        </p>
        <span className={styles.spacer} />
        <Link to="/pattern/create" className={button({ size: 'large' })}>
          ساخت الگو
        </Link>
      </div>
      <UrlTabs label="الگوها" tabs={PATTERN_TABS}>
        {(tab) => (tab === 0 ? <MyPatterns search={search} /> : <SystemicPatterns search={search} />)}
      </UrlTabs>
    </div>
  );
}

function MyPatterns({ search }: { search: PatternsSearch }) {
  const queryClient = useQueryClient();
  // A review answered while the list is open changes a state badge in it.
  useLiveReadAgain([PATTERN_REVIEWED_EVENT], () => void refreshPatterns(queryClient));
  const list = useQuery(patternListFor({ ...search, tab: 0 }));
  const state = PATTERN_STATES.find((s) => s === search.state);
  const total = list.data?.meta.total ?? 0;
  const filtered = Boolean(search.title || search.code || state);
  const columns: Column<PatternItem>[] = [
    {
      key: 'title',
      title: 'عنوان',
      cell: (p) => (
        <Link to="/pattern/$id" params={{ id: p.pattern_code }} className={styles.link}>
          {p.title || 'الگوی بی‌عنوان'}
        </Link>
      ),
    },
    { key: 'code', title: 'کد الگو', cell: (p) => <CopyCode code={p.pattern_code} /> },
    { key: 'state', title: 'وضعیت', cell: (p) => <StateBadge state={p.state} /> },
    { key: 'shared', title: 'اشتراکی', cell: (p) => (p.pattern_is_share ? 'بله' : 'خیر') },
    { key: 'date', title: 'تاریخ ساخت', cell: (p) => <bdi dir="ltr">{isoDate(p.created_at)}</bdi> },
  ];
  if (list.status === 'success' && total === 0 && !filtered)
    return (
      <EmptyArea
        title="الگویی نساخته‌اید"
        description="برای پیامک‌های تکراری مانند کد تأیید یا خبر سفارش، الگو بسازید؛ پس از تأیید، با کد آن از API می‌فرستید."
        action={{ to: '/pattern/create', label: 'ساخت الگو' }}
      />
    );
  return (
    <div className={styles.screen}>
      <PatternFilters filtered={filtered} />
      <DataTable
        caption="الگوهای من"
        columns={columns}
        rows={list.data?.items}
        rowKey={(p) => p.pattern_code}
        status={list.status}
        onRetry={() => void list.refetch()}
      />
      {total > 0 ? <Pagination total={total} /> : null}
    </div>
  );
}

/** The filter bar; on a phone it folds under one line, open while a filter is on. */
function PatternFilters({ filtered }: { filtered: boolean }) {
  const phone = useIsPhone();
  if (!phone) return <FilterBar filters={filters} />;
  return (
    <details className={styles.filters} open={filtered}>
      <summary className={styles.summary}>جستجو و فیلتر</summary>
      <FilterBar filters={filters} />
    </details>
  );
}

function SystemicPatterns({ search }: { search: PatternsSearch }) {
  const list = useQuery(patternListFor({ ...search, tab: 1 }));
  const total = list.data?.meta.total ?? 0;
  const columns: Column<PatternItem>[] = [
    {
      key: 'title',
      title: 'عنوان',
      cell: (p) => (
        <Link to="/pattern/systemic/$id" params={{ id: p.pattern_code }} className={styles.link}>
          {p.title || p.pattern_code}
        </Link>
      ),
    },
    { key: 'code', title: 'کد الگو', cell: (p) => <CopyCode code={p.pattern_code} /> },
    { key: 'description', title: 'کاربرد', cell: (p) => p.pattern_description || '—' },
  ];
  return (
    <div className={styles.screen}>
      <p className={styles.muted}>
        الگوهای آمادهٔ سامانه: تأییدشده‌اند و بی‌آنکه بسازید، با کدشان ارسال می‌کنید.
      </p>
      <DataTable
        caption="الگوهای سیستمی"
        columns={columns}
        rows={list.data?.items}
        rowKey={(p) => p.pattern_code}
        status={list.status}
        onRetry={() => void list.refetch()}
      />
      {total > 0 ? <Pagination total={total} /> : null}
    </div>
  );
}
