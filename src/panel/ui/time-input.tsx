import { useId, useState } from 'react';
import { isTimeTooEarly, type JalaliDate, type MinimumLead } from '../../domain/index.ts';
import * as styles from './text-field.css.ts';

type Props = {
  label: string;
  /** The chosen day; the too-early rule applies only when it is today. */
  date: JalaliDate | null;
  value: string;
  onChange: (value: string) => void;
  minLead?: MinimumLead;
  now?: () => Date;
};

/**
 * When the day is today and the time is earlier than now plus the configured minimum, the
 * input shows an error state, with no message, and the change is not passed on.
 */
export function TimeInput({ label, date, value, onChange, minLead, now = () => new Date() }: Props) {
  const id = useId();
  const [typed, setTyped] = useState(value);
  const [tooEarly, setTooEarly] = useState(false);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="time"
        className={[styles.input, styles.ltr].join(' ')}
        dir="ltr"
        value={typed}
        aria-invalid={tooEarly || undefined}
        onChange={(event) => {
          const next = event.target.value;
          setTyped(next);
          const [hour, minute] = next.split(':').map(Number);
          if (hour === undefined || minute === undefined || Number.isNaN(hour) || Number.isNaN(minute))
            return;
          const early = date !== null && isTimeTooEarly(date, { hour, minute }, now(), minLead);
          setTooEarly(early);
          if (!early) onChange(next);
        }}
      />
    </div>
  );
}
