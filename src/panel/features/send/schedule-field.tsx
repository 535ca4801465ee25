import { DatePicker } from '../../ui/date-picker.tsx';
import * as styles from './send.css.ts';

type Props = {
  later: boolean;
  at: string;
  onChange: (patch: { later?: boolean; at?: string }) => void;
  error?: string | undefined;
};

/** Send now, or at a Jalali date and time that is not in the past. */
export function ScheduleField({ later, at, onChange, error }: Props) {
  return (
    <fieldset className={styles.card}>
      <legend className={styles.cardTitle}>زمان ارسال</legend>
      <div className={styles.choice}>
        <label>
          <input type="radio" name="when" checked={!later} onChange={() => onChange({ later: false })} /> همین
          حالا
        </label>
        <label>
          <input type="radio" name="when" checked={later} onChange={() => onChange({ later: true })} />{' '}
          زمان‌بندی‌شده
        </label>
      </div>
      {later ? (
        <DatePicker
          label="تاریخ و ساعت ارسال"
          withTime
          disablePast
          value={at}
          onChange={(next) => onChange({ at: next })}
          {...(error ? { error } : {})}
        />
      ) : null}
    </fieldset>
  );
}
