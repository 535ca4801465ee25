import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { authMessages, LOGIN_METHODS, type LoginMethod, loginMethodLabels } from '../../../domain/index.ts';
import { sessionEndReason } from '../../lib/session.ts';
import { authApi, type Challenge } from './auth.api.ts';
import * as styles from './auth-card.css.ts';
import { CodeLogin } from './code-login.tsx';
import { CodeStep } from './code-step.tsx';
import { ForgotPassword } from './forgot-password.tsx';
import { OfflineNote } from './offline-note.tsx';
import { PasswordLogin } from './password-login.tsx';
import { useSignIn } from './use-sign-in.ts';

type View =
  | { kind: 'form' }
  | { kind: 'code'; challenge: Challenge; username: string }
  | { kind: 'forgot'; username: string };

// Four login methods: password, authenticator app, SMS code and voice call code.
// When the server ended the session because it ran out, the screen says so until the next note.
export function LoginScreen() {
  const [method, setMethod] = useState<LoginMethod>('password');
  const [view, setView] = useState<View>({ kind: 'form' });
  const [note, setNote] = useState(() =>
    sessionEndReason() === 'expired' ? authMessages.sessionExpired : '',
  );
  const signIn = useSignIn();
  const toCode = (challenge: Challenge, username: string) => setView({ kind: 'code', challenge, username });

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="login-title">
        <img className={styles.logo} src="/icons/icon.svg" alt="" width={64} height={64} />
        <h1 id="login-title" className={styles.title}>
          {view.kind === 'forgot' ? 'بازیابی رمز عبور' : 'ورود به پنل پیامک'}
        </h1>
        <OfflineNote />
        {note ? (
          <p className={styles.status} role="status">
            {note}
          </p>
        ) : null}
        {view.kind === 'forgot' ? (
          <ForgotPassword
            initialUsername={view.username}
            onDone={(message) => {
              setNote(message);
              setView({ kind: 'form' });
            }}
          />
        ) : view.kind === 'code' ? (
          <CodeStep
            key={view.challenge.token}
            challenge={view.challenge}
            onSubmit={async (code) => {
              // A code login on an account whose second step is the authenticator goes on to it.
              const answer = await authApi.confirmCode(view.challenge.token, code);
              if (answer.method === 'login') await signIn(answer.token);
              else toCode(answer, view.username);
            }}
            {...(view.challenge.method === 'ga'
              ? {}
              : {
                  onResend: async () =>
                    toCode(
                      await authApi.resendCode(
                        view.challenge.token,
                        view.challenge.method === 'voice' ? 'voice' : 'sms',
                      ),
                      view.username,
                    ),
                })}
            onBack={() => setView({ kind: 'form' })}
          />
        ) : (
          <>
            <fieldset className={styles.methods}>
              <legend className={styles.srOnly}>روش ورود</legend>
              {LOGIN_METHODS.map((key) => (
                <label key={key} className={styles.method}>
                  <input
                    className={styles.radio}
                    type="radio"
                    name="login-method"
                    value={key}
                    checked={method === key}
                    onChange={() => setMethod(key)}
                  />
                  {loginMethodLabels[key]}
                </label>
              ))}
            </fieldset>
            {method === 'password' ? (
              <PasswordLogin
                onSignedIn={signIn}
                onSecondStep={toCode}
                onForgot={(username) => setView({ kind: 'forgot', username })}
              />
            ) : (
              <CodeLogin key={method} method={method} onSignedIn={signIn} onChallenge={toCode} />
            )}
          </>
        )}
        <p className={styles.muted}>
          حساب کاربری ندارید؟{' '}
          <Link className={styles.link} to="/register">
            ثبت‌نام
          </Link>
        </p>
      </section>
    </main>
  );
}
