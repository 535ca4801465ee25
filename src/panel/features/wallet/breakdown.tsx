import { formatNumber } from '../../../domain/index.ts';
import * as styles from './wallet.css.ts';

export type BreakdownLine = { term: string; rials: number; strong?: boolean };

/** What a payment costs and gives, a term and its figure in rials per line. */
export function Breakdown({
  lines,
  label = 'جزئیات مبلغ',
}: {
  lines: readonly BreakdownLine[];
  label?: string;
}) {
  return (
    <dl className={styles.breakdown} aria-label={label}>
      {lines.map((line) => (
        <div key={line.term} className={line.strong ? `${styles.line} ${styles.strongLine}` : styles.line}>
          <dt className={styles.lineTerm}>{line.term}</dt>
          <dd className={styles.lineValue}>
            <bdi>{formatNumber(line.rials)}</bdi> ریال
          </dd>
        </div>
      ))}
    </dl>
  );
}
