import * as styles from './date-picker.css.ts';
import { DatePicker } from './date-picker.tsx';

type Props = {
  title: string;
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  disablePast?: boolean;
};

/** A date range: two Jalali pickers under one title (the from and to keys of a date_range filter). */
export function DateRangePicker({ title, from, to, onChange, disablePast }: Props) {
  return (
    <fieldset className={styles.range}>
      <legend className={styles.legend}>{title}</legend>
      <DatePicker
        label="از تاریخ"
        value={from}
        disablePast={disablePast}
        onChange={(next) => onChange({ from: next, to })}
      />
      <DatePicker
        label="تا تاریخ"
        value={to}
        disablePast={disablePast}
        onChange={(next) => onChange({ from, to: next })}
      />
    </fieldset>
  );
}
