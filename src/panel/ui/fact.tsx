import type { ReactNode } from 'react';
import * as styles from './fact.css.ts';

/** One term and its value in a two-column <dl> (a contact's, a saved message's, its prices). */
export function Fact({ term, testId, children }: { term: string; testId?: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
