// Relative time: under 15 s 'همین الان', under 30 s 'لحظاتی پیش' or 'لحظاتی دیگر', then a breakdown.
//
// How the ambiguous parts are read:
// - "under 15 s" and "under 30 s" measure the distance either way, in whole milliseconds: 14.999 s
//   is still 'همین الان' (past or future), exactly 15 s is already 'لحظاتی پیش' / 'لحظاتی دیگر',
//   and exactly 30 s is the first breakdown ('۳۰ ثانیه پیش').
// - The breakdown lists every unit that is not zero, largest first, joined with 'و', with the
//   number in Persian digits and the unit in the singular as Persian does after a number:
//   '۲ سال و ۳ ماه و ۵ ثانیه پیش'.
// - Years and months are calendar years and months of the Jalali calendar in the user's zone
//   (Asia/Tehran unless told otherwise), so 1402/12/15 to 1403/01/15 is 'یک ماه' even though
//   Esfand is short; adding a month to a day the next month lacks lands on its last day. Days
//   and smaller units are counted on the wall clock.
// - A date in the future takes the suffix 'آینده', and a date over 30 s ahead is marked '(آینده)': we
//   read the two as one marker and write it once, in parentheses ('۵ دقیقه (آینده)'), because
//   '۵ دقیقه آینده' alone reads as "the coming five minutes" and both together repeat themselves.

import { j2d, jalaaliMonthLength } from 'jalaali-js';
import { toPersianDigits } from './digits.ts';
import { type JalaliDateTime, toJalaliDateTime } from './jalali-format.ts';
import { RELATIVE_JUST_NOW_S, RELATIVE_MOMENTS_S } from './limits.ts';
import type { ZoneOption } from './time-zone.ts';

export const RELATIVE_WORDS = {
  justNow: 'همین الان',
  momentsAgo: 'لحظاتی پیش',
  momentsLater: 'لحظاتی دیگر',
  ago: 'پیش',
  future: '(آینده)',
  and: ' و ',
  units: ['سال', 'ماه', 'روز', 'ساعت', 'دقیقه', 'ثانیه'],
} as const;

/** Wall-clock seconds since the Jalali epoch; differences between two of them ignore DST. */
const floating = (t: JalaliDateTime) =>
  j2d(t.jy, t.jm, t.jd) * 86_400 + t.hour * 3600 + t.minute * 60 + t.second;

function addMonths(t: JalaliDateTime, months: number): JalaliDateTime {
  const index = t.jy * 12 + (t.jm - 1) + months;
  const jy = Math.floor(index / 12);
  const jm = index - jy * 12 + 1;
  return { ...t, jy, jm, jd: Math.min(t.jd, jalaaliMonthLength(jy, jm)) };
}

/** Years, months, days, hours, minutes and seconds from `from` to `to` (from ≤ to). */
export function calendarBreakdown(from: JalaliDateTime, to: JalaliDateTime): number[] {
  let months = (to.jy - from.jy) * 12 + (to.jm - from.jm);
  if (months > 0 && floating(addMonths(from, months)) > floating(to)) months--;
  let rest = floating(to) - floating(addMonths(from, months));
  const parts = [Math.floor(months / 12), months % 12];
  for (const size of [86_400, 3600, 60, 1]) {
    parts.push(Math.floor(rest / size));
    rest %= size;
  }
  return parts;
}

/** How long ago or ahead `date` is from `now`, in Persian. */
export function relativeTime(date: Date, now: Date, zone: ZoneOption = {}): string {
  const diffMs = date.getTime() - now.getTime();
  const future = diffMs > 0;
  const distance = Math.abs(diffMs);
  if (distance < RELATIVE_JUST_NOW_S * 1000) return RELATIVE_WORDS.justNow;
  if (distance < RELATIVE_MOMENTS_S * 1000)
    return future ? RELATIVE_WORDS.momentsLater : RELATIVE_WORDS.momentsAgo;
  const [from, to] = future ? [now, date] : [date, now];
  const words = calendarBreakdown(toJalaliDateTime(from, zone), toJalaliDateTime(to, zone))
    .map((n, i) => (n > 0 ? `${toPersianDigits(n)} ${RELATIVE_WORDS.units[i]}` : ''))
    .filter(Boolean)
    .join(RELATIVE_WORDS.and);
  return `${words} ${future ? RELATIVE_WORDS.future : RELATIVE_WORDS.ago}`;
}
