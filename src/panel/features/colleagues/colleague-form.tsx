import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as calls from '../../../domain/colleagues/colleagues.calls.ts';
import { ColleagueSchema } from '../../../domain/colleagues/colleagues.schema.ts';
import { messages } from '../../../domain/index.ts';
import { call } from '../../lib/api.ts';
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
  if (roles.status !== 'success')
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

function ColleagueForm({ roles }: { roles: readonly { id: number; title: string }[] }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useSchemaForm(ColleagueSchema, EMPTY);
  const [roleIds, setRoleIds] = useState<number[]>([]);
  const { busy, error, run } = useSubmission(form.setErrors);
  const submit = () => {
    const input = form.parse({ role_ids: roleIds });
    if (!input) return;
    void run(async () => {
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
          hint="رمز ورود موقت به این شماره پیامک می‌شود."
        />
        <TextField
          label="نام کاربری"
          ltr
          autoComplete="off"
          value={form.values.username}
          onValueChange={form.set('username')}
          error={form.errors.username}
          hint="حروف انگلیسی، رقم و خط تیره"
        />
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
          افزودن همکار و ارسال رمز موقت
        </Button>
      </div>
    </Form>
  );
}
