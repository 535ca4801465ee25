import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formatNumber, messages } from '../../../domain/index.ts';
import { isPayableAmount, onlineQuote } from '../../../domain/wallet/wallet-money.rules.ts';
import { Form } from '../../ui/form-element.tsx';
import { OnlineSubmit } from '../../ui/online-submit.tsx';
import { AmountField } from './amount-field.tsx';
import { amountValue } from './amount-text.ts';
import { Breakdown } from './breakdown.tsx';
import * as styles from './wallet.css.ts';
import { goToBank, promotionQuery, startOnlinePayment } from './wallet.queries.ts';

/**
 * Online top-up: the amount, today's promotion and what the tap will cost and give, shown before
 * paying; «پرداخت» asks for the bank's page once and sends the browser there.
 */
export function OnlineTopUp() {
  const [digits, setDigits] = useState('');
  const [error, setError] = useState<string>();
  const promotion = useQuery(promotionQuery());
  // A payment is made on a tap only, never retried by itself: no retry, and no waiting in an offline queue to go
  // out later on its own; each tap carries its own key, so a doubled request is one payment.
  // A second tap before the first one's state renders (a double tap) is the same tap: held here.
  const tapped = useRef(false);
  const pay = useMutation({
    mutationFn: ({ amount, key }: { amount: number; key: string }) => startOnlinePayment(amount, key),
    retry: false,
    networkMode: 'always',
    onSuccess: (answer) => goToBank(answer.url),
    onError: () => {
      tapped.current = false;
    },
  });
  const amount = amountValue(digits);
  const quote = amount && isPayableAmount(amount) ? onlineQuote(amount, promotion.data) : null;
  const submit = () => {
    if (tapped.current) return;
    if (amount === null) return setError(messages.required);
    if (!isPayableAmount(amount)) return setError(messages.minPayment);
    tapped.current = true;
    pay.mutate({ amount, key: crypto.randomUUID() });
  };
  return (
    <Form className={styles.form} onSubmit={submit}>
      <AmountField
        digits={digits}
        onDigits={(next) => {
          setDigits(next);
          setError(undefined);
        }}
        error={error}
        quick
      />
      {promotion.data ? (
        <p className={styles.promotion}>
          {promotion.data.title}: {formatNumber(promotion.data.percent)}٪ اعتبار هدیه برای پرداخت‌های{' '}
          {promotion.data.min_amount > 0
            ? `از ${formatNumber(promotion.data.min_amount)} ریال به بالا`
            : 'امروز'}
        </p>
      ) : null}
      {quote ? (
        <Breakdown
          lines={[
            { term: 'مبلغ', rials: quote.amount },
            { term: 'مالیات بر ارزش افزوده (۱۰٪)', rials: quote.tax },
            { term: 'مبلغ قابل پرداخت', rials: quote.payable, strong: true },
            ...(quote.bonus > 0 ? [{ term: 'اعتبار هدیه امروز', rials: quote.bonus }] : []),
            { term: 'افزایش اعتبار کیف پول', rials: quote.credited, strong: true },
          ]}
        />
      ) : (
        <p className={styles.muted}>{messages.minPayment}؛ ۱۰٪ مالیات بر ارزش افزوده به مبلغ افزوده می‌شود.</p>
      )}
      {pay.error ? (
        <p className={styles.alert} role="alert">
          {pay.error.message}
        </p>
      ) : null}
      <OnlineSubmit size="large" busy={pay.isPending || pay.isSuccess}>
        {pay.isPending || pay.isSuccess ? 'در حال انتقال به درگاه بانک…' : 'پرداخت'}
      </OnlineSubmit>
    </Form>
  );
}
