import { type ClipboardEvent, useCallback, useState } from 'react';
import {
  addPhoneNumber,
  formatNumber,
  isPhoneEntryLocked,
  messages,
  type PhoneEntryOptions,
  phoneInputMaxLength,
  sanitizePhoneInput,
} from '../../domain/index.ts';
import { Button } from './button.tsx';
import { NumberChips } from './number-chips.tsx';
import * as styles from './number-entry.css.ts';
import { PasteDialog } from './paste-dialog.tsx';
import { TextField } from './text-field.tsx';

type Props = Partial<PhoneEntryOptions> & {
  label: string;
  value: readonly string[];
  onChange: (numbers: string[]) => void;
};

/** Typed numbers join as chips or are refused with a message; pasted lists go to the dialog. */
export function NumberEntry({ label, value, onChange, mode = 'mobile', validate, maxCount }: Props) {
  const options: PhoneEntryOptions = { mode, validate, maxCount };
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [pasted, setPasted] = useState<string | null>(null);
  const locked = isPhoneEntryLocked(value.length, options);
  const remove = useCallback(
    (number: string) => onChange(value.filter((n) => n !== number)),
    [value, onChange],
  );

  const add = () => {
    const result = addPhoneNumber(typed, value, options);
    if (!result.ok) return setError(result.message);
    onChange([...value, result.number]);
    setTyped('');
    setError(undefined);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (mode === 'prefix' || !/[\r\n,،]/.test(text.trim())) return; // one number: an ordinary paste
    event.preventDefault();
    setPasted(text);
  };
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <div className={styles.grow}>
          <TextField
            label={label}
            kind="tel"
            value={typed}
            maxLength={phoneInputMaxLength(mode)}
            disabled={locked}
            error={error}
            hint={locked ? messages.maxNumbersReached : undefined}
            onValueChange={(next) => {
              setTyped(sanitizePhoneInput(next, mode));
              setError(undefined);
            }}
            onEnter={add}
            onPaste={onPaste}
          />
        </div>
        <Button className={styles.addButton} size="large" variant="secondary" disabled={locked} onClick={add}>
          افزودن
        </Button>
      </div>
      {mode === 'prefix' ? null : (
        <div className={styles.meta}>
          <span>{formatNumber(value.length)} شماره</span>
          <Button size="small" variant="ghost" disabled={locked} onClick={() => setPasted('')}>
            افزودن گروهی
          </Button>
        </div>
      )}
      <NumberChips numbers={value} onRemove={remove} label={`شماره‌های واردشده در ${label}`} />
      <PasteDialog
        open={pasted !== null}
        initialText={pasted ?? ''}
        existing={value}
        room={maxCount === undefined ? undefined : maxCount - value.length}
        onClose={() => setPasted(null)}
        onAdd={(numbers) => {
          onChange([...value, ...numbers]);
          setPasted(null);
        }}
      />
    </div>
  );
}
