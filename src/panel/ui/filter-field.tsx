import { useId } from 'react';
import * as rangeStyles from './date-picker.css.ts';
import { DatePicker } from './date-picker.tsx';
import { DateRangePicker } from './date-range-picker.tsx';
import * as styles from './filter-bar.css.ts';
import * as fieldStyles from './text-field.css.ts';
import { TextField } from './text-field.tsx';

/** The five filter types; date_range and search_range write a from key and a to key. */
export type FilterDef =
  | { type: 'search'; key: string; title: string }
  | { type: 'options'; key: string; title: string; options: readonly { value: string; label: string }[] }
  | { type: 'date'; key: string; title: string }
  | { type: 'date_range' | 'search_range'; key: string; title: string; from: string; to: string };

export const filterKeys = (filter: FilterDef): string[] =>
  filter.type === 'date_range' || filter.type === 'search_range' ? [filter.from, filter.to] : [filter.key];

type Props = { filter: FilterDef; values: Record<string, string>; set: (key: string, value: string) => void };

export function FilterField({ filter, values, set }: Props) {
  const id = useId();
  const value = (key: string) => values[key] ?? '';
  switch (filter.type) {
    case 'search':
      return (
        <TextField
          label={filter.title}
          value={value(filter.key)}
          onValueChange={(next) => set(filter.key, next)}
        />
      );
    case 'options':
      return (
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={id}>
            {filter.title}
          </label>
          <select
            id={id}
            className={styles.select}
            value={value(filter.key)}
            onChange={(event) => set(filter.key, event.target.value)}
          >
            <option value="">همه</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      );
    case 'date':
      return (
        <DatePicker
          label={filter.title}
          value={value(filter.key)}
          onChange={(next) => set(filter.key, next)}
        />
      );
    case 'date_range':
      return (
        <DateRangePicker
          title={filter.title}
          from={value(filter.from)}
          to={value(filter.to)}
          onChange={(range) => {
            set(filter.from, range.from);
            set(filter.to, range.to);
          }}
        />
      );
    case 'search_range':
      return (
        <fieldset className={rangeStyles.range}>
          <legend className={rangeStyles.legend}>{filter.title}</legend>
          <TextField
            label="از"
            kind="numeric"
            value={value(filter.from)}
            onValueChange={(next) => set(filter.from, next)}
          />
          <TextField
            label="تا"
            kind="numeric"
            value={value(filter.to)}
            onValueChange={(next) => set(filter.to, next)}
          />
        </fieldset>
      );
  }
}
