import { useState } from 'react';
import * as calls from '../../../domain/developers/developers.calls.ts';
import type { ApiKeyItem } from '../../../domain/developers/developers.schema.ts';
import { call } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form } from '../../ui/form-element.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './api-keys.css.ts';
import { KeyReveal } from './key-reveal.tsx';

/** A key shown again: a code goes by SMS to the account's mobile, and the code opens the key. */
export function ShowKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyItem | null; onClose: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [whole, setWhole] = useState<string | null>(null);
  const { busy, error, run } = useSubmission();
  const close = () => {
    setSentTo(null);
    setOtp('');
    setWhole(null);
    onClose();
  };
  const id = apiKey?.id ?? 0;
  return (
    <Dialog open={apiKey !== null} onClose={close} title={`نمایش کلید «${apiKey?.title ?? ''}»`}>
      <div className={styles.form}>
        {whole ? (
          <KeyReveal value={whole} />
        ) : sentTo === null ? (
          <>
            <p>برای نمایش دوباره کلید، یک کد تأیید به شماره موبایل حساب پیامک می‌شود.</p>
            <Button
              type="button"
              busy={busy}
              onClick={() =>
                void run(async () => {
                  const sent = await call(calls.apiKeyOtpCall, { body: { id } });
                  setSentTo(sent.mobile_hint);
                })
              }
            >
              ارسال کد تأیید
            </Button>
          </>
        ) : (
          <Form
            className={styles.form}
            onSubmit={() =>
              void run(async () => {
                const shown = await call(calls.apiKeyShowCall, { body: { id, otp } });
                setWhole(shown.key);
              })
            }
          >
            <p>
              کد تأیید به شماره <bdi dir="ltr">{sentTo}</bdi> پیامک شد.
            </p>
            <TextField
              label="کد تأیید"
              kind="numeric"
              value={otp}
              onValueChange={setOtp}
              ltr
              autoComplete="one-time-code"
            />
            <Button type="submit" busy={busy}>
              نمایش کلید
            </Button>
          </Form>
        )}
        {error ? (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
