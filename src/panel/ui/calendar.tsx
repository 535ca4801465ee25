import type { KeyboardEvent } from 'react';
import {
  compareJalali,
  JALALI_MONTH_NAMES,
  type JalaliDate,
  jalaliMonthWeeks,
  toPersianDigits,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT_NAMES,
  yearSelectorYears,
} from '../../domain/index.ts';
import * as styles from './calendar.css.ts';

export type Month = { jy: number; jm: number };

type Props = {
  month: Month;
  onMonthChange: (month: Month) => void;
  today: JalaliDate;
  selected: JalaliDate | null;
  onSelect: (date: JalaliDate) => void;
  isDisabled?: (date: JalaliDate) => boolean;
};

const shift = ({ jy, jm }: Month, by: number): Month => {
  const index = jy * 12 + (jm - 1) + by;
  return { jy: Math.floor(index / 12), jm: (index % 12) + 1 };
};

// Arrow keys move a day or a week; in a right-to-left calendar the left arrow is the next day.
const KEY_STEPS: Record<string, number> = { ArrowLeft: 1, ArrowRight: -1, ArrowDown: 7, ArrowUp: -7 };

function moveFocus(event: KeyboardEvent<HTMLTableElement>) {
  const step = KEY_STEPS[event.key];
  const from = (event.target as HTMLElement).dataset.day;
  if (step === undefined || from === undefined) return;
  const target = event.currentTarget.querySelector<HTMLButtonElement>(`[data-day="${Number(from) + step}"]`);
  if (target) {
    event.preventDefault();
    target.focus();
  }
}

/** Jalali month names, weeks from Saturday, a year selector of 201 years around this year. */
export function Calendar({ month, onMonthChange, today, selected, onSelect, isDisabled }: Props) {
  const years = yearSelectorYears(today.jy);
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.step}
          aria-label="ماه قبل"
          onClick={() => onMonthChange(shift(month, -1))}
        >
          ›
        </button>
        <select
          className={styles.select}
          aria-label="ماه"
          value={month.jm}
          onChange={(event) => onMonthChange({ ...month, jm: Number(event.target.value) })}
        >
          {JALALI_MONTH_NAMES.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <select
          className={styles.select}
          aria-label="سال"
          value={month.jy}
          onChange={(event) => onMonthChange({ ...month, jy: Number(event.target.value) })}
        >
          {years.map((year) => (
            <option key={year} value={year}>
              {toPersianDigits(year)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.step}
          aria-label="ماه بعد"
          onClick={() => onMonthChange(shift(month, 1))}
        >
          ‹
        </button>
      </div>
      <table
        className={styles.grid}
        onKeyDown={moveFocus}
        aria-label={`${JALALI_MONTH_NAMES[month.jm - 1]} ${toPersianDigits(month.jy)}`}
      >
        <thead>
          <tr>
            {WEEKDAY_SHORT_NAMES.map((short, i) => (
              <th key={short} scope="col" className={styles.weekday} abbr={WEEKDAY_NAMES[i]}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {jalaliMonthWeeks(month.jy, month.jm).map((week) => (
            <tr key={week.find((jd) => jd !== null)}>
              {week.map((jd, d) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell is known only by its column.
                if (jd === null) return <td key={`blank-${d}`} />;
                const date = { ...month, jd };
                return (
                  <td key={jd}>
                    <button
                      type="button"
                      className={styles.day({
                        today: compareJalali(date, today) === 0,
                        selected: selected !== null && compareJalali(date, selected) === 0,
                      })}
                      aria-label={`${toPersianDigits(jd)} ${JALALI_MONTH_NAMES[month.jm - 1]} ${toPersianDigits(month.jy)}`}
                      data-day={jd}
                      aria-pressed={selected !== null && compareJalali(date, selected) === 0}
                      disabled={isDisabled?.(date) ?? false}
                      onClick={() => onSelect(date)}
                    >
                      {toPersianDigits(jd)}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
