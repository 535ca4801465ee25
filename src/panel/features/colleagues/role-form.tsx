import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import * as v from 'valibot';
import * as calls from '../../../domain/colleagues/colleagues.calls.ts';
import { type RoleItem, RoleSchema } from '../../../domain/colleagues/colleagues.schema.ts';
import { formatNumber } from '../../../domain/index.ts';
import { call } from '../../lib/api.ts';
import { writeOrQueue } from '../../lib/outbox/outbox.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.tsx';
import { type FieldErrors, schemaErrors } from '../../ui/form.ts';
import { Form } from '../../ui/form-element.tsx';
import { TableState } from '../../ui/table-state.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './colleagues.css.ts';
import { deleteRole, duplicateRole, refreshColleagues, roleQuery, rolesQuery } from './colleagues.queries.ts';
import { PermissionTree } from './permission-tree.tsx';

type Draft = { title: string; permissions: string[] };

/** The role's title and permissions; saving goes back to the roles tab. */
function RoleForm({
  initial,
  save,
  extra,
}: {
  initial: Draft;
  save: (role: v.InferOutput<typeof RoleSchema>) => Promise<void>;
  extra?: ReactNode;
}) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, error, run } = useSubmission(setErrors);
  const submit = () => {
    const parsed = v.safeParse(RoleSchema, draft);
    if (!parsed.success) return setErrors(schemaErrors(parsed.issues));
    void run(() => save(parsed.output));
  };
  return (
    <Form className={styles.screen} onSubmit={submit}>
      <div className={styles.card}>
        <TextField
          label="عنوان نقش"
          value={draft.title}
          onValueChange={(title) => {
            setDraft((d) => ({ ...d, title }));
            setErrors({});
          }}
          error={errors.title}
        />
        <p className={styles.muted}>
          {formatNumber(draft.permissions.length)} دسترسی انتخاب شده است. همکارانی که این نقش را دارند فقط
          همین بخش‌ها را می‌بینند.
        </p>
      </div>
      <PermissionTree
        value={draft.permissions}
        onChange={(permissions) => setDraft((d) => ({ ...d, permissions }))}
      />
      {error && !errors.title ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="large" busy={busy}>
          ذخیرهٔ نقش
        </Button>
        {extra}
      </div>
    </Form>
  );
}

const toRoles = { to: '/colleagues', search: { tab: 1, page: 1, limit: 10 } } as const;

/** /colleagues/create-access: a new role. */
export function CreateRoleScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <RoleForm
      initial={{ title: '', permissions: [] }}
      save={async (role) => {
        await call(calls.roleCreateCall, { body: role });
        await refreshColleagues(queryClient);
        await navigate(toRoles);
      }}
    />
  );
}

/** /colleagues/update-access/{id}: a role changed, duplicated or deleted. */
export function UpdateRoleScreen({ id }: { id: number }) {
  const role = useQuery(roleQuery(id));
  if (!role.data)
    return <TableState status={role.status} empty={false} onRetry={() => void role.refetch()} />;
  return <RoleEditor role={role.data} />;
}

function RoleEditor({ role }: { role: RoleItem }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const roles = useQuery(rolesQuery());
  const [deleting, setDeleting] = useState(false);
  const copy = useSubmission();
  const duplicate = () =>
    void copy.run(async () => {
      const made = await duplicateRole(queryClient, role, roles.data?.map((r) => r.title) ?? []);
      await navigate({ to: '/colleagues/update-access/$id', params: { id: String(made.id) } });
    });
  return (
    <>
      <RoleForm
        key={role.id}
        initial={{ title: role.title, permissions: [...role.permissions] }}
        save={async (next) => {
          // Offline the change waits in the outbox; the list of roles shows it waiting meanwhile.
          const written = await writeOrQueue(
            calls.roleUpdateCall,
            { params: { role_id: role.id }, body: next },
            {
              kind: 'role.edit',
              target: `role ${role.id}`,
              label: `ویرایش نقش «${next.title}»`,
              detail: { role_id: role.id },
            },
          );
          if (!written.queued) await refreshColleagues(queryClient);
          await navigate(toRoles);
        }}
        extra={
          <>
            <Button size="large" variant="secondary" busy={copy.busy} onClick={duplicate}>
              کپی این نقش
            </Button>
            <Button size="large" variant="ghost" onClick={() => setDeleting(true)}>
              حذف نقش
            </Button>
          </>
        }
      />
      {copy.error ? (
        <p role="alert" className={styles.alert}>
          {copy.error}
        </p>
      ) : null}
      <ConfirmDeleteDialog
        open={deleting}
        title="حذف نقش دسترسی"
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await deleteRole(queryClient, role);
          setDeleting(false);
          await navigate(toRoles);
        }}
      >
        نقش «{role.title}» حذف شود؟ نقشی که به همکاری داده شده است حذف نمی‌شود.
      </ConfirmDeleteDialog>
    </>
  );
}
