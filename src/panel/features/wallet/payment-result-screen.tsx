import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { formatNumber, messages, toPersianDigits } from '../../../domain/index.ts';
import { PAYMENT_SETTLED_EVENT, type PaymentSettledEvent } from '../../../domain/wallet/wallet-pay.schema.ts';
import { accountKeys } from '../../lib/account.queries.ts';
import { useLiveEvent } from '../../lib/live/use-live.ts';
import { button } from '../../ui/button.css.ts';
import { Button } from '../../ui/button.tsx';
import { Breakdown } from './breakdown.tsx';
import * as styles from './wallet.css.ts';
import { paymentQuery } from './wallet.queries.ts';

/** While the bank has not settled a payment, the page asks again this often (ms). */
const PENDING_RECHECK_MS = 4_000;

function Links() {
  return (
    <div className={styles.actions}>
      <Link className={button({ variant: 'primary' })} to="/wallet/credit">
        پرداخت دوباره
      </Link>
      <Link className={button({ variant: 'secondary' })} to="/wallet/transactions">
        تراکنش‌ها
      </Link>
    </div>
  );
}

/**
 * Where the bank sends the browser back. Success says what the wallet got and the new balance; failure
 * says the money returns within 72 hours; still pending, it checks again (and on request).
 */
export function PaymentResultScreen({ paymentId }: { paymentId: number | undefined }) {
  const queryClient = useQueryClient();
  const payment = useQuery({
    ...paymentQuery(paymentId ?? 0),
    enabled: paymentId !== undefined,
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? PENDING_RECHECK_MS : false),
  });
  // Settled elsewhere (the bank's callback, the reconciler): read it now rather than at the next check.
  useLiveEvent(PAYMENT_SETTLED_EVENT, ({ data: settled }) => {
    if ((settled as PaymentSettledEvent | undefined)?.payment_id === paymentId) void payment.refetch();
  });
  const data = payment.data;
  // The answer carries the credit now: the header shows it at once, whether or not the live event came.
  useEffect(() => {
    if (data) queryClient.setQueryData(accountKeys.credit(), Math.floor(data.credit));
  }, [data, queryClient]);

  if (paymentId === undefined || payment.isError)
    return (
      <section className={styles.result} aria-labelledby="payment-result">
        <h2 id="payment-result" className={styles.resultTitle.failure}>
          {paymentId === undefined ? messages.paymentNotFound : payment.error?.message}
        </h2>
        {payment.isError ? (
          <Button variant="secondary" onClick={() => void payment.refetch()}>
            تلاش دوباره
          </Button>
        ) : null}
        <Links />
      </section>
    );
  if (!data || data.state === 'pending')
    return (
      <section className={styles.result} aria-labelledby="payment-result" aria-busy="true">
        <h2 id="payment-result" className={styles.resultTitle.pending}>
          در حال بررسی نتیجه پرداخت…
        </h2>
        <p className={styles.muted}>نتیجه از بانک پرسیده می‌شود؛ این صفحه خودش به‌روز می‌شود.</p>
        <Button variant="secondary" busy={payment.isFetching} onClick={() => void payment.refetch()}>
          بررسی دوباره
        </Button>
        <Links />
      </section>
    );
  const succeeded = data.state === 'paid' || data.state === 'approved';
  return (
    <section className={styles.result} aria-labelledby="payment-result">
      <h2 id="payment-result" className={succeeded ? styles.resultTitle.success : styles.resultTitle.failure}>
        {succeeded ? 'پرداخت موفق' : 'پرداخت ناموفق'}
      </h2>
      {succeeded ? (
        <>
          <p className={styles.muted}>{messages.paymentSucceeded}</p>
          <Breakdown
            label="نتیجه پرداخت"
            lines={[
              { term: 'مبلغ پرداختی', rials: data.payable },
              { term: 'افزایش اعتبار', rials: data.credited },
              { term: 'موجودی جدید', rials: Math.floor(data.credit), strong: true },
            ]}
          />
          {data.bank_reference ? (
            <p className={styles.muted}>
              شماره پیگیری بانک: <bdi>{toPersianDigits(data.bank_reference)}</bdi>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p>{messages.paymentRefund}.</p>
          <Breakdown label="نتیجه پرداخت" lines={[{ term: 'مبلغ پرداخت', rials: data.payable }]} />
          <p className={styles.muted}>
            موجودی کیف پول: <bdi>{formatNumber(Math.floor(data.credit))}</bdi> ریال
          </p>
        </>
      )}
      <Links />
    </section>
  );
}
