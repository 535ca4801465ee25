import { useQuery } from '@tanstack/react-query';
import { formatRials, OPERATORS, operatorLabels, textSendPrice } from '../../../domain/index.ts';
import { Fact } from '../../ui/fact.tsx';
import * as styles from './predefined.css.ts';
import { tariffQuery } from './predefined-screen.queries.ts';

/**
 * What one recipient of this text costs on each operator, with لغو۱۱ counted as the composer counts
 * it: parts × tariff, the surcharge off the first operator and the legal extra of every send.
 */
export function PricePerRecipient({ text }: { text: string }) {
  const tariffs = useQuery(tariffQuery());
  if (tariffs.status === 'pending') return <p className={styles.meta}>در حال دریافت تعرفه…</p>;
  if (tariffs.status === 'error')
    return (
      <p role="alert" className={styles.alert}>
        {tariffs.error.message}
      </p>
    );
  return (
    <dl className={styles.facts} aria-label="هزینهٔ هر گیرنده">
      {OPERATORS.map((operator) => (
        <Fact key={operator} term={operatorLabels[operator]} testId={`price-${operator}`}>
          {formatRials(
            textSendPrice(text, { [operator]: 1 }, tariffs.data.tariffs, { cancel11: true }).total,
          )}
        </Fact>
      ))}
    </dl>
  );
}
