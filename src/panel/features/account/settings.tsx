import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ACCOUNT_EVENT_TITLES,
  ACCOUNT_EVENTS,
  type AccountEvent,
  type AccountSettings,
  type EventChoices,
} from '../../../domain/account/settings.schema.ts';
import { messages as waitMessages } from '../../../domain/core/messages.ts';
import {
  digitsOnly,
  formatNumber,
  formatToman,
  MIN_WALLET_ALERT_RIALS,
  messages,
  type SenderLine,
  toPersianDigits,
} from '../../../domain/index.ts';
import { WaitingBadge } from '../../app/outbox-parts.tsx';
import { useOutbox } from '../../lib/outbox/use-outbox.ts';
import { senderLinesKey, senderLinesQuery } from '../../lib/sender-lines.queries.ts';
import { Button } from '../../ui/button.tsx';
import type { FieldErrors } from '../../ui/form.ts';
import { Form } from '../../ui/form-element.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './hub.css.ts';
import { accountSettingsQuery, hubKeys, saveAccountSettings } from './hub.queries.ts';

/** The wallet's low-balance alert lives under this key in its own screens: saved here, it is read again. */
const WALLET_ALERT_KEY = ['wallet', 'alert'] as const;

/** `/profile/settings`: the default sending line, the low-balance alert and the events' SMS and notices. */
export function AccountSettingsScreen() {
  const settings = useQuery(accountSettingsQuery());
  const lines = useQuery(senderLinesQuery());
  // The form starts from the server's answer when one can come: what the device saved may be older
  // than the last save (offline, the fetch pauses and the saved settings are shown).
  const settled = (query: { isFetchedAfterMount: boolean; fetchStatus: string }) =>
    query.isFetchedAfterMount || query.fetchStatus !== 'fetching';
  if (settings.data && lines.data && settled(settings) && settled(lines))
    return <SettingsForm saved={settings.data} lines={lines.data} />;
  const failure = settings.error ?? lines.error;
  return (
    <section className={styles.card}>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure.message}
        </p>
      ) : (
        <p className={styles.muted} role="status">
          در حال بارگذاری…
        </p>
      )}
    </section>
  );
}

/** The form starts from what the server holds; a later answer never overwrites what was typed. */
function SettingsForm({ saved, lines }: { saved: AccountSettings; lines: readonly SenderLine[] }) {
  const queryClient = useQueryClient();
  const [lineId, setLineId] = useState(saved.default_line_id);
  const [alertOn, setAlertOn] = useState(saved.low_balance.enabled);
  const [threshold, setThreshold] = useState(String(saved.low_balance.threshold));
  const [events, setEvents] = useState<EventChoices>(saved.events);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const { busy, error, run } = useSubmission(setErrors);
  const changed = () => {
    setDone(false);
    setErrors({});
  };
  const toggle = (event: AccountEvent, channel: 'sms' | 'notice', on: boolean) => {
    setEvents((current) => ({ ...current, [event]: { ...current[event], [channel]: on } }));
    changed();
  };
  const rials = threshold === '' ? null : Number(threshold);

  // A save made offline waits in the outbox; the form says so until the server has it.
  const waiting = useOutbox('settings.edit')[0];
  const submit = () =>
    void run(async () => {
      if (rials === null || rials < MIN_WALLET_ALERT_RIALS) {
        setErrors({ 'low_balance.threshold': messages.minWalletAlert });
        return;
      }
      const written = await saveAccountSettings({
        ...(lineId === null ? {} : { default_line_id: lineId }),
        low_balance: { enabled: alertOn, threshold: rials },
        events,
      });
      if (written.queued) return;
      queryClient.setQueryData(hubKeys.settings(), written.data);
      void queryClient.invalidateQueries({ queryKey: WALLET_ALERT_KEY });
      void queryClient.invalidateQueries({ queryKey: senderLinesKey() });
      setDone(true);
    });

  return (
    <Form className={styles.screen} onSubmit={submit}>
      <section className={styles.card} aria-labelledby="settings-line">
        <h2 id="settings-line" className={styles.cardTitle}>
          خط پیش‌فرض ارسال
        </h2>
        {lines.length === 0 ? (
          <p className={styles.muted}>هنوز خط ارسالی ندارید.</p>
        ) : (
          <fieldset className={styles.radioList} aria-labelledby="settings-line">
            {lines.map((line) => (
              <label key={line.id} className={styles.radio}>
                <input
                  type="radio"
                  name="default-line"
                  className={styles.check}
                  checked={lineId === line.id}
                  onChange={() => {
                    setLineId(line.id);
                    changed();
                  }}
                />
                <span>
                  <bdi dir="ltr">{toPersianDigits(line.number.replace(/^\+98/, ''))}</bdi>
                  {line.title ? ` — ${line.title}` : ''}
                </span>
              </label>
            ))}
          </fieldset>
        )}
        {errors.number_id ? (
          <p className={styles.alert} role="alert">
            {errors.number_id}
          </p>
        ) : null}
      </section>

      <section className={styles.card} aria-labelledby="settings-alert">
        <h2 id="settings-alert" className={styles.cardTitle}>
          هشدار کمبود اعتبار
        </h2>
        <label className={styles.switchRow}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={alertOn}
            className={styles.check}
            checked={alertOn}
            onChange={(event) => {
              setAlertOn(event.target.checked);
              changed();
            }}
          />
          وقتی اعتبار از حد هشدار کمتر شد، خبرم کن
        </label>
        <TextField
          label="حد هشدار (ریال)"
          kind="numeric"
          autoComplete="off"
          value={threshold === '' ? '' : formatNumber(Number(threshold))}
          onValueChange={(typed) => {
            setThreshold(
              digitsOnly(typed)
                .replace(/^0+(?=\d)/, '')
                .slice(0, 15),
            );
            changed();
          }}
          error={errors['low_balance.threshold']}
          hint={
            rials
              ? `معادل ${formatToman(rials)}؛ کمترین حد ${formatToman(MIN_WALLET_ALERT_RIALS)}`
              : 'مبلغ را به ریال وارد کنید.'
          }
        />
        <p className={styles.muted}>پیامک و اعلان این هشدار را در جدول رویدادها روشن یا خاموش کنید.</p>
      </section>

      <section className={`${styles.card} ${styles.wide}`} aria-labelledby="settings-events">
        <h2 id="settings-events" className={styles.cardTitle}>
          اطلاع‌رسانی رویدادها
        </h2>
        <table className={styles.events}>
          <thead>
            <tr>
              <th className={styles.eventCell} scope="col">
                رویداد
              </th>
              <th className={styles.eventSwitch} scope="col">
                پیامک
              </th>
              <th className={styles.eventSwitch} scope="col">
                اعلان
              </th>
            </tr>
          </thead>
          <tbody>
            {ACCOUNT_EVENTS.map((event) => (
              <tr key={event}>
                <th className={styles.eventCell} scope="row">
                  {ACCOUNT_EVENT_TITLES[event]}
                </th>
                {(['sms', 'notice'] as const).map((channel) => (
                  <td key={channel} className={styles.eventSwitch}>
                    <input
                      type="checkbox"
                      className={styles.check}
                      aria-label={`${channel === 'sms' ? 'پیامک' : 'اعلان'} برای ${ACCOUNT_EVENT_TITLES[event]}`}
                      checked={events[event][channel]}
                      onChange={(change) => toggle(event, channel, change.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {error && Object.keys(errors).length === 0 ? (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        ) : null}
        {done ? (
          <p className={styles.notice} role="status">
            تنظیمات ذخیره شد
          </p>
        ) : null}
        {waiting ? (
          <p className={styles.notice} role="status">
            <WaitingBadge entry={waiting} /> {waitMessages.keptForNetwork}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            ذخیرهٔ تنظیمات
          </Button>
        </div>
      </section>
    </Form>
  );
}
