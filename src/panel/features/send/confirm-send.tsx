import { formatNumber, formatRials, sendMessages, toPersianDigits } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import * as styles from './send.css.ts';
import { skippedText } from './send-rules.ts';
import type { SendPriceData } from './send-types.ts';

type Props = {
  open: boolean;
  price: SendPriceData | null;
  parts: number;
  recipients: number | undefined;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The price from send/calculate-price is seen before anything is sent. */
export function ConfirmSend({ open, price, parts, recipients, busy, onConfirm, onClose }: Props) {
  const count = price?.recipients ?? recipients;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="تأیید ارسال"
      actions={
        <>
          <Button variant="primary" busy={busy} disabled={price?.enough_credit === false} onClick={onConfirm}>
            ارسال
          </Button>
          <Button variant="ghost" onClick={onClose}>
            انصراف
          </Button>
        </>
      }
    >
      <dl className={styles.facts}>
        <dt>گیرندگان</dt>
        <dd className={styles.factValue} data-testid="send-recipients">
          {count === undefined ? '—' : formatNumber(count)}
        </dd>
        <dt>بخش‌های هر پیامک</dt>
        <dd className={styles.factValue}>{toPersianDigits(price?.parts ?? parts)}</dd>
        <dt>هزینه</dt>
        <dd className={styles.factValue} data-testid="send-price">
          {price ? formatRials(price.price ?? 0) : 'پس از اتصال به اینترنت محاسبه می‌شود'}
        </dd>
        {price?.blocked ? (
          <>
            <dt>کنار گذاشته</dt>
            <dd className={styles.factValue} data-testid="send-skipped">
              {skippedText(price)}
            </dd>
          </>
        ) : null}
        {price ? (
          <>
            <dt>اعتبار کیف پول</dt>
            <dd className={styles.factValue}>{formatRials(price.credit ?? 0)}</dd>
          </>
        ) : null}
      </dl>
      {price?.enough_credit === false ? (
        <p role="alert" className={styles.error}>
          {sendMessages.insufficientCredit}
        </p>
      ) : null}
    </Dialog>
  );
}
