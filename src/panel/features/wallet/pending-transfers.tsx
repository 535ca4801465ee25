import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatNumber, toPersianDigits } from '../../../domain/index.ts';
import { PAYMENT_SETTLED_EVENT } from '../../../domain/wallet/wallet-pay.schema.ts';
import { paymentMethodLabels, paymentStateLabels } from '../../../domain/wallet/wallet-transfers.schema.ts';
import { useLiveReadAgain } from '../../lib/live/use-live.ts';
import { whenText } from './amount-text.ts';
import * as styles from './wallet.css.ts';
import { pendingTransfersQuery, walletKeys } from './wallet.queries.ts';

/** The transfers waiting for the provider's approval; one leaves the list live when it is settled. */
export function PendingTransfers() {
  const queryClient = useQueryClient();
  const pending = useQuery(pendingTransfersQuery());
  const readAgain = () => {
    void queryClient.invalidateQueries({ queryKey: walletKeys.pending() });
    void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'transactions'] });
  };
  useLiveReadAgain([PAYMENT_SETTLED_EVENT], readAgain);
  const items = pending.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="pending-transfers">
      <h2 id="pending-transfers" className={styles.cardTitle}>
        واریزهای در انتظار تأیید
      </h2>
      <ul className={styles.pending}>
        {items.map((p) => (
          <li key={p.id} className={styles.pendingItem}>
            <span>
              {paymentMethodLabels[p.method]} · <bdi>{formatNumber(p.amount)}</bdi> ریال
            </span>
            <span className={styles.muted}>
              {p.reference_code ? (
                <>
                  {p.method === 'bank_pay' ? 'شماره فیش' : 'شماره پیگیری'}{' '}
                  <bdi>{toPersianDigits(p.reference_code)}</bdi>
                </>
              ) : null}
              {p.submitted_at ? (
                <>
                  {' '}
                  · <bdi dir="ltr">{whenText(p.submitted_at)}</bdi>
                </>
              ) : null}
            </span>
            <span className={styles.badge.pending}>{paymentStateLabels[p.state]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
