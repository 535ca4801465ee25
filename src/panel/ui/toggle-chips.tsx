import * as styles from './toggle-chips.css.ts';

type Option<T> = { value: T; label: string };

type Props<T> = {
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The group's name for a screen reader. */
  label: string;
};

/** One choice among a few, as a row of toggle chips: the chosen one is pressed. */
export function ToggleChips<T extends string | number | null>({ options, value, onChange, label }: Props<T>) {
  return (
    <fieldset className={styles.chips} aria-label={label}>
      {options.map((option) => (
        <button
          key={String(option.value)}
          type="button"
          className={styles.chip}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
