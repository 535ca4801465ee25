import { useQuery, useQueryClient } from '@tanstack/react-query';
import { changePasswordSchemaFor } from '../../domain/account/change-password.schema.ts';
import { changePasswordCall } from '../../domain/account/security.calls.ts';
import { MIN_PASSWORD_LENGTH } from '../../domain/core/limits.ts';
import { toPersianDigits } from '../../domain/index.ts';
import { accountKeys, meQuery } from '../lib/account.queries.ts';
import { call } from '../lib/api.ts';
import { Button } from '../ui/button.tsx';
import { useSchemaForm } from '../ui/form.ts';
import { Form } from '../ui/form-element.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { useSubmission } from '../ui/use-submission.ts';
import * as styles from './first-password.css.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/**
 * A colleague's first login: the password the owner's invitation sent by SMS is changed before
 * anything else (the shell shows this in place of every screen until it is).
 */
export function FirstPassword() {
  const me = useQuery(meQuery());
  const username = me.data?.user_name ?? '';
  const queryClient = useQueryClient();
  const form = useSchemaForm(changePasswordSchemaFor(username), EMPTY);
  const { busy, error, run } = useSubmission(form.setErrors);
  const submit = () => {
    const input = form.parse();
    if (!input) return;
    void run(async () => {
      await call(changePasswordCall, { body: input });
      // check_token now says the password is the colleague's own: the shell opens the screen asked for.
      await queryClient.invalidateQueries({ queryKey: accountKeys.me() });
    });
  };
  return (
    <section className={styles.card} aria-label="رمز عبور تازه">
      <p className={styles.note}>
        رمز عبوری که با پیامک دریافت کرده‌اید موقت است. پیش از ادامه، رمز عبور تازه‌ای برای خود بگذارید.
      </p>
      <Form className={styles.form} onSubmit={submit}>
        <PasswordField
          label="رمز عبور اولیه"
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
          دست‌کم {toPersianDigits(MIN_PASSWORD_LENGTH)} نویسه، با حرف بزرگ و کوچک لاتین، رقم و نماد، و بدون نام
          کاربری.
        </p>
        {error && Object.keys(form.errors).length === 0 ? (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        ) : null}
        <Button type="submit" busy={busy}>
          ذخیرهٔ رمز عبور و ادامه
        </Button>
      </Form>
    </section>
  );
}
