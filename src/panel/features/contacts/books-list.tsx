import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as calls from '../../../domain/contacts/contacts.calls.ts';
import { contactMessages } from '../../../domain/contacts/contacts.schema.ts';
import { formatNumber } from '../../../domain/index.ts';
import type { PhonebookListItem } from '../../../domain/send/send-banks.schema.ts';
import { PendingWrites } from '../../app/outbox-parts.tsx';
import { call } from '../../lib/api.ts';
import { useOutbox } from '../../lib/outbox/use-outbox.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import type { FilterDef } from '../../ui/filter-field.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { BookDialog } from './book-dialog.tsx';
import { isoToJalali } from './contact-format.ts';
import * as styles from './contacts.css.ts';
import { bookListQuery, refreshContacts } from './contacts.queries.ts';
import type { ListPaging } from './contacts-search.ts';
import { ListFilters, RowCheck, SelectionActions } from './list-filters.tsx';
import { useSelection } from './use-selection.ts';

const filters: FilterDef[] = [{ type: 'search', key: 'title', title: 'عنوان دفترچه' }];

/** The phonebooks with their member counts: made, renamed, given features, deleted several at once. */
export function BooksList({ search }: { search: ListPaging & { title?: string | undefined } }) {
  const queryClient = useQueryClient();
  const list = useQuery(bookListQuery({ page: search.page, limit: search.limit }, search.title));
  const rows = list.data?.items;
  const total = list.data?.meta.total ?? 0;
  const selection = useSelection(rows, (b: PhonebookListItem) => b.id);
  const [editing, setEditing] = useState<PhonebookListItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<PhonebookListItem[]>([]);
  const [notice, setNotice] = useState('');

  const pending = useOutbox('book.add', 'book.edit');
  const remove = async () => {
    await call(calls.phonebookDeleteCall, { body: { listPhonebooks: deleting.map((b) => b.id) } });
    setNotice(contactMessages.deleted(deleting.length));
    setDeleting([]);
    selection.clear();
    await refreshContacts(queryClient);
  };
  const columns: Column<PhonebookListItem>[] = [
    {
      key: 'select',
      title: 'انتخاب',
      cell: (b) => (
        <RowCheck
          label={`انتخاب ${b.title}`}
          checked={selection.selected.has(b.id)}
          onChange={() => selection.toggle(b.id)}
        />
      ),
    },
    {
      key: 'title',
      title: 'عنوان',
      cell: (b) => (
        <Link to="/contacts/group/$id" params={{ id: String(b.id) }} className={styles.link}>
          {b.title}
        </Link>
      ),
    },
    {
      key: 'count',
      title: 'مخاطبان',
      cell: (b) => (
        <span className={styles.actions}>
          {formatNumber(b.count)}
          {b.import_status !== 0 ? <span className={styles.badge}>در حال ورود از فایل</span> : null}
        </span>
      ),
    },
    {
      key: 'features',
      title: 'ویژگی‌ها',
      cell: (b) => (b.options.length > 0 ? b.options.map((o) => o.title).join('، ') : '—'),
    },
    { key: 'updated', title: 'آخرین تغییر', cell: (b) => <bdi dir="ltr">{isoToJalali(b.updated_at)}</bdi> },
    {
      key: 'actions',
      title: 'کارها',
      cell: (b) => (
        <span className={styles.actions}>
          <Button
            size="small"
            variant="secondary"
            onClick={() => setEditing(b)}
            aria-label={`ویرایش ${b.title}`}
          >
            ویرایش
          </Button>
          <Button size="small" variant="ghost" onClick={() => setDeleting([b])} aria-label={`حذف ${b.title}`}>
            حذف
          </Button>
        </span>
      ),
    },
  ];
  const empty =
    list.status === 'success' && total === 0 && !search.title && !pending.some((e) => e.kind === 'book.add');
  const count = deleting.reduce((sum, b) => sum + b.count, 0);
  return (
    <div className={styles.screen}>
      {empty ? null : <ListFilters filters={filters} />}
      <div className={styles.toolbar}>
        <Button size="medium" onClick={() => setEditing(null)}>
          دفترچه تلفن تازه
        </Button>
        {rows && rows.length > 0 ? (
          <SelectionActions
            selection={selection}
            noun="دفترچه"
            actions={[
              {
                label: 'حذف انتخاب‌شده‌ها',
                variant: 'danger',
                onClick: () => setDeleting((rows ?? []).filter((b) => selection.selected.has(b.id))),
              },
            ]}
          />
        ) : null}
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      </div>
      <PendingWrites entries={pending} title="دفترچه‌های در انتظار شبکه" render={(e) => e.label} />
      {empty ? (
        <EmptyArea
          title="دفترچه تلفنی ندارید"
          description="با «دفترچه تلفن تازه» یک دفترچه بسازید، مخاطبان را در آن بیفزایید یا از فایل وارد کنید و به آن‌ها پیامک بفرستید."
        />
      ) : (
        <>
          <DataTable
            caption="دفترچه‌های تلفن"
            columns={columns}
            rows={rows}
            rowKey={(b) => b.id}
            status={list.status}
            onRetry={() => void list.refetch()}
          />
          {total > 0 ? <Pagination total={total} /> : null}
        </>
      )}
      {editing !== undefined ? (
        <BookDialog
          key={editing?.id ?? 'new'}
          book={editing}
          onClose={() => setEditing(undefined)}
          onSaved={setNotice}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={deleting.length > 0}
        title="حذف دفترچه تلفن"
        needsNetwork
        onClose={() => setDeleting([])}
        onConfirm={remove}
      >
        {deleting.length === 1
          ? `دفترچهٔ «${deleting[0]?.title}» با ${formatNumber(count)} مخاطبش حذف شود؟`
          : `${formatNumber(deleting.length)} دفترچه با ${formatNumber(count)} مخاطبشان حذف شوند؟`}{' '}
        حذف‌شده بازنمی‌گردد.
      </ConfirmDeleteDialog>
    </div>
  );
}
