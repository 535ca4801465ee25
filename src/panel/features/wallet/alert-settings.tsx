import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MIN_WALLET_ALERT_RIALS, messages } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import type { FieldErrors } from '../../ui/form.ts';
import { Form } from '../../ui/form-element.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import { AmountField } from './amount-field.tsx';
import { amountValue } from './amount-text.ts';
import * as styles from './wallet.css.ts';
import { alertSettingsQuery, saveAlertSettings } from './wallet.queries.ts';
import { walletAlertKey } from './wallet-alert.ts';

/**
 * The low-balance alert: on or off and its threshold (at least 200,000 rials). Below it, one SMS to
 * the owner and the banner, not again until the balance is back above it.
 */
export function AlertSettings() {
  const saved = useQuery(alertSettingsQuery());
  return (
    <section className={styles.card} aria-labelledby="wallet-alert">
      <h2 id="wallet-alert" className={styles.cardTitle}>
        هشدار کمبود اعتبار
      </h2>
      {saved.data ? (
        <AlertForm enabled={saved.data.enabled} threshold={saved.data.threshold} />
      ) : saved.isError ? (
        <p className={styles.alert} role="alert">
          {saved.error.message}
        </p>
      ) : (
        <p className={styles.muted} role="status">
          در حال بارگذاری…
        </p>
      )}
    </section>
  );
}

/** The form starts from what the server holds; nothing typed is overwritten by a later answer. */
function AlertForm(saved: { enabled: boolean; threshold: number }) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [digits, setDigits] = useState(String(saved.threshold));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const { busy, error, run } = useSubmission(setErrors);
  const submit = () =>
    void run(async () => {
      const threshold = amountValue(digits);
      if (threshold === null || threshold < MIN_WALLET_ALERT_RIALS) {
        setErrors({ threshold: messages.minWalletAlert });
        return;
      }
      const state = await saveAlertSettings({ enabled, threshold });
      queryClient.setQueryData(walletAlertKey, state);
      setDone(true);
    });
  return (
    <Form className={styles.form} onSubmit={submit}>
      <label className={styles.switchRow}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={enabled}
          className={styles.check}
          checked={enabled}
          onChange={(event) => {
            setEnabled(event.target.checked);
            setDone(false);
          }}
        />
        وقتی اعتبار از این مبلغ کمتر شد، پیامک هشدار بفرست
      </label>
      <AmountField
        label="حد هشدار (ریال)"
        digits={digits}
        onDigits={(next) => {
          setDigits(next);
          setDone(false);
          setErrors({});
        }}
        error={errors.threshold}
      />
      {error && !errors.threshold ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      {done ? (
        <p className={styles.notice} role="status">
          {messages.walletAlertSaved}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" size="large" busy={busy}>
          ذخیره هشدار
        </Button>
      </div>
    </Form>
  );
}
