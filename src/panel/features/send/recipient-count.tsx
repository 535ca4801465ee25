import type { UseQueryResult } from '@tanstack/react-query';
import { formatNumber } from '../../../domain/index.ts';
import * as styles from './send.css.ts';

/** The live recipient count of a chosen area, job or phonebook (banks/counts). */
export function RecipientCount({ query, chosen }: { query: UseQueryResult<number>; chosen: boolean }) {
  if (!chosen) return null;
  return (
    <p className={styles.muted} aria-live="polite" data-testid="recipient-count">
      {query.isError
        ? query.error.message
        : query.data === undefined
          ? 'در حال شمارش گیرندگان…'
          : `${formatNumber(query.data)} گیرنده`}
    </p>
  );
}
