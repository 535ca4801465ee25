import { useState } from 'react';
import * as v from 'valibot';
import { messages, OtpCodeSchema, toPersianDigits } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import { Form } from '../../ui/form-element.tsx';
import { ServerMessage } from '../../ui/server-message.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import type { Challenge } from './auth.api.ts';
import * as styles from './auth-card.css.ts';
import { useCountdown } from './use-countdown.ts';

type Props = {
  challenge: Challenge;
  onSubmit: (code: string) => Promise<void>;
  /** Missing for the authenticator app: its codes are not sent. */
  onResend?: () => Promise<void>;
  onBack: () => void;
};

/** A one-time code: expiry and resend countdowns as the server set them, nothing typed is lost on error. */
export function CodeStep({ challenge, onSubmit, onResend, onBack }: Props) {
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useSubmission();
  const expiresIn = useCountdown(challenge.expires_in, challenge.challenge_id);
  const resendIn = useCountdown(challenge.resend_in, challenge.challenge_id);
  const expired = challenge.channel !== 'totp' && expiresIn === 0;

  const submit = () => {
    const parsed = v.safeParse(OtpCodeSchema, code);
    if (!parsed.success) return setError(parsed.issues[0]?.message ?? messages.required);
    void run(() => onSubmit(parsed.output));
  };

  const where =
    challenge.channel === 'totp'
      ? 'کد شش‌رقمی برنامه احراز هویت را وارد کنید.'
      : challenge.channel === 'voice'
        ? `کد تأیید با تماس صوتی به شماره ${challenge.mobile_hint} اعلام می‌شود.`
        : `کد تأیید به شماره ${challenge.mobile_hint} پیامک شد.`;

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
      {challenge.channel !== 'totp' && !expired ? (
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
