import { useState } from 'react';
import * as v from 'valibot';
import { LoginAnswerSchema } from '../../../domain/auth/auth.schema.ts';
import { messages, OtpCodeSchema, toPersianDigits } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import { Form } from '../../ui/form-element.tsx';
import { ServerMessage } from '../../ui/server-message.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useCountdown } from '../../ui/use-countdown.ts';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './auth-card.css.ts';

/** A code to type: how it comes (`ga`: the authenticator app; SMS when not said) and its countdowns. */
export type CodeChallenge = {
  method?: 'sms' | 'voice' | 'ga';
  token: string;
  expires_in: number;
  resend_in: number;
  mobile_hint: string;
};

type Props = {
  challenge: CodeChallenge;
  onSubmit: (code: string) => Promise<void>;
  /** Missing for the authenticator app: its codes are not sent. */
  onResend?: () => Promise<void>;
  onBack: () => void;
};

/** A one-time code: expiry and resend countdowns as the server set them, nothing typed is lost on error. */
export function CodeStep({ challenge, onSubmit, onResend, onBack }: Props) {
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useSubmission();
  const authenticator = challenge.method === 'ga';
  // In place of the authenticator's code, one of the recovery codes shown when it was turned on.
  const [recovery, setRecovery] = useState(false);
  const expiresIn = useCountdown(challenge.expires_in, challenge.token);
  const resendIn = useCountdown(challenge.resend_in, challenge.token);
  const expired = !authenticator && expiresIn === 0;

  const submit = () => {
    const parsed = v.safeParse(recovery ? LoginAnswerSchema : OtpCodeSchema, code);
    if (!parsed.success) return setError(parsed.issues[0]?.message ?? messages.required);
    void run(() => onSubmit(parsed.output));
  };

  // The mobile is E.164 (+98…): isolated left to right, so its plus sign stays in front in RTL text.
  const mobile = <bdi dir="ltr">{challenge.mobile_hint}</bdi>;
  const where = recovery ? (
    'یکی از کدهای بازیابی را وارد کنید؛ هر کد فقط یک بار پذیرفته می‌شود.'
  ) : authenticator ? (
    'کد شش‌رقمی برنامه احراز هویت را وارد کنید.'
  ) : challenge.method === 'voice' ? (
    <>کد تأیید با تماس صوتی به شماره {mobile} اعلام می‌شود.</>
  ) : (
    <>کد تأیید به شماره {mobile} پیامک شد.</>
  );

  return (
    <Form className={styles.form} onSubmit={submit}>
      <p className={styles.lead}>{where}</p>
      <TextField
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? 'کد بازیابی' : 'کد تأیید'}
        kind={recovery ? 'text' : 'numeric'}
        ltr={recovery}
        autoComplete="one-time-code"
        maxLength={recovery ? 11 : 6}
        value={code}
        onValueChange={setCode}
        error={expired ? messages.codeExpired : undefined}
        autoFocus
      />
      <ServerMessage message={error} />
      {!authenticator && !expired ? (
        <p className={styles.muted} aria-live="off">
          اعتبار کد: {toPersianDigits(expiresIn)} ثانیه
        </p>
      ) : null}
      <Button type="submit" block busy={busy} disabled={expired}>
        تأیید و ورود
      </Button>
      <div className={styles.row}>
        {onResend ? (
          <Button
            variant="ghost"
            size="medium"
            disabled={resendIn > 0 || busy}
            onClick={() => void run(onResend)}
          >
            {resendIn > 0 ? `ارسال دوباره تا ${toPersianDigits(resendIn)} ثانیه دیگر` : 'ارسال دوباره کد'}
          </Button>
        ) : null}
        {authenticator ? (
          <Button
            variant="ghost"
            size="medium"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
              setError('');
            }}
          >
            {recovery ? 'ورود با کد برنامه' : 'ورود با کد بازیابی'}
          </Button>
        ) : null}
        <Button variant="ghost" size="medium" onClick={onBack}>
          بازگشت
        </Button>
      </div>
    </Form>
  );
}
