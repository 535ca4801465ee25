import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toPersianDigits } from '../../../../domain/index.ts';
import { Button } from '../../../ui/button.tsx';
import { TableState } from '../../../ui/table-state.tsx';
import * as styles from './security.css.ts';
import { twoStepQuery } from './security.queries.ts';
import {
  AuthenticatorOffDialog,
  AuthenticatorOnDialog,
  RecoveryCodesDialog,
  SmsDialog,
} from './two-step-dialogs.tsx';

type Open = 'sms' | 'totp-on' | 'totp-off' | 'recovery' | null;

function State({ on }: { on: boolean }) {
  return on ? <span className={styles.on}>روشن</span> : <span className={styles.state}>خاموش</span>;
}

/**
 * Two-step login by SMS or by the authenticator app, each on or off (one at a time: turning one on
 * replaces the other). The authenticator is the account's: a colleague sees it but cannot change it.
 */
export function TwoStepCard() {
  const status = useQuery(twoStepQuery());
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const data = status.data;
  const sms = data?.two_factor === 'sms';
  const totp = data?.two_factor === 'totp';
  const managed = data?.owner_managed ?? false;
  return (
    <section className={styles.card} aria-labelledby="two-step-title">
      <h2 id="two-step-title" className={styles.cardTitle}>
        ورود دومرحله‌ای
      </h2>
      <p className={styles.note}>
        پس از رمز عبور، کدی از موبایل یا برنامه احراز هویت هم خواسته می‌شود. هر بار یکی از این دو روش روشن است.
      </p>
      {data === undefined ? (
        <TableState status={status.status} empty={false} onRetry={() => void status.refetch()} />
      ) : (
        <>
          <div className={styles.row}>
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>با پیامک</span>
              <span className={styles.state}>
                کد به <bdi dir="ltr">{data.mobile_hint}</bdi> پیامک می‌شود
              </span>
            </span>
            <State on={sms} />
            <Button
              type="button"
              size="small"
              variant="secondary"
              disabled={totp && managed}
              onClick={() => setOpen('sms')}
            >
              {sms ? 'خاموش کردن پیامک' : 'روشن کردن پیامک'}
            </Button>
          </div>
          <div className={styles.row}>
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>با برنامه احراز هویت</span>
              <span className={styles.state}>
                {managed ? 'برای همهٔ اعضای حساب؛ فقط صاحب حساب آن را تغییر می‌دهد' : 'برای همهٔ اعضای حساب'}
              </span>
            </span>
            <State on={totp} />
            <Button
              type="button"
              size="small"
              variant="secondary"
              disabled={managed}
              onClick={() => setOpen(totp ? 'totp-off' : 'totp-on')}
            >
              {totp ? 'خاموش کردن برنامه' : 'روشن کردن برنامه'}
            </Button>
          </div>
          {totp && !managed ? (
            <div className={styles.row}>
              <span className={styles.rowText}>
                <span className={styles.rowTitle}>کدهای بازیابی</span>
                <span className={styles.state}>
                  {toPersianDigits(data.recovery_codes_left)} کد استفاده‌نشده باقی مانده است
                </span>
              </span>
              <Button type="button" size="small" variant="ghost" onClick={() => setOpen('recovery')}>
                ساخت کدهای تازه
              </Button>
            </div>
          ) : null}
        </>
      )}
      <SmsDialog open={open === 'sms'} onClose={close} turnOn={!sms} />
      <AuthenticatorOnDialog open={open === 'totp-on'} onClose={close} />
      <AuthenticatorOffDialog open={open === 'totp-off'} onClose={close} />
      <RecoveryCodesDialog open={open === 'recovery'} onClose={close} />
    </section>
  );
}
