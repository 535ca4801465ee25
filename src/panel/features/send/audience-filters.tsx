import {
  BANK_BIRTH_YEAR_MAX,
  BANK_BIRTH_YEAR_MIN,
  BANK_GENDERS,
  bankMessages,
  toLatinDigits,
} from '../../../domain/index.ts';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import * as styles from './send.css.ts';

/** Who of a bank's people a send takes: a gender's id and Jalali birth years, '' for any. */
export type AudienceFilter = { gender: string; yearFrom: string; yearTo: string };
export const ANY_AUDIENCE: AudienceFilter = { gender: '', yearFrom: '', yearTo: '' };

/** A birth year as typed: '' is any year, else a whole Jalali year the banks hold people of. */
export function birthYear(text: string): number | '' | null {
  const digits = toLatinDigits(text).trim();
  if (digits === '') return '';
  const year = Number(digits);
  return Number.isInteger(year) && year >= BANK_BIRTH_YEAR_MIN && year <= BANK_BIRTH_YEAR_MAX ? year : null;
}

/** The first problem of the filter, if any (a birth year outside the banks' years). */
export function audienceProblem(filter: AudienceFilter): string | null {
  return birthYear(filter.yearFrom) === null || birthYear(filter.yearTo) === null
    ? bankMessages.invalidBirthYear
    : null;
}

/** The filter as a country send's param writes it (gender 0 and no years: everyone). */
export function audienceParams(filter: AudienceFilter) {
  const from = birthYear(filter.yearFrom);
  const to = birthYear(filter.yearTo);
  return {
    ...(filter.gender ? { gender: Number(filter.gender) } : {}),
    ...(typeof from === 'number' ? { age_from: from } : {}),
    ...(typeof to === 'number' ? { age_to: to } : {}),
  };
}

const ALL = '0';
const genderOptions = [
  { value: ALL, label: 'همه' },
  ...BANK_GENDERS.map((g) => ({ value: String(g.id), label: g.name })),
];

/** Gender and birth years of the people a bank send reaches; the count follows them. */
export function AudienceFilters({
  value,
  onChange,
}: {
  value: AudienceFilter;
  onChange: (patch: Partial<AudienceFilter>) => void;
}) {
  const yearError = (text: string) => (birthYear(text) === null ? bankMessages.invalidBirthYear : undefined);
  return (
    <div className={styles.row}>
      <div className={styles.grow}>
        <Select
          label="جنسیت"
          value={[value.gender || ALL]}
          onChange={([gender = ALL]) => onChange({ gender: gender === ALL ? '' : gender })}
          options={genderOptions}
        />
      </div>
      <div className={styles.grow}>
        <TextField
          label="متولد از سال"
          kind="numeric"
          value={value.yearFrom}
          error={yearError(value.yearFrom)}
          onValueChange={(yearFrom) => onChange({ yearFrom })}
        />
      </div>
      <div className={styles.grow}>
        <TextField
          label="تا سال"
          kind="numeric"
          value={value.yearTo}
          error={yearError(value.yearTo)}
          onValueChange={(yearTo) => onChange({ yearTo })}
        />
      </div>
    </div>
  );
}
