import { memo } from 'react';
import { messages, toPersianDigits } from '../../domain/index.ts';
import * as styles from './number-entry.css.ts';

type Props = { numbers: readonly string[]; onRemove: (number: string) => void; label: string };

// Memoised per chip: removing one of a thousand re-renders only the list, not every chip.
const Chip = memo(function Chip({
  number,
  onRemove,
}: {
  number: string;
  onRemove: (number: string) => void;
}) {
  return (
    <li className={styles.chip}>
      <span>{number}</span>
      <button
        type="button"
        className={styles.remove}
        aria-label={`حذف ${toPersianDigits(number)}`}
        onClick={() => onRemove(number)}
      >
        ×
      </button>
    </li>
  );
});

/** Entered numbers as chips that can be removed; 'no number entered' when there are none. */
export function NumberChips({ numbers, onRemove, label }: Props) {
  if (numbers.length === 0) return <p className={styles.empty}>{messages.noNumberEntered}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling list must be reachable by keyboard.
    <ul className={styles.chips} aria-label={label} tabIndex={0}>
      {numbers.map((number) => (
        <Chip key={number} number={number} onRemove={onRemove} />
      ))}
    </ul>
  );
}
