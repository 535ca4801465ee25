import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { accountMessages } from '../../../domain/account/account.messages.ts';
import type { MobileChangeStep, ProfileData } from '../../../domain/account/account.schema.ts';
import { MobileSchema, messages, OtpCodeSchema, toPersianDigits } from '../../../domain/index.ts';
import { accountKeys } from '../../lib/account.queries.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form } from '../../ui/form-element.tsx';
import { ServerMessage } from '../../ui/server-message.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useCountdown } from '../../ui/use-countdown.ts';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './account.css.ts';
import { mobileChange, profileKeys } from './profile.queries.ts';

type Stage =
  | { at: 'start' }
  | { at: 'old'; step: MobileChangeStep }
  | { at: 'new'; token: string }
  | { at: 'newCode'; step: MobileChangeStep; mobile: string }
  | { at: 'done'; mobile: string };

/**
 * Changing the mobile: a code to the mobile in use, then the new mobile and a code to it. Each code has
 * its expiry and resend countdowns as the server set them; a refusal is said on its field.
 */
export function ChangeMobileFlow({ onDone }: { onDone?: () => void }) {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ at: 'start' });
  const [mobile, setMobile] = useState('');
  const [mobileError, setMobileError] = useState<string | undefined>();
  const { busy, error, setError, run } = useSubmission((fields) => setMobileError(fields.mobile));

  const start = () => run(async () => setStage({ at: 'old', step: await mobileChange.start() }));

  const sendNew = (token: string) => {
    const parsed = v.safeParse(MobileSchema, mobile);
    if (!parsed.success) return setMobileError(parsed.issues[0]?.message ?? messages.required);
    void run(async () =>
      setStage({ at: 'newCode', step: await mobileChange.sendNew(token, parsed.output), mobile }),
    );
  };

  if (stage.at === 'start')
    return (
      <div className={styles.form}>
        <p className={styles.muted}>
          برای تغییر شماره موبایل، ابتدا کدی به شماره فعلی شما و سپس کدی به شماره جدید پیامک می‌شود. شماره جدید
          باید به نام صاحب کد ملی این حساب باشد.
        </p>
        <ServerMessage message={error} />
        <div className={styles.actions}>
          <Button busy={busy} onClick={() => void start()}>
            ارسال کد به شماره فعلی
          </Button>
        </div>
      </div>
    );

  if (stage.at === 'old')
    return (
      <CodeEntry
        key={stage.step.token}
        step={stage.step}
        lead="کد تأیید به شماره فعلی شما"
        onSubmit={async (code) => {
          await mobileChange.confirmOld(stage.step.token, code);
          setStage({ at: 'new', token: stage.step.token });
        }}
        onResend={async () => setStage({ at: 'old', step: await mobileChange.start() })}
      />
    );

  if (stage.at === 'new')
    return (
      <Form className={styles.form} onSubmit={() => sendNew(stage.token)}>
        <p className={styles.notice}>{accountMessages.oldMobileConfirmed}</p>
        <TextField
          label="شماره موبایل جدید"
          kind="tel"
          autoComplete="tel"
          placeholder="۰۹۱۲۳۴۵۶۷۸۹"
          value={mobile}
          onValueChange={(next) => {
            setMobile(next);
            setMobileError(undefined);
            setError('');
          }}
          error={mobileError}
          autoFocus
        />
        {mobileError ? null : <ServerMessage message={error} />}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            ارسال کد به شماره جدید
          </Button>
        </div>
      </Form>
    );

  if (stage.at === 'newCode')
    return (
      <CodeEntry
        key={stage.step.token + stage.step.mobile_hint}
        step={stage.step}
        lead="کد تأیید به شماره جدید"
        onSubmit={async (code) => {
          const changed = await mobileChange.confirmNew(stage.step.token, code);
          queryClient.setQueryData<ProfileData>(profileKeys.profile(), (saved) =>
            saved ? { ...saved, mobile: changed.mobile } : saved,
          );
          void queryClient.invalidateQueries({ queryKey: profileKeys.profile() });
          void queryClient.invalidateQueries({ queryKey: accountKeys.me() });
          setStage({ at: 'done', mobile: changed.mobile });
        }}
        onResend={async () => {
          const step = await mobileChange.sendNew(stage.step.token, stage.mobile);
          setStage({ at: 'newCode', step: { ...step, token: stage.step.token }, mobile: stage.mobile });
        }}
        onBack={() => setStage({ at: 'new', token: stage.step.token })}
      />
    );

  return (
    <div className={styles.form}>
      <p className={styles.notice} role="status">
        {accountMessages.mobileChanged}: {toPersianDigits(`0${stage.mobile.slice(2)}`)}
      </p>
      {onDone ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onDone}>
            بازگشت به اطلاعات حساب
          </Button>
        </div>
      ) : null}
    </div>
  );
}

type CodeProps = {
  step: MobileChangeStep;
  lead: string;
  onSubmit: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onBack?: () => void;
};

/** A code with its expiry and resend countdowns; a wrong code keeps what was typed. */
function CodeEntry({ step, lead, onSubmit, onResend, onBack }: CodeProps) {
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useSubmission();
  const expiresIn = useCountdown(step.expires_in, step);
  const resendIn = useCountdown(step.resend_in, step);
  const expired = expiresIn === 0;
  const submit = () => {
    const parsed = v.safeParse(OtpCodeSchema, code);
    if (!parsed.success) return setError(parsed.issues[0]?.message ?? messages.required);
    void run(() => onSubmit(parsed.output));
  };
  return (
    <Form className={styles.form} onSubmit={submit}>
      <p className={styles.muted}>
        {lead}{' '}
        <span dir="ltr" className={styles.ltrInline}>
          {step.mobile_hint}
        </span>{' '}
        پیامک شد.
      </p>
      <TextField
        label="کد تأیید"
        kind="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onValueChange={(next) => {
          setCode(next);
          setError('');
        }}
        error={expired ? messages.codeExpired : undefined}
        autoFocus
      />
      <ServerMessage message={error} />
      {expired ? null : (
        <p className={styles.muted} aria-live="off">
          اعتبار کد: {toPersianDigits(expiresIn)} ثانیه
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" busy={busy} disabled={expired}>
          تأیید کد
        </Button>
        <Button
          variant="ghost"
          size="medium"
          disabled={resendIn > 0 || busy}
          onClick={() => void run(onResend)}
        >
          {resendIn > 0 ? `ارسال دوباره تا ${toPersianDigits(resendIn)} ثانیه دیگر` : 'ارسال دوباره کد'}
        </Button>
        {onBack ? (
          <Button variant="ghost" size="medium" onClick={onBack}>
            تغییر شماره
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** On a desktop the flow opens from the contact information as a dialog. */
export function ChangeMobileDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title="تغییر شماره موبایل">
      <ChangeMobileFlow onDone={onClose} />
    </Dialog>
  );
}

/** On a phone the flow is a page of its own. */
export function ChangeMobileScreen() {
  return (
    <section className={styles.card} aria-label="تغییر شماره موبایل">
      <ChangeMobileFlow />
    </section>
  );
}
