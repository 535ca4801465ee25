import { useEffect, useState } from 'react';
import { PREDEFINED_SEARCH_MAX, SELECT_SEARCH_DEBOUNCE_MS } from '../../../domain/index.ts';
import { TextField } from '../../ui/text-field.tsx';
import * as styles from './predefined.css.ts';

type Props = { value: string; onSearch: (q: string) => void };

/**
 * The search in titles and texts, written to the URL after a pause in typing (Enter at once). The
 * server folds both sides as foldPersian does: Arabic ي, ى and ك as the Persian letters, any digit
 * script as Latin, no tatweel.
 */
export function SearchBox({ value, onSearch }: Props) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A back navigation or a link with another search replaces what is being typed.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SELECT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <search className={styles.search} aria-label="جستجو">
      <div className={styles.grow}>
        <TextField
          label="جستجو در عنوان و متن"
          value={text}
          onValueChange={setText}
          onEnter={(next) => onSearch(next.trim())}
          autoComplete="off"
          maxLength={PREDEFINED_SEARCH_MAX}
        />
      </div>
    </search>
  );
}
