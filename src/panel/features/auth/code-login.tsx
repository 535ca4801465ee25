import * as v from 'valibot';
import { messages, OtpCodeSchema } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import { useSchemaForm } from '../../ui/form.ts';
import { Form } from '../../ui/form-element.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { ServerMessage } from '../../ui/server-message.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import { authApi, type Challenge } from './auth.api.ts';
import * as styles from './auth-card.css.ts';
import { AuthenticatorField } from './authenticator-field.tsx';

const UsernameOnly = v.object({ username: v.pipe(v.string(), v.trim(), v.minLength(1, messages.required)) });
// The authenticator is a second factor: it comes with the password, never alone.
const TotpLoginSchema = v.object({
  ...UsernameOnly.entries,
  password: v.pipe(v.string(), v.minLength(1, messages.required)),
  code: OtpCodeSchema,
});

type Props = {
  method: 'sms' | 'voice' | 'authenticator';
  onSignedIn: (token: string) => Promise<void>;
  onChallenge: (challenge: Challenge, username: string) => void;
};

/**
 * Login by a code: SMS or voice codes are sent first; an authenticator code is typed with the username
 * and the password.
 */
export function CodeLogin({ method, onSignedIn, onChallenge }: Props) {
  const totp = method === 'authenticator';
  const form = useSchemaForm(totp ? TotpLoginSchema : UsernameOnly, {
    username: '',
    password: '',
    code: '',
  });
  const { busy, error, run } = useSubmission(form.setErrors);

  const submit = () => {
    const input = form.parse();
    if (!input) return;
    void run(async () => {
      if ('code' in input) {
        const answer = await authApi.login({
          method: 'totp',
          username: input.username,
          password: input.password,
          code: input.code,
        });
        if (answer.method === 'login') await onSignedIn(answer.token);
      } else {
        onChallenge(
          await authApi.sendCode(input.username, method === 'voice' ? 'voice' : 'sms'),
          input.username,
        );
      }
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
      {totp ? (
        <PasswordField
          label="رمز عبور"
          showStrength={false}
          autoComplete="current-password"
          value={form.values.password}
          onValueChange={form.set('password')}
          error={form.errors.password}
        />
      ) : null}
      {totp ? (
        <AuthenticatorField
          value={form.values.code}
          onValueChange={form.set('code')}
          error={form.errors.code}
        />
      ) : null}
      <ServerMessage message={error} />
      <Button type="submit" block busy={busy}>
        {totp ? 'ورود' : method === 'voice' ? 'دریافت کد با تماس صوتی' : 'دریافت کد پیامکی'}
      </Button>
    </Form>
  );
}
