import { formatJalali, parseStoredTimestamp } from '../../domain/index.ts';

type Props = { value: string; withTime?: boolean };

/**
 * A stored UTC timestamp shown as a Jalali date (jYYYY/jMM/jDD HH:mm, Persian digits).
 * Isolated left to right, so that inside Persian text the year, month, day and time keep their order
 * and never run into the digits around them.
 */
export function JalaliDate({ value, withTime = false }: Props) {
  const instant = parseStoredTimestamp(value);
  return (
    <time dir="ltr" dateTime={instant?.toISOString()}>
      {formatJalali(value, withTime)}
    </time>
  );
}
