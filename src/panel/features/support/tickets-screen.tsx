// /support/tickets: the user's tickets with their state, category, last update and unread answers,
// filtered and paged by the URL; a phone shows cards, a desktop a table. Support's answers arrive live.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatNumber, toPersianDigits } from '../../../domain/index.ts';
import { TICKET_STATE_IDS, TICKET_STATES } from '../../../domain/support/support.rules.ts';
import type { TicketItem } from '../../../domain/support/support.schema.ts';
import { PendingWrites } from '../../app/outbox-parts.tsx';
import { useLiveReadAgain } from '../../lib/live/use-live.ts';
import { useOutbox } from '../../lib/outbox/use-outbox.ts';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { FilterBar } from '../../ui/filter-bar.tsx';
import type { FilterDef } from '../../ui/filter-field.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import * as styles from './support.css.ts';
import { categoriesQuery, supportKeys, ticketsQuery } from './support.queries.ts';
import { StateBadge } from './ticket-parts.tsx';
import type { TicketsSearch } from './tickets-search.ts';

/** The filters' keys in the URL, listed here so the screen leaves the route's schema module to the route. */
const TICKET_FILTER_KEYS = ['state', 'category', 'from', 'to'] as const;

function Subject({ t }: { t: TicketItem }) {
  return (
    <span className={styles.row}>
      <Link className={styles.link} to="/support/tickets/$id" params={{ id: String(t.id) }}>
        {t.subject}
      </Link>
      {t.unread > 0 ? (
        <span className={styles.unread} data-testid="ticket-unread">
          {formatNumber(t.unread)}
          <span
            style={{
              position: 'absolute',
              inlineSize: 1,
              blockSize: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            }}
          >
            {' '}
            پاسخ خوانده‌نشده
          </span>
        </span>
      ) : null}
    </span>
  );
}

const COLUMNS: Column<TicketItem>[] = [
  { key: 'subject', title: 'عنوان', cell: (t) => <Subject t={t} /> },
  { key: 'id', title: 'شماره', cell: (t) => <bdi>{toPersianDigits(String(t.id))}</bdi> },
  { key: 'category', title: 'دسته', cell: (t) => `${t.category.name} · ${t.sub_category.title}` },
  { key: 'state', title: 'وضعیت', cell: (t) => <StateBadge state={t.state_id} /> },
  { key: 'updated', title: 'آخرین به‌روزرسانی', cell: (t) => <RelativeTime date={new Date(t.updated_at)} /> },
];

export function TicketsScreen({ search }: { search: TicketsSearch }) {
  const queryClient = useQueryClient();
  const list = useQuery(ticketsQuery(search));
  const categories = useQuery(categoriesQuery());
  // An answer, or a socket (re)subscribed after answers it could not hear: the list is read again.
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: [...supportKeys.all, 'tickets'] });
  useLiveReadAgain(['ticket_updated'], readAgain);
  const filters: FilterDef[] = [
    {
      type: 'options',
      key: 'state',
      title: 'وضعیت',
      options: TICKET_STATE_IDS.map((id) => ({ value: String(id), label: TICKET_STATES[id].title })),
    },
    {
      type: 'options',
      key: 'category',
      title: 'دسته',
      options: (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    },
    { type: 'date_range', key: 'date', title: 'تاریخ به‌روزرسانی', from: 'from', to: 'to' },
  ];
  const active = TICKET_FILTER_KEYS.filter((key) => (search[key] ?? '') !== '').length;
  const filtered = active > 0;
  // Folded until wanted, so the list is what the screen opens on; open while filters are in use.
  const [chosen, setOpen] = useState<boolean | null>(null);
  const open = chosen ?? filtered;
  // Tickets made offline, at the top until the server has them.
  const waiting = useOutbox('ticket.add');
  const empty = list.status === 'success' && list.data.meta.total === 0 && waiting.length === 0;
  return (
    <div className={styles.stack}>
      <div className={styles.spread}>
        <Link to="/support/create-ticket" data-testid="new-ticket">
          <Button size="large" tabIndex={-1}>
            ثبت تیکت تازه
          </Button>
        </Link>
        <Link className={styles.link} to="/support/contact-info">
          اطلاعات تماس پشتیبانی
        </Link>
      </div>
      <div className={styles.row}>
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {active > 0 ? `فیلترها (${formatNumber(active)})` : 'فیلترها'}
        </Button>
      </div>
      {open ? <FilterBar filters={filters} /> : null}
      <PendingWrites entries={waiting} title="تیکت‌های در انتظار شبکه" render={(e) => e.label} />
      {empty ? (
        filtered ? (
          <EmptyArea
            title="تیکتی پیدا نشد"
            description="هیچ تیکتی با این فیلترها پیدا نشد. فیلترها را تغییر دهید یا پاک کنید."
          />
        ) : (
          <EmptyArea
            title="هنوز تیکتی ثبت نکرده‌اید"
            description="پرسش یا درخواستی دارید؟ تیکت ثبت کنید تا پشتیبانی پاسخ دهد."
            action={{ to: '/support/create-ticket', label: 'ثبت تیکت' }}
          />
        )
      ) : (
        <>
          <DataTable
            caption="تیکت‌های پشتیبانی"
            columns={COLUMNS}
            rows={list.data?.items}
            rowKey={(t) => t.id}
            status={list.status}
            onRetry={() => void list.refetch()}
          />
          {list.data ? <Pagination total={list.data.meta.total} /> : null}
        </>
      )}
    </div>
  );
}
