import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DATE_TYPING_DEBOUNCE_MS,
  DATE_TYPING_DELAY_MS,
  isPastDay,
  type JalaliDate,
  maskJalaliDate,
  maskJalaliDateTime,
  readMaskedDate,
} from '../../domain/index.ts';

type Options = {
  value: string;
  onChange: (value: string) => void;
  withTime?: boolean;
  disablePast?: boolean;
  now: () => Date;
  /** Called when the typed date settles, so the calendar can show its month. */
  onSettledMonth: (date: JalaliDate) => void;
};

/**
 * The masked text of a Jalali date input. The mask applies on every keystroke; the
 * calendar follows after 700 ms and the value is passed on after a 500 ms pause, or at once when
 * the field is left, so a quick Apply never misses a date that was typed in full.
 */
export function useTypedDate({ value, onChange, withTime, disablePast, now, onSettledMonth }: Options) {
  const [text, setText] = useState(value);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(value), [value]);
  // The owner's callbacks and clock, read when a timer fires, so re-renders do not restart the timers.
  const latest = useRef({ onChange, now, onSettledMonth });
  latest.current = { onChange, now, onSettledMonth };

  const commit = useCallback(
    (current: string) => {
      const typed = readMaskedDate(current.slice(0, 10));
      const complete = current.length === (withTime ? 16 : 10);
      const refused = typed !== null && disablePast === true && isPastDay(typed, latest.current.now());
      setInvalid(current !== '' && (!typed || !complete || refused));
      if (current === '' || (typed && complete && !refused)) latest.current.onChange(current);
    },
    [withTime, disablePast],
  );

  useEffect(() => {
    if (text === value) return;
    const follow = setTimeout(() => {
      const typed = readMaskedDate(text.slice(0, 10));
      if (typed) latest.current.onSettledMonth(typed);
    }, DATE_TYPING_DELAY_MS);
    const settle = setTimeout(() => commit(text), DATE_TYPING_DEBOUNCE_MS);
    return () => {
      clearTimeout(follow);
      clearTimeout(settle);
    };
  }, [text, value, commit]);

  const type = (raw: string) => setText((withTime ? maskJalaliDateTime : maskJalaliDate)(raw, text));
  const set = (next: string) => {
    setText(next);
    setInvalid(false);
    latest.current.onChange(next);
  };
  const flush = () => {
    if (text !== value) commit(text);
  };
  return { text, invalid, type, set, flush };
}
