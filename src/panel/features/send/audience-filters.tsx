import { BANK_GENDERS, BANK_OPERATOR_IDS, bankMessages, operatorLabels } from '../../../domain/index.ts';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { type AudienceField, type AudienceFilter, birthYear, numberPrefix, rangeNumber } from './audience.ts';
import * as styles from './send.css.ts';

const ALL = '0';
const genderOptions = [
  { value: ALL, label: 'همه' },
  ...BANK_GENDERS.map((g) => ({ value: String(g.id), label: g.name })),
];
const bankOptions = [
  { value: 'all', label: 'همهٔ شماره‌ها' },
  { value: 'white', label: 'فقط شماره‌های سفید' },
];
const operatorOptions = [
  { value: ALL, label: 'همه' },
  { value: String(BANK_OPERATOR_IDS.mci), label: operatorLabels.mci },
  { value: String(BANK_OPERATOR_IDS.irancell), label: operatorLabels.irancell },
  { value: String(BANK_OPERATOR_IDS.other), label: 'سایر اپراتورها' },
];

/**
 * The filters a bank send's published params take, those of `fields` only: gender and birth years,
 * the white bank, the numbers' prefix, an operator and its slice. The count follows them.
 */
export function AudienceFilters({
  fields,
  value,
  onChange,
}: {
  fields: readonly AudienceField[];
  value: AudienceFilter;
  onChange: (patch: Partial<AudienceFilter>) => void;
}) {
  const yearError = (text: string) => (birthYear(text) === null ? bankMessages.invalidBirthYear : undefined);
  const rangeError = (text: string) => (rangeNumber(text) === null ? bankMessages.invalidRange : undefined);
  return (
    <>
      {fields.includes('person') ? (
        <div className={styles.filterRow}>
          <div className={styles.grow}>
            <Select
              label="جنسیت"
              value={[value.gender || ALL]}
              onChange={([gender = ALL]) => onChange({ gender: gender === ALL ? '' : gender })}
              options={genderOptions}
            />
          </div>
          <div className={styles.pair}>
            <div className={styles.half}>
              <TextField
                label="متولد از سال"
                kind="numeric"
                value={value.yearFrom}
                error={yearError(value.yearFrom)}
                onValueChange={(yearFrom) => onChange({ yearFrom })}
              />
            </div>
            <div className={styles.half}>
              <TextField
                label="تا سال"
                kind="numeric"
                value={value.yearTo}
                error={yearError(value.yearTo)}
                onValueChange={(yearTo) => onChange({ yearTo })}
              />
            </div>
          </div>
        </div>
      ) : null}
      {fields.includes('bank') || fields.includes('prefix') ? (
        <div className={styles.filterRow}>
          {fields.includes('bank') ? (
            <div className={styles.grow}>
              <Select
                label="بانک شماره‌ها"
                value={[value.white ? 'white' : 'all']}
                onChange={([bank = 'all']) => onChange({ white: bank === 'white' })}
                options={bankOptions}
              />
            </div>
          ) : null}
          {fields.includes('prefix') ? (
            <div className={styles.grow}>
              <TextField
                label="پیش‌شماره"
                kind="numeric"
                value={value.prefix}
                hint="مثلاً ۰۹۱۲؛ خالی یعنی همهٔ پیش‌شماره‌ها"
                error={numberPrefix(value.prefix) === null ? bankMessages.invalidPrefix : undefined}
                onValueChange={(prefix) => onChange({ prefix })}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      {fields.includes('operator') ? (
        <div className={styles.filterRow}>
          <div className={styles.grow}>
            <Select
              label="اپراتور"
              value={[value.operator || ALL]}
              onChange={([operator = ALL]) => onChange({ operator: operator === ALL ? '' : operator })}
              options={operatorOptions}
            />
          </div>
          <div className={styles.pair}>
            <div className={styles.half}>
              <TextField
                label="شروع از"
                kind="numeric"
                value={value.start}
                hint="چند شمارهٔ اول کنار گذاشته شود"
                error={rangeError(value.start)}
                onValueChange={(start) => onChange({ start })}
              />
            </div>
            <div className={styles.half}>
              <TextField
                label="تعداد"
                kind="numeric"
                value={value.size}
                hint="خالی یعنی همه"
                error={rangeError(value.size)}
                onValueChange={(size) => onChange({ size })}
              />
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
