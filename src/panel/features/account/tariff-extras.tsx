import type { ReactNode } from 'react';
import {
  formatRials,
  LEGAL_EXTRA_RIALS_PER_SEND,
  OFF_FIRST_OPERATOR_EXTRA_PERCENT,
  toPersianDigits,
} from '../../../domain/index.ts';
import type { UserTariffRow } from '../../../domain/send/send-banks.schema.ts';
import * as styles from './hub.css.ts';

/** Parts of the example message: a Persian text of 71 to 134 characters goes in two parts. */
const EXAMPLE_PARTS = 2;

type Props = { rows: readonly UserTariffRow[] | undefined };

/** `/profile/tariffs`: the price per part (the table the send area shows too), then the extras. */
export function TariffsScreen({ table, rows }: Props & { table: ReactNode }) {
  return (
    <div className={styles.column}>
      {table}
      <TariffExtras rows={rows} />
    </div>
  );
}

/**
 * What is added to a part's price: 40 rials a send by law (per recipient, whatever the parts), and
 * 10% for a number off the first operator (already in the "others" column); then what one 2-part
 * Persian message to one number costs on the user's first range of lines.
 */
export function TariffExtras({ rows }: Props) {
  const mciRow = rows?.find((row) => 'persian_mci' in row);
  const otherRow = rows?.find((row) => 'persian_other' in row && row.operator_id === mciRow?.operator_id);
  const mci = mciRow && 'persian_mci' in mciRow ? Number(mciRow.persian_mci) : null;
  const other = otherRow && 'persian_other' in otherRow ? Number(otherRow.persian_other) : null;
  return (
    <section className={styles.card} aria-labelledby="tariff-extras">
      <h2 id="tariff-extras" className={styles.cardTitle}>
        افزوده‌ها و نمونهٔ بها
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>افزودهٔ قانونی هر ارسال</dt>
          <dd className={styles.value} data-testid="legal-extra">
            {formatRials(LEGAL_EXTRA_RIALS_PER_SEND)} برای هر گیرنده
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>افزوده برای شماره‌های غیر همراه اول</dt>
          <dd className={styles.value} data-testid="off-first-operator">
            {toPersianDigits(OFF_FIRST_OPERATOR_EXTRA_PERCENT)}٪ بهای پیامک (ایرانسل، رایتل و دیگران)
          </dd>
        </div>
      </dl>
      {mci !== null && mciRow ? (
        <div className={styles.example} data-testid="tariff-example">
          <p className={styles.linkTitle}>
            نمونه: یک پیامک فارسی {toPersianDigits(EXAMPLE_PARTS)} بخشی از خط{' '}
            <bdi dir="ltr">{toPersianDigits(mciRow.name)}</bdi> به یک گیرنده
          </p>
          <div className={styles.examples}>
            <Example title="به همراه اول" partPrice={mci} />
            {other !== null ? (
              <Example
                title={`به سایر اپراتورها (با افزودهٔ ${toPersianDigits(OFF_FIRST_OPERATOR_EXTRA_PERCENT)}٪)`}
                partPrice={other}
              />
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}

function Example({ title, partPrice }: { title: string; partPrice: number }) {
  const parts = EXAMPLE_PARTS * partPrice;
  return (
    <div className={styles.form}>
      <span className={styles.term}>{title}</span>
      <div className={styles.line}>
        <span>
          {toPersianDigits(EXAMPLE_PARTS)} بخش × {formatRials(partPrice)}
        </span>
        <span>{formatRials(parts)}</span>
      </div>
      <div className={styles.line}>
        <span>افزودهٔ قانونی</span>
        <span>{formatRials(LEGAL_EXTRA_RIALS_PER_SEND)}</span>
      </div>
      <div className={`${styles.line} ${styles.strongLine}`}>
        <span>جمع</span>
        <span>{formatRials(parts + LEGAL_EXTRA_RIALS_PER_SEND)}</span>
      </div>
    </div>
  );
}
