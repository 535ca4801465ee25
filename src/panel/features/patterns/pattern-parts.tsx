import { useState } from 'react';
import {
  formatNumber,
  type PatternState,
  patternStateLabels,
  patternVariableTypeLabels,
} from '../../../domain/index.ts';
import type { PatternStatus, PatternVariableOut } from '../../../domain/patterns/patterns.schema.ts';
import { Button } from '../../ui/button.tsx';
import { messageSegments } from './pattern-form.ts';
import * as styles from './patterns.css.ts';

/** A documented status as the panel's state (the edited state belongs to the whole pattern). */
export const statusState: Readonly<Record<PatternStatus, PatternState>> = {
  pending: 'not_confirmed',
  active: 'confirmed',
  inactive: 'rejected',
};

export function StateBadge({ state }: { state: PatternState }) {
  return <span className={styles.badge[state]}>{patternStateLabels[state]}</span>;
}

/** The pattern's code, left to right, with a button that copies it and says so. */
export function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      // Without clipboard access the code is still there to select by hand.
    }
  };
  return (
    <span className={styles.codeRow}>
      <bdi dir="ltr" className={styles.code}>
        {code}
      </bdi>
      <Button size="small" variant="ghost" onClick={() => void copy()} aria-label={`کپی کد ${code}`}>
        {copied ? 'کپی شد' : 'کپی'}
      </Button>
    </span>
  );
}

/** A stored message with its variables as chips, so the fixed words and the values stand apart. */
export function MessageView({
  message,
  delimiter,
  variables,
}: {
  message: string;
  delimiter: string;
  variables: readonly PatternVariableOut[];
}) {
  const segments = messageSegments(
    message,
    delimiter,
    variables.map((v) => v.name),
  );
  return (
    <p className={styles.message}>
      {segments.map((s, i) =>
        s.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text never move.
          <span key={i}>{s.value}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text never move.
          <bdi key={i} dir="ltr" className={styles.chip}>
            {s.name}
          </bdi>
        ),
      )}
    </p>
  );
}

export function VariablesTable({ variables }: { variables: readonly PatternVariableOut[] }) {
  if (variables.length === 0) return <p className={styles.muted}>این الگو متغیری ندارد.</p>;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>متغیرها</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.th}>
            نام
          </th>
          <th scope="col" className={styles.th}>
            نوع
          </th>
          <th scope="col" className={styles.th}>
            طول
          </th>
        </tr>
      </thead>
      <tbody>
        {variables.map((v) => (
          <tr key={v.name}>
            <td className={styles.td}>
              <bdi dir="ltr" className={styles.code}>
                {v.name}
              </bdi>
            </td>
            <td className={styles.td}>{patternVariableTypeLabels[v.type]}</td>
            <td className={styles.td}>{formatNumber(v.len)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
