import { type ClipboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import {
  formatNumber,
  isValidPatternVariableName,
  PATTERN_TEXT_MAX,
  pastePatternText,
} from '../../../domain/index.ts';
import { patternRuleMessages } from '../../../domain/patterns/patterns.messages.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { FindingList } from './finding-list.tsx';
import type { Finding } from './pattern-findings.ts';
import { insertTag } from './pattern-form.ts';
import * as styles from './patterns.css.ts';

type Props = {
  value: string;
  onChange: (text: string) => void;
  findings: readonly Finding[];
};

/**
 * The pattern's text: variables are typed as {{name}} or put in at the caret by "add variable";
 * a paste is cut so the whole stays within the cap, and says so; a counter shows what is left.
 */
export function PatternTextBox({ value, onChange, findings }: Props) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const [cut, setCut] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');

  // The caret goes after what was pasted or inserted once React has written the new text.
  useLayoutEffect(() => {
    if (caret.current === null || !area.current) return;
    area.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    const el = event.currentTarget;
    event.preventDefault();
    const result = pastePatternText(value, { start: el.selectionStart, end: el.selectionEnd }, pasted);
    caret.current = result.cursor;
    setCut(result.truncated);
    onChange(result.text);
  };

  const add = () => {
    const wanted = name.trim();
    if (!isValidPatternVariableName(wanted)) {
      setNameError(patternRuleMessages.patternVariableName);
      return;
    }
    const el = area.current;
    const at = el
      ? { start: el.selectionStart, end: el.selectionEnd }
      : { start: value.length, end: value.length };
    const result = insertTag(value, at, wanted);
    if (!result) {
      setNameError(patternRuleMessages.patternTextTooLong);
      return;
    }
    setNameError('');
    setName('');
    caret.current = result.cursor;
    onChange(result.text);
    el?.focus();
  };

  const blocking = findings.some((f) => f.severity === 'block');
  return (
    <div className={styles.form}>
      <label className={styles.label} htmlFor={id}>
        متن الگو
      </label>
      <textarea
        ref={area}
        id={id}
        className={styles.textarea}
        value={value}
        maxLength={PATTERN_TEXT_MAX}
        onChange={(event) => {
          setCut(false);
          onChange(event.target.value);
        }}
        onPaste={onPaste}
        aria-invalid={blocking ? true : undefined}
        aria-describedby={`${id}-help ${id}-count ${id}-findings`}
      />
      <p id={`${id}-help`} className={styles.muted}>
        هر متغیر را میان دو آکولاد بنویسید، مانند <bdi dir="ltr">{'{{code}}'}</bdi>؛ نام متغیر با حروف انگلیسی
        و بدون فاصله است.
      </p>
      <p id={`${id}-count`} className={styles.counter} aria-live="polite">
        <span>
          {formatNumber(value.length)} از {formatNumber(PATTERN_TEXT_MAX)} نویسه
        </span>
        {cut ? (
          <span role="status" className={styles.finding.warn}>
            متن چسبانده‌شده کوتاه شد تا کل متن از {formatNumber(PATTERN_TEXT_MAX)} نویسه بیشتر نشود.
          </span>
        ) : null}
      </p>
      <FindingList id={`${id}-findings`} findings={findings} />
      <div className={styles.addVariable}>
        <div className={styles.addVariableName}>
          <TextField
            label="نام متغیر تازه"
            ltr
            value={name}
            placeholder="code"
            onValueChange={(next) => {
              setName(next);
              setNameError('');
            }}
            onEnter={add}
            // Enter adds the variable; it must not submit the pattern.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            error={nameError}
          />
        </div>
        <Button variant="secondary" size="large" onClick={add}>
          افزودن متغیر
        </Button>
      </div>
    </div>
  );
}
