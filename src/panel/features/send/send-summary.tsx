import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import {
  formatNumber,
  formatRials,
  type SmsParts,
  sendMessages,
  toPersianDigits,
} from '../../../domain/index.ts';
import { creditQuery } from '../../lib/account.queries.ts';
import { skippedText } from './send-rules.ts';
import * as styles from './send-summary.css.ts';
import type { SendPriceData } from './send-types.ts';

type Props = {
  /** The mode's recipients, undefined while not known yet. */
  recipients: number | undefined;
  /** The common text's parts with لغو۱۱, or null when each number carries its own text. */
  parts: SmsParts | null;
  /** send/calculate-price's answer for the form as it is now, else null. */
  price: SendPriceData | null;
  later: boolean;
  /** Latin digits, jYYYY/jMM/jDD HH:mm, '' while not chosen. */
  at: string;
  /** The messages and the action: on a phone they stand alone where they always stood. */
  children: ReactNode;
};

/**
 * What the send will be, kept in view beside the form on a desktop: recipients, parts, price, the
 * wallet and the time, with the action under them. A phone shows only the action, as before.
 */
export function SendSummary({ recipients, parts, price, later, at, children }: Props) {
  const id = useId();
  const credit = useQuery(creditQuery());
  // The priced count leaves out blacklisted and cancel-11 numbers: the same figure the confirm sheet shows.
  const count = price?.recipients ?? recipients;
  const wallet = credit.data ?? price?.credit;
  const skipped = skippedText(price);
  return (
    <div className={styles.aside}>
      <section className={styles.facts} aria-labelledby={id}>
        <h2 id={id} className={styles.title}>
          خلاصهٔ این ارسال
        </h2>
        <dl className={styles.list}>
          <Fact label="گیرندگان" testId="summary-recipients">
            {count === undefined ? '—' : formatNumber(count)}
          </Fact>
          {parts ? (
            <>
              <Fact label="بخش‌های هر پیامک" testId="summary-parts">
                {toPersianDigits(price?.parts ?? parts.parts)}
              </Fact>
              <Fact label="نویسه‌ها" testId="summary-chars">
                {toPersianDigits(parts.length)}
              </Fact>
            </>
          ) : (
            <Fact label="متن پیامک">
              <span className={styles.hint}>هر شماره متن خودش را دارد</span>
            </Fact>
          )}
          <Fact label="هزینه" testId="summary-price">
            {price ? (
              formatRials(price.price ?? 0)
            ) : (
              <span className={styles.hint}>پیش از ارسال محاسبه می‌شود</span>
            )}
          </Fact>
          <Fact label="اعتبار کیف پول" testId="summary-credit">
            {wallet === undefined ? '…' : formatRials(wallet)}
          </Fact>
          <Fact label="زمان ارسال" testId="summary-when">
            {!later ? (
              'همین حالا'
            ) : at ? (
              <bdi dir="ltr">{toPersianDigits(at)}</bdi>
            ) : (
              <span className={styles.hint}>تاریخ انتخاب نشده</span>
            )}
          </Fact>
        </dl>
        {skipped ? (
          <p className={styles.hint} data-testid="summary-skipped">
            {skipped}
          </p>
        ) : null}
        {price?.enough_credit === false ? (
          <p className={styles.short}>{sendMessages.insufficientCredit}</p>
        ) : null}
      </section>
      {children}
    </div>
  );
}

function Fact({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
