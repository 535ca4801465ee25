import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as calls from '../../../domain/contacts/contacts.calls.ts';
import type { OptionItem } from '../../../domain/contacts/contacts.schema.ts';
import { featureTypeLabels, formatNumber } from '../../../domain/index.ts';
import { PendingWrites } from '../../app/outbox-parts.tsx';
import { call } from '../../lib/api.ts';
import { useOutbox } from '../../lib/outbox/use-outbox.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import * as styles from './contacts.css.ts';
import { optionListQuery, refreshContacts } from './contacts.queries.ts';
import type { ListPaging } from './contacts-search.ts';
import { FeatureDialog } from './feature-dialog.tsx';

/** The user's contact features: made, renamed, switched on or off, deleted with their values. */
export function FeaturesList({ search }: { search: ListPaging }) {
  const queryClient = useQueryClient();
  const list = useQuery(optionListQuery({ page: search.page, limit: search.limit }));
  // Features made or renamed offline, until the server has them.
  const pending = useOutbox('feature.add', 'feature.edit');
  const total = list.data?.meta.total ?? 0;
  // undefined: no dialog; null: a new feature.
  const [editing, setEditing] = useState<OptionItem | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<OptionItem | null>(null);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');

  const toggle = async (feature: OptionItem) => {
    setFailure('');
    try {
      await call(calls.optionUpdateCall, {
        params: { option_id: feature.id },
        body: { enabled: !feature.enabled },
      });
      setNotice(`ویژگی «${feature.title}» ${feature.enabled ? 'غیرفعال' : 'فعال'} شد`);
      await refreshContacts(queryClient);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };
  const remove = async () => {
    if (!deleting) return;
    await call(calls.optionDeleteCall, { body: { listOptions: [deleting.id] } });
    setNotice(`ویژگی «${deleting.title}» حذف شد`);
    setDeleting(null);
    await refreshContacts(queryClient);
  };
  const columns: Column<OptionItem>[] = [
    { key: 'title', title: 'عنوان', cell: (f) => f.title },
    { key: 'latin', title: 'عنوان لاتین', cell: (f) => <bdi dir="ltr">{f.latin_title}</bdi> },
    { key: 'type', title: 'نوع', cell: (f) => featureTypeLabels[f.type] },
    {
      key: 'books',
      title: 'دفترچه‌ها',
      cell: (f) => (f.phonebooks.length > 0 ? `${formatNumber(f.phonebooks.length)} دفترچه` : 'هیچ دفترچه‌ای'),
    },
    {
      key: 'enabled',
      title: 'وضعیت',
      cell: (f) => (
        <label className={styles.selectAll}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={f.enabled}
            className={styles.check}
            checked={f.enabled}
            onChange={() => void toggle(f)}
            aria-label={`فعال بودن ${f.title}`}
          />
          {f.enabled ? 'فعال' : 'غیرفعال'}
        </label>
      ),
    },
    {
      key: 'actions',
      title: 'کارها',
      cell: (f) => (
        <span className={styles.actions}>
          <Button
            size="small"
            variant="secondary"
            onClick={() => setEditing(f)}
            aria-label={`ویرایش ${f.title}`}
          >
            ویرایش
          </Button>
          <Button size="small" variant="ghost" onClick={() => setDeleting(f)} aria-label={`حذف ${f.title}`}>
            حذف
          </Button>
        </span>
      ),
    },
  ];
  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <Button size="medium" onClick={() => setEditing(null)}>
          ویژگی تازه
        </Button>
        <p role="status" className={styles.notice}>
          {notice}
        </p>
        {failure ? (
          <p role="alert" className={styles.alert}>
            {failure}
          </p>
        ) : null}
      </div>
      <PendingWrites entries={pending} title="ویژگی‌های در انتظار شبکه" render={(e) => e.label} />
      {list.status === 'success' && total === 0 && !pending.some((e) => e.kind === 'feature.add') ? (
        <EmptyArea
          title="ویژگی‌ای تعریف نشده است"
          description="برای مخاطبان ویژگی‌هایی مانند تاریخ تولد، شهر یا مبلغ بدهی بسازید، به دفترچه‌ها وصل کنید و در متن پیامک به کار ببرید."
        />
      ) : (
        <>
          <DataTable
            caption="ویژگی‌های مخاطبان"
            columns={columns}
            rows={list.data?.items}
            rowKey={(f) => f.id}
            status={list.status}
            onRetry={() => void list.refetch()}
          />
          {total > 0 ? <Pagination total={total} /> : null}
        </>
      )}
      {editing !== undefined ? (
        <FeatureDialog
          key={editing?.id ?? 'new'}
          feature={editing}
          open
          onClose={() => setEditing(undefined)}
          onSaved={setNotice}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="حذف ویژگی"
        onClose={() => setDeleting(null)}
        onConfirm={remove}
      >
        ویژگی «{deleting?.title}» حذف شود؟ مقدار آن روی همهٔ مخاطبان هم پاک می‌شود و بازنمی‌گردد.
      </ConfirmDeleteDialog>
    </div>
  );
}
