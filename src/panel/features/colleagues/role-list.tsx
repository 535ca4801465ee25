import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { RoleItem } from '../../../domain/colleagues/colleagues.schema.ts';
import { formatNumber } from '../../../domain/index.ts';
import { PendingWrites } from '../../app/outbox-parts.tsx';
import { useOutbox } from '../../lib/outbox/use-outbox.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { JalaliDate } from '../../ui/jalali-date.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './colleagues.css.ts';
import { deleteRole, duplicateRole, rolesQuery } from './colleagues.queries.ts';

/** The access roles: each opens to edit, is duplicated under a new title, or deleted once confirmed. */
export function RoleList() {
  const roles = useQuery(rolesQuery());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<RoleItem | null>(null);
  const copy = useSubmission();
  const duplicate = (role: RoleItem) =>
    void copy.run(async () => {
      const made = await duplicateRole(queryClient, role, roles.data?.map((r) => r.title) ?? []);
      await navigate({ to: '/colleagues/update-access/$id', params: { id: String(made.id) } });
    });
  const columns: Column<RoleItem>[] = [
    {
      key: 'title',
      title: 'عنوان نقش',
      cell: (r) => (
        <Link to="/colleagues/update-access/$id" params={{ id: String(r.id) }} className={styles.link}>
          {r.title}
        </Link>
      ),
    },
    { key: 'permissions', title: 'دسترسی‌ها', cell: (r) => `${formatNumber(r.permissions.length)} دسترسی` },
    { key: 'colleagues', title: 'همکاران', cell: (r) => `${formatNumber(r.colleagues_count)} همکار` },
    { key: 'created', title: 'تاریخ ساخت', cell: (r) => <JalaliDate value={r.created_at} /> },
    {
      key: 'actions',
      title: 'عملیات',
      cell: (r) => (
        <span className={styles.actions}>
          <Button
            size="small"
            variant="secondary"
            busy={copy.busy}
            onClick={() => duplicate(r)}
            aria-label={`کپی نقش ${r.title}`}
          >
            کپی
          </Button>
          <Button
            size="small"
            variant="ghost"
            onClick={() => setDeleting(r)}
            aria-label={`حذف نقش ${r.title}`}
          >
            حذف
          </Button>
        </span>
      ),
    },
  ];
  // Role changes made offline, until the server has them.
  const waiting = useOutbox('role.edit');
  if (roles.status === 'success' && roles.data.length === 0)
    return (
      <EmptyArea
        title="نقش دسترسی‌ای نساخته‌اید"
        description="نقش دسترسی می‌گوید همکار به کدام بخش‌های پنل دسترسی دارد؛ پیش از افزودن همکار یکی بسازید."
        action={{ to: '/colleagues/create-access', label: 'ساخت دسترسی' }}
      />
    );
  return (
    <div className={styles.screen}>
      {copy.error ? (
        <p role="alert" className={styles.alert}>
          {copy.error}
        </p>
      ) : null}
      <PendingWrites entries={waiting} title="نقش‌های در انتظار شبکه" render={(e) => e.label} />
      <DataTable
        caption="نقش‌های دسترسی"
        columns={columns}
        rows={roles.data}
        rowKey={(r) => r.id}
        status={roles.status}
        onRetry={() => void roles.refetch()}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="حذف نقش دسترسی"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await deleteRole(queryClient, deleting);
          setDeleting(null);
        }}
      >
        نقش «{deleting?.title}» حذف شود؟ نقشی که به همکاری داده شده است حذف نمی‌شود.
      </ConfirmDeleteDialog>
    </div>
  );
}
