import { type Ref, useId, useMemo } from 'react';
import {
  CANCEL_11_SUFFIX,
  findSuspiciousChars,
  fixSuspiciousChars,
  smsParts,
  toPersianDigits,
} from '../../domain/index.ts';
import { Button } from './button.tsx';
import * as styles from './sms-text-box.css.ts';

type Props = {
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
  /** The textarea, for a screen that inserts at the caret (keyword send's column placeholders). */
  textareaRef?: Ref<HTMLTextAreaElement> | undefined;
};

/** The text with live character and part counts, the cancel-11 suffix shown and counted. */
export function SmsTextBox({ value, onChange, error, textareaRef }: Props) {
  const id = useId();
  const parts = smsParts(value, { cancel11: true });
  const suspicious = useMemo(() => findSuspiciousChars(value), [value]);
  const kinds = [...new Set(suspicious.map((s) => s.description))];
  return (
    <div className={styles.root}>
      <label className={styles.label} htmlFor={id}>
        متن پیامک
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        className={styles.area}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-counts${error ? ` ${id}-error` : ''}`}
      />
      {/* A line break and لغو۱۱ are appended to every message; they count like the text. */}
      <p className={styles.suffix}>به انتهای پیامک افزوده می‌شود: «{CANCEL_11_SUFFIX.trim()}»</p>
      <p id={`${id}-counts`} className={styles.counts} aria-live="polite">
        <span>{toPersianDigits(parts.length)} نویسه</span>
        <span>{toPersianDigits(parts.parts)} بخش</span>
        <span>{toPersianDigits(parts.remaining)} نویسه تا بخش بعد</span>
        <span>{parts.encoding === 'ucs2' ? 'فارسی (یونیکد)' : 'لاتین'}</span>
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {suspicious.length > 0 ? (
        <div className={styles.warnings} role="status">
          <strong>{toPersianDigits(suspicious.length)} نویسهٔ مشکوک در متن هست:</strong>
          <ul className={styles.warningList}>
            {kinds.map((k) => (
              <li key={k}>{k}</li>
            ))}
          </ul>
          <div>
            <Button size="small" variant="secondary" onClick={() => onChange(fixSuspiciousChars(value))}>
              اصلاح همه
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
