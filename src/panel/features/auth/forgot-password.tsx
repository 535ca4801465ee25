import { useState } from 'react';
import * as v from 'valibot';
import { ChangePasswordByTokenRequestSchema, messages } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import { useSchemaForm } from '../../ui/form.ts';
import { Form } from '../../ui/form-element.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { ServerMessage } from '../../ui/server-message.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import { authApi, type RecoveryChallenge } from './auth.api.ts';
import * as styles from './auth-card.css.ts';
import { AuthenticatorField } from './authenticator-field.tsx';
import { CodeStep } from './code-step.tsx';

const UsernameOnly = v.object({ username: v.pipe(v.string(), v.trim(), v.minLength(1, messages.required)) });

type Step =
  | { kind: 'username' }
  | { kind: 'code'; challenge: RecoveryChallenge }
  | { kind: 'password'; token: string; otp: string; authenticator: boolean };

/**
 * Forgotten password: the username (the account's mobile is not asked: the code goes to it), a code
 * checked before the new password is asked, then the new password with the same token and code.
 */
export function ForgotPassword({
  initialUsername,
  onDone,
}: {
  initialUsername: string;
  onDone: (note: string) => void;
}) {
  const [step, setStep] = useState<Step>({ kind: 'username' });
  const userForm = useSchemaForm(UsernameOnly, { username: initialUsername });
  const passwordForm = useSchemaForm(ChangePasswordByTokenRequestSchema, {
    token: '',
    otp: '',
    password: '',
    password_confirmation: '',
    authenticator_code: '',
  });
  // One submission per form, so each step shows its own server message and field errors.
  const userSubmission = useSubmission(userForm.setErrors);
  const passwordSubmission = useSubmission(passwordForm.setErrors);

  const requestCode = () => {
    const input = userForm.parse();
    if (!input) return;
    void userSubmission.run(async () =>
      setStep({ kind: 'code', challenge: await authApi.forgotPassword(input.username) }),
    );
  };

  if (step.kind === 'code') {
    return (
      <CodeStep
        challenge={step.challenge}
        onSubmit={async (code) => {
          const { token, authenticator } = await authApi.checkRecoveryCode(step.challenge.token, code);
          setStep({ kind: 'password', token, otp: code, authenticator });
        }}
        onResend={async () =>
          setStep({ kind: 'code', challenge: await authApi.forgotPassword(userForm.values.username) })
        }
        onBack={() => setStep({ kind: 'username' })}
      />
    );
  }

  if (step.kind === 'password') {
    const submit = () => {
      // The authenticator's code is asked only of an account whose second step it is.
      const input = passwordForm.parse({
        token: step.token,
        otp: step.otp,
        ...(step.authenticator ? {} : { authenticator_code: undefined }),
      });
      if (!input) return;
      void passwordSubmission.run(async () => {
        await authApi.resetPassword({
          ...input,
          password_confirmation: input.password_confirmation ?? '',
          ...(input.authenticator_code ? { authenticator_code: input.authenticator_code } : {}),
        });
        onDone('رمز عبور با موفقیت تغییر کرد؛ با رمز تازه وارد شوید.');
      });
    };
    return (
      <Form className={styles.form} onSubmit={submit}>
        <PasswordField
          label="رمز عبور تازه"
          autoComplete="new-password"
          username={userForm.values.username}
          value={passwordForm.values.password}
          onValueChange={passwordForm.set('password')}
          error={passwordForm.errors.password}
        />
        <PasswordField
          label="تکرار رمز عبور تازه"
          autoComplete="new-password"
          showStrength={false}
          value={passwordForm.values.password_confirmation}
          onValueChange={passwordForm.set('password_confirmation')}
          error={passwordForm.errors.password_confirmation}
        />
        {step.authenticator ? (
          <AuthenticatorField
            value={passwordForm.values.authenticator_code}
            onValueChange={passwordForm.set('authenticator_code')}
            error={passwordForm.errors.authenticator_code}
          />
        ) : null}
        <ServerMessage message={passwordSubmission.error} />
        <Button type="submit" block busy={passwordSubmission.busy}>
          ذخیره رمز عبور
        </Button>
      </Form>
    );
  }

  return (
    <Form className={styles.form} onSubmit={requestCode}>
      <p className={styles.lead}>نام کاربری خود را وارد کنید تا کد تأیید به موبایل ثبت‌شده پیامک شود.</p>
      <TextField
        label="نام کاربری"
        autoComplete="username"
        ltr
        value={userForm.values.username}
        onValueChange={userForm.set('username')}
        error={userForm.errors.username}
      />
      <ServerMessage message={userSubmission.error} />
      <Button type="submit" block busy={userSubmission.busy}>
        دریافت کد تأیید
      </Button>
      <Button variant="ghost" size="medium" onClick={() => onDone('')}>
        بازگشت به ورود
      </Button>
    </Form>
  );
}
