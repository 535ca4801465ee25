import { type InputHTMLAttributes, type KeyboardEvent, type ReactNode, useId } from 'react';
import { digitsOnly } from '../../domain/index.ts';
import { useFocusOnMount } from './focus-on-mount.ts';
import * as styles from './text-field.css.ts';

type Kind = 'text' | 'password' | 'tel' | 'number' | 'numeric' | 'email';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  kind?: Kind;
  error?: string | undefined;
  hint?: ReactNode;
  /** Enter calls onEnter with the value. */
  onEnter?: (value: string) => void;
  /** Usernames, codes and numbers read left to right inside the RTL page. */
  ltr?: boolean;
};

const DIGIT = /^[0-9۰-۹٠-٩]$/;
const TEL_KEYS = new Set(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab', 'Home', 'End', 'Enter']);
const SHORTCUTS = new Set(['c', 'v', 'x', 'a']);

/** For tel, only digits, Backspace, Delete, left and right arrows, Tab and copy, paste, select-all. */
export function telKeyAllowed(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>): boolean {
  if (DIGIT.test(event.key) || TEL_KEYS.has(event.key)) return true;
  return (event.ctrlKey || event.metaKey) && SHORTCUTS.has(event.key.toLowerCase());
}

export function TextField(props: Props) {
  const {
    label,
    value,
    onValueChange,
    kind = 'text',
    error,
    hint,
    onEnter,
    ltr,
    onBlur,
    onKeyDown,
    autoFocus,
    ...rest
  } = props;
  const id = useId();
  const focusOnMount = useFocusOnMount<HTMLInputElement>(autoFocus === true);
  // Tel, number and numeric inputs convert Persian digits and strip non-digits. A number field
  // stays type=text with a numeric keyboard: type=number would refuse Persian digits before we see them.
  const numeric = kind === 'tel' || kind === 'numeric' || kind === 'number';
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...rest}
        // The attribute too: a modal dialog opened after the field was put on the screen focuses it.
        // biome-ignore lint/a11y/noAutofocus: only where a caller asked for it (a code step, a dialog's field).
        autoFocus={autoFocus}
        ref={focusOnMount}
        id={id}
        className={[styles.input, ltr || numeric ? styles.ltr : ''].join(' ')}
        type={kind === 'password' ? 'password' : kind === 'email' ? 'email' : kind === 'tel' ? 'tel' : 'text'}
        inputMode={kind === 'tel' ? 'tel' : numeric ? 'numeric' : undefined}
        dir={ltr || numeric ? 'ltr' : undefined}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange(numeric ? digitsOnly(event.target.value) : event.target.value)}
        // Text inputs trim surrounding whitespace on blur (a password is taken as typed).
        onBlur={(event) => {
          if (kind !== 'password' && event.target.value !== event.target.value.trim()) {
            onValueChange(event.target.value.trim());
          }
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (kind === 'tel' && !telKeyAllowed(event)) event.preventDefault();
          if (event.key === 'Enter' && onEnter) onEnter(event.currentTarget.value);
          onKeyDown?.(event);
        }}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
