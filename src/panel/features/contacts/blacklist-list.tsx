import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as calls from '../../../domain/contacts/contacts.calls.ts';
import { contactMessages } from '../../../domain/contacts/contacts.schema.ts';
import { formatNumber } from '../../../domain/index.ts';
import { PendingWrites } from '../../app/outbox-parts.tsx';
import { call } from '../../lib/api.ts';
import { useOutbox } from '../../lib/outbox/use-outbox.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import type { FilterDef } from '../../ui/filter-field.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { BLACKLIST_KINDS, BlacklistAddDialog, kindOf } from './blacklist-add-dialog.tsx';
import { isoToJalali, localNumber } from './contact-format.ts';
import * as styles from './contacts.css.ts';
import { blacklistQuery, contactKeys } from './contacts.queries.ts';
import type { ListPaging } from './contacts-search.ts';
import {
  ListFilters,
  NumberFilterError,
  numberFilterError,
  RowCheck,
  SelectionActions,
} from './list-filters.tsx';
import { useSelection } from './use-selection.ts';

type Item = { number: string; created_at: string; is_send_blacklist: boolean; is_receive_blacklist: boolean };
const filters: FilterDef[] = [{ type: 'search', key: 'number', title: 'شماره' }];

/** The blacklist: numbers no send goes to, or whose messages the inbox drops, or both. Searched by number, added to by typing or pasting, removed. */
export function BlacklistList({ search }: { search: ListPaging & { number?: string | undefined } }) {
  const queryClient = useQueryClient();
  const bad = numberFilterError(search.number);
  const list = useQuery({
    ...blacklistQuery({ page: search.page, limit: search.limit }, search.number),
    enabled: !bad,
  });
  const rows = list.data?.items;
  const total = list.data?.meta.total ?? 0;
  const selection = useSelection(rows, (r: Item) => r.number);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...contactKeys.all, 'blacklist'] });

  const remove = async () => {
    const result = await call(calls.blacklistDeleteCall, { body: { numbers: removing } });
    setRemoving([]);
    selection.clear();
    setNotice(contactMessages.deleted(result.count));
    await refresh();
  };
  const columns: Column<Item>[] = [
    {
      key: 'select',
      title: 'انتخاب',
      cell: (r) => (
        <RowCheck
          label={`انتخاب ${localNumber(r.number)}`}
          checked={selection.selected.has(r.number)}
          onChange={() => selection.toggle(r.number)}
        />
      ),
    },
    { key: 'number', title: 'شماره', cell: (r) => <bdi dir="ltr">{localNumber(r.number)}</bdi> },
    {
      key: 'kind',
      title: 'مسدود شدن',
      cell: (r) => BLACKLIST_KINDS.find((k) => k.value === kindOf(r))?.label,
    },
    {
      key: 'created',
      title: 'تاریخ افزودن',
      cell: (r) => <bdi dir="ltr">{isoToJalali(r.created_at, true)}</bdi>,
    },
    {
      key: 'remove',
      title: 'حذف',
      cell: (r) => (
        <Button size="small" variant="ghost" onClick={() => setRemoving([r.number])}>
          برداشتن از لیست
        </Button>
      ),
    },
  ];
  const pending = useOutbox('blacklist.add');
  const empty = list.status === 'success' && total === 0 && !search.number;
  return (
    <div className={styles.screen}>
      {empty ? null : <ListFilters filters={filters} />}
      <NumberFilterError message={bad} />
      <div className={styles.toolbar}>
        <Button size="medium" onClick={() => setAdding(true)}>
          افزودن شماره
        </Button>
        {rows && rows.length > 0 ? (
          <SelectionActions
            selection={selection}
            noun="شماره"
            actions={[
              {
                label: 'برداشتن از لیست',
                variant: 'danger',
                onClick: () => setRemoving([...selection.selected]),
              },
            ]}
          />
        ) : null}
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      </div>
      <PendingWrites
        entries={pending}
        title="شماره‌های در انتظار شبکه"
        render={(e) => (e.detail.numbers as string[]).map((n) => localNumber(n)).join('، ')}
      />
      {empty ? (
        <EmptyArea
          title="لیست سیاه خالی است"
          description="شماره‌هایی که نباید پیامک دریافت کنند، یا پیامک‌هایشان نباید به صندوق دریافت برسد، را با «افزودن شماره» اینجا بگذارید."
        />
      ) : (
        <>
          <DataTable
            caption="لیست سیاه"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.number}
            status={bad ? 'success' : list.status}
            onRetry={() => void list.refetch()}
          />
          {total > 0 ? <Pagination total={total} /> : null}
        </>
      )}
      <BlacklistAddDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(message) => {
          setNotice(message);
          void refresh();
        }}
      />
      <ConfirmDeleteDialog
        open={removing.length > 0}
        title="برداشتن از لیست سیاه"
        onClose={() => setRemoving([])}
        onConfirm={remove}
        confirmLabel="برداشتن"
      >
        {removing.length === 1
          ? `شمارهٔ ${localNumber(removing[0] ?? '')} از لیست سیاه برداشته شود؟ از این پس دیگر مسدود نیست.`
          : `${formatNumber(removing.length)} شماره از لیست سیاه برداشته شوند؟ از این پس دیگر مسدود نیستند.`}
      </ConfirmDeleteDialog>
    </div>
  );
}
