import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as calls from '../../../domain/colleagues/colleagues.calls.ts';
import {
  type ColleagueItem,
  ColleagueSchema,
  ColleagueUpdateSchema,
} from '../../../domain/colleagues/colleagues.schema.ts';
import { toLocalMobile } from '../../../domain/core/mobile.ts';
import { messages } from '../../../domain/index.ts';
import { call } from '../../lib/api.ts';
import { writeOrQueue } from '../../lib/outbox/outbox.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { useSchemaForm } from '../../ui/form.ts';
import { Form } from '../../ui/form-element.tsx';
import { TableState } from '../../ui/table-state.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './colleagues.css.ts';
import { refreshColleagues, rolesQuery } from './colleagues.queries.ts';

const EMPTY = { first_name: '', last_name: '', mobile: '', username: '' };

/**
 * /colleagues/create: a colleague is invited with one or more roles; with no role to give, the owner
 * is sent to make one first.
 */
export function CreateColleagueScreen() {
  const roles = useQuery(rolesQuery());
  if (!roles.data)
    return <TableState status={roles.status} empty={false} onRetry={() => void roles.refetch()} />;
  if (roles.data.length === 0)
    return (
      <EmptyArea
        title={messages.createAccessFirst}
        description="هر همکار دست‌کم یک نقش دسترسی می‌خواهد؛ نقش می‌گوید به کدام بخش‌های پنل دسترسی دارد."
        action={{ to: '/colleagues/create-access', label: 'ساخت دسترسی' }}
      />
    );
  return <ColleagueForm roles={roles.data} />;
}

/**
 * A colleague's name, mobile and roles: a new one (with its username, its first password sent by SMS)
 * or, given `colleague`, the one shown, edited in place (its username stays).
 */
export function ColleagueForm({
  roles,
  colleague,
  onClose,
}: {
  roles: readonly { id: number; title: string }[];
  colleague?: ColleagueItem;
  onClose?: () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useSchemaForm(
    colleague ? ColleagueUpdateSchema : ColleagueSchema,
    colleague
      ? {
          first_name: colleague.first_name,
          last_name: colleague.last_name,
          mobile: toLocalMobile(colleague.mobile) ?? colleague.mobile,
          username: colleague.username,
        }
      : EMPTY,
  );
  const [roleIds, setRoleIds] = useState<number[]>(colleague?.roles.map((role) => role.id) ?? []);
  const { busy, error, run } = useSubmission(form.setErrors);
  const submit = () => {
    const input = form.parse({ role_ids: roleIds });
    if (!input) return;
    void run(async () => {
      if (colleague) {
        const { first_name, last_name, mobile, role_ids } = input;
        // Offline the change waits in the outbox; the colleague's page shows it waiting meanwhile.
        const written = await writeOrQueue(
          calls.colleagueUpdateCall,
          { params: { colleague_id: colleague.id }, body: { first_name, last_name, mobile, role_ids } },
          {
            kind: 'colleague.edit',
            target: `colleague ${colleague.id}`,
            label: `ویرایش همکار «${first_name} ${last_name}»`,
            detail: { colleague_id: colleague.id },
          },
        );
        if (!written.queued) await refreshColleagues(queryClient);
        onClose?.();
        return;
      }
      if (!('username' in input)) return;
      const made = await call(calls.colleagueCreateCall, { body: input });
      await refreshColleagues(queryClient);
      await navigate({ to: '/colleagues/$id', params: { id: String(made.id) } });
    });
  };
  const toggle = (id: number, on: boolean) => {
    setRoleIds((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
    form.setErrors(({ role_ids: _dropped, ...rest }) => rest);
  };
  return (
    <Form className={styles.screen} onSubmit={submit}>
      <section className={`${styles.card} ${styles.form}`} aria-label="مشخصات همکار">
        <TextField
          label="نام"
          value={form.values.first_name}
          onValueChange={form.set('first_name')}
          error={form.errors.first_name}
        />
        <TextField
          label="نام خانوادگی"
          value={form.values.last_name}
          onValueChange={form.set('last_name')}
          error={form.errors.last_name}
        />
        <TextField
          label="موبایل"
          kind="tel"
          ltr
          value={form.values.mobile}
          onValueChange={form.set('mobile')}
          error={form.errors.mobile}
          hint={colleague ? undefined : 'رمز ورود موقت به این شماره پیامک می‌شود.'}
        />
        {colleague ? null : (
          <TextField
            label="نام کاربری"
            ltr
            autoComplete="off"
            value={form.values.username}
            onValueChange={form.set('username')}
            error={form.errors.username}
            hint="حروف انگلیسی، رقم و خط تیره"
          />
        )}
      </section>
      <fieldset className={styles.area}>
        <legend className={styles.areaTitle}>نقش‌های دسترسی</legend>
        {roles.map((role) => (
          <label key={role.id} className={styles.tick}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={roleIds.includes(role.id)}
              onChange={(event) => toggle(role.id, event.target.checked)}
            />
            {role.title}
          </label>
        ))}
        {form.errors.role_ids ? (
          <p role="alert" className={styles.alert}>
            {form.errors.role_ids}
          </p>
        ) : null}
      </fieldset>
      {error && Object.keys(form.errors).length === 0 ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="large" busy={busy}>
          {colleague ? 'ذخیرهٔ تغییرات' : 'افزودن همکار و ارسال رمز موقت'}
        </Button>
        {onClose ? (
          <Button variant="ghost" size="large" onClick={onClose}>
            انصراف
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
