import { useState } from 'react';
import * as v from 'valibot';
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
  const expiresIn = useCountdown(challenge.expires_in, challenge.token);
  const resendIn = useCountdown(challenge.resend_in, challenge.token);
  const expired = !authenticator && expiresIn === 0;

  const submit = () => {
    const parsed = v.safeParse(OtpCodeSchema, code);
    if (!parsed.success) return setError(parsed.issues[0]?.message ?? messages.required);
    void run(() => onSubmit(parsed.output));
  };

  // The mobile is E.164 (+98…): isolated left to right, so its plus sign stays in front in RTL text.
  const mobile = <bdi dir="ltr">{challenge.mobile_hint}</bdi>;
  const where = authenticator ? (
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
        label="کد تأیید"
        kind="numeric"
        autoComplete="one-time-code"
        maxLength={6}
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
        <Button variant="ghost" size="medium" onClick={onBack}>
          بازگشت
        </Button>
      </div>
    </Form>
  );
}
