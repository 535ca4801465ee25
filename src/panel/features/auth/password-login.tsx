import * as v from 'valibot';
import { messages } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import { useSchemaForm } from '../../ui/form.ts';
import { Form } from '../../ui/form-element.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { ServerMessage } from '../../ui/server-message.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import { authApi, type Challenge } from './auth.api.ts';
import * as styles from './auth-card.css.ts';

// The login form checks presence only; the server decides whether the pair is right (and says so once,
// without telling which of the two was wrong).
const PasswordLoginSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.minLength(1, messages.required)),
  password: v.pipe(v.string(), v.minLength(1, messages.required)),
});

type Props = {
  onSignedIn: (token: string) => Promise<void>;
  onSecondStep: (challenge: Challenge, username: string) => void;
  onForgot: (username: string) => void;
};

export function PasswordLogin({ onSignedIn, onSecondStep, onForgot }: Props) {
  const form = useSchemaForm(PasswordLoginSchema, { username: '', password: '' });
  // Wrong credentials come back as a username field error; shown once, above the button, so the
  // answer does not point at the username more than at the password.
  const { busy, error, run } = useSubmission();

  const submit = () => {
    const input = form.parse();
    if (!input) return;
    void run(async () => {
      const answer = await authApi.login({ method: 'password', ...input });
      if (answer.method === 'login') await onSignedIn(answer.token);
      else onSecondStep(answer, input.username);
    });
  };

  return (
    <Form className={styles.form} onSubmit={submit}>
      <TextField
        label="نام کاربری"
        autoComplete="username"
        ltr
        value={form.values.username}
        onValueChange={form.set('username')}
        error={form.errors.username}
      />
      <PasswordField
        label="رمز عبور"
        showStrength={false}
        autoComplete="current-password"
        value={form.values.password}
        onValueChange={form.set('password')}
        error={form.errors.password}
      />
      <ServerMessage message={error} />
      <Button type="submit" block busy={busy}>
        ورود
      </Button>
      <Button variant="ghost" size="medium" onClick={() => onForgot(form.values.username)}>
        رمز عبور را فراموش کرده‌ام
      </Button>
    </Form>
  );
}
