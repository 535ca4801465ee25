import { useCallback, useId, useRef, useState } from 'react';
import {
  isPastDay,
  type JalaliDate,
  jalaliDay,
  type MinimumLead,
  messages,
  readMaskedDate,
} from '../../domain/index.ts';
import { Calendar, type Month } from './calendar.tsx';
import * as styles from './date-picker.css.ts';
import * as fieldStyles from './text-field.css.ts';
import { TimeInput } from './time-input.tsx';
import { useDismiss } from './use-dismiss.ts';
import { useTypedDate } from './use-typed-date.ts';

export type DatePickerProps = {
  label: string;
  /** Latin digits: jYYYY/jMM/jDD, or jYYYY/jMM/jDD HH:mm with the time; '' when empty. */
  value: string;
  onChange: (value: string) => void;
  withTime?: boolean;
  disablePast?: boolean;
  minLead?: MinimumLead;
  error?: string;
  now?: () => Date;
};

const pad = (n: number) => String(n).padStart(2, '0');
const dateText = ({ jy, jm, jd }: JalaliDate) => `${jy}/${pad(jm)}/${pad(jd)}`;

/** The Jalali date (or date-time) input with its calendar popup. */
export function DatePicker({
  label,
  value,
  onChange,
  withTime,
  disablePast,
  minLead,
  error,
  now = () => new Date(),
}: DatePickerProps) {
  const id = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const today = jalaliDay(now());
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState<Month>(() => readMaskedDate(value.slice(0, 10)) ?? today);
  const typed = useTypedDate({ value, onChange, withTime, disablePast, now, onSettledMonth: setMonth });
  const text = typed.text;
  const selected = readMaskedDate(text.slice(0, 10));
  const close = useCallback(() => setOpen(false), []);
  useDismiss(anchor, open, close);

  const pick = (date: JalaliDate) => {
    typed.set(withTime ? `${dateText(date)} ${text.slice(11) || '12:00'}` : dateText(date));
    if (!withTime) setOpen(false); // Selection closes the picker unless the time is picked
  };
  const shownError = error ?? (typed.invalid ? messages.invalidDate : undefined);
  return (
    <div ref={anchor} className={[fieldStyles.field, styles.anchor].join(' ')}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={[fieldStyles.input, fieldStyles.ltr].join(' ')}
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        placeholder={withTime ? '1404/01/01 12:00' : '1404/01/01'}
        value={text}
        role="combobox"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-calendar` : undefined}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${id}-error` : undefined}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') setOpen(true);
        }}
        onChange={(event) => typed.type(event.target.value)}
        onBlur={typed.flush}
      />
      {shownError ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {shownError}
        </p>
      ) : null}
      {open ? (
        <div id={`${id}-calendar`} className={styles.popup} role="dialog" aria-label={`تقویم ${label}`}>
          <Calendar
            month={month}
            onMonthChange={setMonth}
            today={today}
            selected={selected}
            onSelect={pick}
            isDisabled={disablePast ? (date) => isPastDay(date, now()) : undefined}
          />
          {withTime ? (
            <TimeInput
              label="ساعت"
              date={selected}
              value={text.slice(11)}
              minLead={minLead}
              now={now}
              onChange={(time) => {
                if (selected) typed.set(`${dateText(selected)} ${time}`);
              }}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
