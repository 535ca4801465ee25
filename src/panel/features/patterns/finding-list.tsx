import type { Finding } from './pattern-findings.ts';
import * as styles from './patterns.css.ts';

/** The reasons found for one field, read out as they appear (the user sees why before submitting). */
export function FindingList({ id, findings }: { id?: string; findings: readonly Finding[] }) {
  return (
    <ul id={id} className={styles.findings} aria-live="polite">
      {findings.map((f) => (
        <li key={f.message} className={styles.finding[f.severity === 'block' ? 'block' : 'warn']}>
          {f.message}
        </li>
      ))}
    </ul>
  );
}
