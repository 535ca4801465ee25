import { toPersianDigits } from '../../domain/index.ts';
import * as styles from './progress-bar.css.ts';

/** A progress bar never shows more than 100 percent (nor less than 0). */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

export function ProgressBar({ label, value }: { label: string; value: number }) {
  const percent = clampPercent(value);
  return (
    <div className={styles.root}>
      <div className={styles.head}>
        <span>{label}</span>
        <span aria-hidden="true">٪{toPersianDigits(Math.round(percent))}</span>
      </div>
      <progress className={styles.bar} aria-label={label} max={100} value={percent} />
    </div>
  );
}
