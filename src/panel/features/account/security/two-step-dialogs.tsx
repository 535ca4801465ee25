import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as calls from '../../../../domain/account/security.calls.ts';
import { call } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import type { FieldErrors } from '../../../ui/form.ts';
import { Form } from '../../../ui/form-element.tsx';
import { OnlineSubmit } from '../../../ui/online-submit.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useSubmission } from '../../../ui/use-submission.ts';
import * as styles from './security.css.ts';
import { securityKeys } from './security.queries.ts';

type DialogState = { open: boolean; onClose: () => void };

function Alert({ error }: { error: string }) {
  return error ? (
    <p role="alert" className={styles.alert}>
      {error}
    </p>
  ) : null;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: securityKeys.status() });
}

function CodeField(props: {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
  recovery?: boolean;
}) {
  return (
    <TextField
      label={props.label ?? 'کد تأیید'}
      kind={props.recovery ? 'text' : 'numeric'}
      ltr
      autoComplete="one-time-code"
      maxLength={props.recovery ? 11 : 6}
      value={props.value}
      onValueChange={props.onValueChange}
      error={props.error}
      autoFocus
    />
  );
}

/** The ten recovery codes, shown this once, with a way to copy them all. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <>
      <p>
        این ده کد را جایی امن نگه دارید. اگر به برنامه احراز هویت دسترسی نداشتید، با هر کد یک بار می‌توانید
        وارد شوید. این کدها دیگر نمایش داده نمی‌شوند.
      </p>
      <ol className={styles.codes} aria-label="کدهای بازیابی">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <CopyButton value={codes.join('\n')} label="کپی همهٔ کدها" />
    </>
  );
}

/** The SMS second step turned on or off: a code goes to the account's mobile, and the code confirms. */
export function SmsDialog({ open, onClose, turnOn }: DialogState & { turnOn: boolean }) {
  const refresh = useRefresh();
  const [sent, setSent] = useState<{ token: string; mobile_hint: string } | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, error, run } = useSubmission(setErrors);
  const close = () => {
    setSent(null);
    setCode('');
    setErrors({});
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={turnOn ? 'روشن کردن ورود دومرحله‌ای با پیامک' : 'خاموش کردن ورود دومرحله‌ای با پیامک'}
    >
      <div className={styles.form}>
        {sent === null ? (
          <>
            <p>برای تأیید، یک کد به شماره موبایل حساب پیامک می‌شود.</p>
            <Button
              type="button"
              busy={busy}
              onClick={() => void run(async () => setSent(await call(calls.twoStepSendCodeCall)))}
            >
              ارسال کد تأیید
            </Button>
          </>
        ) : (
          <Form
            className={styles.form}
            onSubmit={() =>
              void run(async () => {
                const body = { type: 'sms' as const, token: sent.token, code };
                if (turnOn) await call(calls.twoStepEnableCall, { body });
                else await call(calls.twoStepDisableCall, { body });
                await refresh();
                close();
              })
            }
          >
            <p>
              کد تأیید به شماره <bdi dir="ltr">{sent.mobile_hint}</bdi> پیامک شد.
            </p>
            <CodeField value={code} onValueChange={setCode} error={errors.code} />
            <OnlineSubmit busy={busy}>{turnOn ? 'روشن کردن' : 'خاموش کردن'}</OnlineSubmit>
          </Form>
        )}
        {errors.code ? null : <Alert error={error} />}
      </div>
    </Dialog>
  );
}

/**
 * The authenticator turned on: the password, then the QR to scan (and its secret to type by hand),
 * then the app's first code; it takes effect only then, and the ten recovery codes are shown once.
 */
export function AuthenticatorOnDialog({ open, onClose }: DialogState) {
  const refresh = useRefresh();
  const [password, setPassword] = useState('');
  const [qr, setQr] = useState<{ secret: string; qr_svg: string; otpauth_url: string } | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, error, run } = useSubmission(setErrors);
  const close = () => {
    setPassword('');
    setQr(null);
    setCode('');
    setCodes(null);
    setErrors({});
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={codes ? 'کدهای بازیابی' : 'روشن کردن ورود با برنامه احراز هویت'}
      actions={
        codes ? (
          <Button type="button" onClick={close}>
            کدها را نگه داشتم
          </Button>
        ) : undefined
      }
    >
      <div className={styles.form}>
        {codes ? (
          <RecoveryCodesList codes={codes} />
        ) : qr === null ? (
          <Form
            className={styles.form}
            onSubmit={() =>
              void run(async () => setQr(await call(calls.twoStepShowQrCall, { body: { password } })))
            }
          >
            <p>برای ساخت کد QR رمز عبور خود را وارد کنید.</p>
            <PasswordField
              label="رمز عبور"
              showStrength={false}
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
              error={errors.password}
            />
            <OnlineSubmit busy={busy}>نمایش کد QR</OnlineSubmit>
          </Form>
        ) : (
          <Form
            className={styles.form}
            onSubmit={() =>
              void run(async () => {
                const on = await call(calls.twoStepEnableCall, { body: { type: 'totp', code } });
                await refresh();
                setCodes(on.recovery_codes ?? []);
              })
            }
          >
            <p>
              این کد را با برنامه احراز هویت (مانند گوگل آتنتیکیتور) اسکن کنید، سپس کد شش‌رقمی آن را وارد کنید.
            </p>
            <img
              className={styles.qr}
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.qr_svg)}`}
              alt="کد QR برنامه احراز هویت"
            />
            <p className={styles.note}>
              اگر نمی‌توانید اسکن کنید، این کلید را در برنامه وارد کنید:{' '}
              <bdi className={styles.mono} data-testid="totp-secret">
                {qr.secret}
              </bdi>
            </p>
            <CodeField
              label="کد برنامه احراز هویت"
              value={code}
              onValueChange={setCode}
              error={errors.code}
            />
            <OnlineSubmit busy={busy}>تأیید و روشن کردن</OnlineSubmit>
          </Form>
        )}
        {errors.code || errors.password ? null : <Alert error={error} />}
      </div>
    </Dialog>
  );
}

/** The authenticator turned off, with one of its codes or a recovery code. */
export function AuthenticatorOffDialog({ open, onClose }: DialogState) {
  const refresh = useRefresh();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, error, run } = useSubmission(setErrors);
  const close = () => {
    setCode('');
    setErrors({});
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} title="خاموش کردن ورود با برنامه احراز هویت">
      <Form
        className={styles.form}
        onSubmit={() =>
          void run(async () => {
            await call(calls.twoStepDisableCall, { body: { type: 'totp', code } });
            await refresh();
            close();
          })
        }
      >
        <p>کد برنامه احراز هویت یا یکی از کدهای بازیابی را وارد کنید.</p>
        <CodeField
          label="کد برنامه یا کد بازیابی"
          recovery
          value={code}
          onValueChange={setCode}
          error={errors.code}
        />
        {errors.code ? null : <Alert error={error} />}
        <OnlineSubmit busy={busy}>خاموش کردن</OnlineSubmit>
      </Form>
    </Dialog>
  );
}

/** Ten new recovery codes in place of the old, with an authenticator code. */
export function RecoveryCodesDialog({ open, onClose }: DialogState) {
  const refresh = useRefresh();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, error, run } = useSubmission(setErrors);
  const close = () => {
    setCode('');
    setCodes(null);
    setErrors({});
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title="ساخت کدهای بازیابی تازه"
      actions={
        codes ? (
          <Button type="button" onClick={close}>
            کدها را نگه داشتم
          </Button>
        ) : undefined
      }
    >
      {codes ? (
        <div className={styles.form}>
          <RecoveryCodesList codes={codes} />
        </div>
      ) : (
        <Form
          className={styles.form}
          onSubmit={() =>
            void run(async () => {
              setCodes((await call(calls.recoveryCodesCall, { body: { code } })).recovery_codes);
              await refresh();
            })
          }
        >
          <p>با ساخت کدهای تازه، کدهای قبلی دیگر کار نمی‌کنند. کد برنامه احراز هویت را وارد کنید.</p>
          <CodeField label="کد برنامه احراز هویت" value={code} onValueChange={setCode} error={errors.code} />
          {errors.code ? null : <Alert error={error} />}
          <OnlineSubmit busy={busy}>ساخت کدهای تازه</OnlineSubmit>
        </Form>
      )}
    </Dialog>
  );
}
