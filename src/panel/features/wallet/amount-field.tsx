import { formatNumber, formatToman } from '../../../domain/index.ts';
import { TextField } from '../../ui/text-field.tsx';
import { amountDigits, amountValue, groupedAmount } from './amount-text.ts';
import * as styles from './wallet.css.ts';

/** The usual top-ups, in rials, offered as one tap. */
export const QUICK_AMOUNTS = [1_000_000, 2_000_000, 5_000_000, 10_000_000] as const;

type Props = {
  label?: string;
  /** Latin digits, as typed: '' when empty. */
  digits: string;
  onDigits: (digits: string) => void;
  error?: string | undefined;
  quick?: boolean;
};

/**
 * An amount in rials: digits of any script, grouped as typed, the toman figure beside it, and the
 * quick amounts when asked for.
 */
export function AmountField({ label = 'مبلغ (ریال)', digits, onDigits, error, quick }: Props) {
  const rials = amountValue(digits);
  return (
    <div className={styles.form}>
      <TextField
        label={label}
        kind="numeric"
        autoComplete="off"
        value={groupedAmount(digits)}
        onValueChange={(typed) => onDigits(amountDigits(typed))}
        error={error}
        hint={rials ? `معادل ${formatToman(rials)}` : 'مبلغ را به ریال وارد کنید.'}
      />
      {quick ? (
        <fieldset className={styles.quickAmounts} aria-label="مبلغ‌های پیشنهادی">
          {QUICK_AMOUNTS.map((amount) => (
            <button
              key={amount}
              type="button"
              className={styles.quickAmount}
              aria-pressed={rials === amount}
              onClick={() => onDigits(String(amount))}
            >
              {formatNumber(amount)}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
