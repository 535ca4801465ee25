import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { changePasswordSchemaFor } from '../../../../domain/account/change-password.schema.ts';
import * as calls from '../../../../domain/account/security.calls.ts';
import { MIN_PASSWORD_LENGTH } from '../../../../domain/core/limits.ts';
import { toPersianDigits } from '../../../../domain/index.ts';
import { meQuery } from '../../../lib/account.queries.ts';
import { call } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../ui/form.ts';
import { Form } from '../../../ui/form-element.tsx';
import { OnlineSubmit } from '../../../ui/online-submit.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useSubmission } from '../../../ui/use-submission.ts';
import * as styles from './security.css.ts';
import { securityKeys } from './security.queries.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** The password, changed with the current one; every other session of the account ends at once. */
export function ChangePasswordCard() {
  const me = useQuery(meQuery());
  const username = me.data?.user_name ?? '';
  const queryClient = useQueryClient();
  const form = useSchemaForm(changePasswordSchemaFor(username), EMPTY);
  const { busy, error, run } = useSubmission(form.setErrors);
  const [done, setDone] = useState<number | null>(null);

  const submit = () => {
    setDone(null);
    const input = form.parse();
    if (!input) return;
    void run(async () => {
      const changed = await call(calls.changePasswordCall, { body: input });
      for (const key of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) form.set(key)('');
      setDone(changed.ended_sessions);
      await queryClient.invalidateQueries({ queryKey: securityKeys.sessions() });
    });
  };

  return (
    <section className={styles.card} aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={styles.cardTitle}>
        تغییر رمز عبور
      </h2>
      <Form className={styles.form} onSubmit={submit}>
        <PasswordField
          label="رمز عبور فعلی"
          showStrength={false}
          autoComplete="current-password"
          value={form.values.current_password}
          onValueChange={form.set('current_password')}
          error={form.errors.current_password}
        />
        <PasswordField
          label="رمز عبور جدید"
          username={username}
          value={form.values.password}
          onValueChange={form.set('password')}
          error={form.errors.password}
        />
        <PasswordField
          label="تکرار رمز عبور جدید"
          showStrength={false}
          value={form.values.password_confirmation}
          onValueChange={form.set('password_confirmation')}
          error={form.errors.password_confirmation}
        />
        <p className={styles.note}>
          رمز عبور دست‌کم {toPersianDigits(MIN_PASSWORD_LENGTH)} نویسه، با حرف بزرگ و کوچک لاتین، رقم و نماد، و
          بدون نام کاربری. با تغییر آن، همهٔ نشست‌های دیگر حساب بسته می‌شود.
        </p>
        {/* A refusal about one field is shown under it, not twice. */}
        {error && Object.keys(form.errors).length === 0 ? (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        ) : null}
        {done !== null ? (
          <p role="status" className={styles.done}>
            رمز عبور تغییر کرد
            {done > 0 ? ` و ${toPersianDigits(done)} نشست دیگر بسته شد` : ''}.
          </p>
        ) : null}
        <OnlineSubmit busy={busy}>تغییر رمز عبور</OnlineSubmit>
      </Form>
    </section>
  );
}
