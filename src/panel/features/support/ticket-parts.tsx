// Small parts the support screens share: a state's badge and a star rating.
import { formatNumber } from '../../../domain/index.ts';
import { TICKET_STATES, type TicketStateId } from '../../../domain/support/support.rules.ts';
import * as styles from './support.css.ts';

export function StateBadge({ state }: { state: number }) {
  const s = TICKET_STATES[state as TicketStateId] ?? TICKET_STATES[2];
  return (
    <span className={styles.tone[s.tone]} data-testid="ticket-state">
      {s.title}
    </span>
  );
}

/** Five stars; a tap rates (1 to 5). Read only without `onRate`. */
export function Stars({
  value,
  onRate,
  label,
}: {
  value: number | null;
  onRate?: (n: number) => void;
  label: string;
}) {
  return (
    <fieldset className={styles.stars} aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          className={value !== null && n <= value ? styles.starOn : styles.star}
          aria-label={`${formatNumber(n)} از ۵`}
          aria-pressed={value === n}
          disabled={!onRate}
          onClick={() => onRate?.(n)}
        >
          ★
        </button>
      ))}
    </fieldset>
  );
}
