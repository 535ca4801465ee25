import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { RegisterDetailsSchema } from '../../../domain/index.ts';
import { ApiError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { serverFieldErrors, useSchemaForm } from '../../ui/form.ts';
import { Form } from '../../ui/form-element.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { ServerMessage } from '../../ui/server-message.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import type { RecoveryChallenge } from './auth.api.ts';
import * as styles from './auth-card.css.ts';
import { CodeStep } from './code-step.tsx';
import { registerApi } from './register.api.ts';
import { useSignIn } from './use-sign-in.ts';

const empty = {
  username: '',
  password: '',
  password_confirmation: '',
  mobile: '',
  first_name: '',
  last_name: '',
  national_code: '',
  company_name: '',
  registration_number: '',
  company_national_id: '',
};

type Field = keyof typeof empty;

/**
 * A real or legal person registers with the fields the account needs to send; the mobile is then
 * verified by a code sent to it, and the account is made with that code.
 */
export function RegisterScreen() {
  const [personType, setPersonType] = useState<'real' | 'legal'>('real');
  const [step, setStep] = useState<{ challenge: RecoveryChallenge; mobile: string } | null>(null);
  const form = useSchemaForm(RegisterDetailsSchema, empty);
  const { busy, error, run } = useSubmission(form.setErrors);
  const signIn = useSignIn();

  const field = (name: Field, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      value={form.values[name]}
      onValueChange={form.set(name)}
      error={form.errors[name]}
      {...extra}
    />
  );

  // A taken username is said when the field is left, not only after the whole form is sent.
  const checkUsername = (value: string) => {
    const username = value.trim();
    if (!username) return;
    registerApi.checkUsername(username).catch((error: unknown) => {
      // Other failures (offline, a malformed name) wait for the submit, which says them in full.
      if (error instanceof ApiError && error.status === 409)
        form.setErrors((current) => ({ ...current, username: error.message }));
    });
  };

  const values = () => {
    const legalOnly = ['company_name', 'registration_number', 'company_national_id'];
    return Object.fromEntries(
      Object.entries(form.values).filter(([key]) => personType === 'legal' || !legalOnly.includes(key)),
    );
  };

  // The form is checked whole before the code is sent; the account is made with the code.
  const submit = () => {
    const details = form.parse({ ...values(), person_type: personType });
    if (!details) return;
    void run(async () =>
      setStep({ challenge: await registerApi.registerCode(form.values.mobile), mobile: form.values.mobile }),
    );
  };

  if (step) {
    const { challenge, mobile } = step;
    return (
      <main className={styles.page}>
        <section className={styles.card} aria-labelledby="register-title">
          <h1 id="register-title" className={styles.title}>
            تأیید شماره موبایل
          </h1>
          <CodeStep
            key={challenge.token}
            challenge={{ ...challenge, method: 'sms' }}
            onSubmit={async (code) => {
              try {
                const answer = await registerApi.register({
                  ...values(),
                  person_type: personType,
                  otp_token: challenge.token,
                  otp: code,
                });
                await signIn(answer.token);
              } catch (error) {
                // A field of the form was refused (a username taken meanwhile): back to the form.
                const fields = serverFieldErrors((error as { body?: unknown }).body);
                if (Object.keys(fields).some((key) => key !== 'otp' && key !== 'otp_token')) {
                  setStep(null);
                  form.setErrors(fields);
                }
                throw error;
              }
            }}
            onResend={async () => setStep({ challenge: await registerApi.registerCode(mobile), mobile })}
            onBack={() => setStep(null)}
          />
        </section>
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="register-title">
        <h1 id="register-title" className={styles.title}>
          ثبت‌نام در پنل پیامک
        </h1>
        <Form className={styles.form} onSubmit={submit}>
          <fieldset className={styles.methods}>
            <legend className={styles.srOnly}>نوع شخص</legend>
            {(['real', 'legal'] as const).map((type) => (
              <label key={type} className={styles.method}>
                <input
                  className={styles.radio}
                  type="radio"
                  name="person-type"
                  checked={personType === type}
                  onChange={() => setPersonType(type)}
                />
                {type === 'real' ? 'شخص حقیقی' : 'شخص حقوقی'}
              </label>
            ))}
          </fieldset>
          {field('first_name', 'نام', { autoComplete: 'given-name' })}
          {field('last_name', 'نام خانوادگی', { autoComplete: 'family-name' })}
          {field('national_code', 'کد ملی', { kind: 'numeric', maxLength: 10 })}
          {field('mobile', 'شماره موبایل', { kind: 'tel', autoComplete: 'tel', placeholder: '۰۹۱۲۳۴۵۶۷۸۹' })}
          {personType === 'legal' ? (
            <>
              {field('company_name', 'نام شرکت', { autoComplete: 'organization' })}
              {field('registration_number', 'شماره ثبت', { kind: 'numeric', maxLength: 15 })}
              {field('company_national_id', 'شناسه ملی شرکت', { kind: 'numeric', maxLength: 11 })}
            </>
          ) : null}
          {field('username', 'نام کاربری', {
            ltr: true,
            autoComplete: 'username',
            hint: 'حروف انگلیسی، رقم و خط تیره',
            onBlur: (event) => checkUsername(event.currentTarget.value),
          })}
          <PasswordField
            label="رمز عبور"
            autoComplete="new-password"
            username={form.values.username}
            value={form.values.password}
            onValueChange={form.set('password')}
            error={form.errors.password}
          />
          <PasswordField
            label="تکرار رمز عبور"
            autoComplete="new-password"
            showStrength={false}
            value={form.values.password_confirmation}
            onValueChange={form.set('password_confirmation')}
            error={form.errors.password_confirmation}
          />
          <ServerMessage message={error} />
          <Button type="submit" block busy={busy}>
            ثبت‌نام
          </Button>
        </Form>
        <p className={styles.muted}>
          حساب کاربری دارید؟{' '}
          <Link className={styles.link} to="/login">
            ورود
          </Link>
        </p>
      </section>
    </main>
  );
}
