import { useEffect, useState } from 'react';
import { formatJalali, relativeTime } from '../../domain/index.ts';

const MINUTE_MS = 60_000;

/** How soon the words can change: every second in the first minute, then every half minute. */
const refreshMs = (date: Date, now: Date) =>
  Math.abs(now.getTime() - date.getTime()) < MINUTE_MS ? 1000 : MINUTE_MS / 2;

/** Relative time in Persian words that keeps itself current; the exact date is in the title. */
export function RelativeTime({ date, now = () => new Date() }: { date: Date; now?: () => Date }) {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(now()), refreshMs(date, current));
    return () => clearTimeout(timer);
  }, [date, current, now]);
  return (
    <time dateTime={date.toISOString()} title={formatJalali(date, true)}>
      {relativeTime(date, current)}
    </time>
  );
}
