// The Jalali calendar as pure date arithmetic (no clock, no time zone): conversion both ways on
// jalaali-js (Borkowski's algorithm, exact for years -61…3177), month lengths, validity, names,
// Saturday-first weeks and the year selector range.
import { isLeapJalaaliYear, j2d, jalaaliMonthLength, toGregorian, toJalaali } from 'jalaali-js';
import { JALALI_MAX_YEAR, JALALI_MIN_YEAR, YEAR_SELECTOR_SPAN } from './limits.ts';

export type JalaliDate = { jy: number; jm: number; jd: number };
export type GregorianDate = { gy: number; gm: number; gd: number };

/** Month names are Jalali; index 0 is Farvardin. */
export const JALALI_MONTH_NAMES = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;

/** Weeks start on Saturday; index 0 is Saturday, 6 is Friday. */
export const WEEKDAY_NAMES = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'] as const;
/** One-letter weekday heads of a date picker, Saturday first. */
export const WEEKDAY_SHORT_NAMES = ['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج'] as const;

/** Years -61…3177 are valid (jalaali-js throws outside them). */
export function isValidJalaliYear(jy: number): boolean {
  return Number.isInteger(jy) && jy >= JALALI_MIN_YEAR && jy <= JALALI_MAX_YEAR;
}

/** Leap years have 30 days in Esfand. Throws RangeError outside the valid years. */
export function isLeapJalaliYear(jy: number): boolean {
  assertYear(jy);
  return isLeapJalaaliYear(jy);
}

/** Days in a month: 31 for months 1–6, 30 for 7–11, Esfand 29 (30 in a leap year). */
export function jalaliMonthLength(jy: number, jm: number): number {
  assertYear(jy);
  if (!Number.isInteger(jm) || jm < 1 || jm > 12) throw new RangeError(`Invalid Jalali month ${jm}`);
  return jalaaliMonthLength(jy, jm);
}

/** Year -61…3177, month 1…12, day 1…month length, all integers. */
export function isValidJalaliDate(jy: number, jm: number, jd: number): boolean {
  if (!isValidJalaliYear(jy) || !Number.isInteger(jm) || jm < 1 || jm > 12) return false;
  return Number.isInteger(jd) && jd >= 1 && jd <= jalaaliMonthLength(jy, jm);
}

/** Jalali → proleptic Gregorian. Throws RangeError for an invalid date. */
export function jalaliToGregorian(jy: number, jm: number, jd: number): GregorianDate {
  if (!isValidJalaliDate(jy, jm, jd)) throw new RangeError(`Invalid Jalali date ${jy}/${jm}/${jd}`);
  return toGregorian(jy, jm, jd);
}

/** Proleptic Gregorian → Jalali. Throws RangeError when the result leaves the valid years. */
export function gregorianToJalali(gy: number, gm: number, gd: number): JalaliDate {
  return toJalaali(gy, gm, gd);
}

/** Weekday of a Jalali date: 0 = Saturday … 6 = Friday (weeks start on Saturday). */
export function jalaliWeekday(jy: number, jm: number, jd: number): number {
  if (!isValidJalaliDate(jy, jm, jd)) throw new RangeError(`Invalid Jalali date ${jy}/${jm}/${jd}`);
  // A Julian Day Number is a Monday when jdn % 7 === 0, so Saturday is 5; +2 moves Saturday to 0.
  // Computed from the day number, not from a local Date, so the host's time zone cannot shift it.
  return (j2d(jy, jm, jd) + 2) % 7;
}

/**
 * The days of a month laid out in Saturday-first weeks for a date picker: each week has 7 cells,
 * a cell is a day of the month or null for padding before the 1st and after the last day.
 */
export function jalaliMonthWeeks(jy: number, jm: number): (number | null)[][] {
  const length = jalaliMonthLength(jy, jm);
  const cells: (number | null)[] = Array.from({ length: jalaliWeekday(jy, jm, 1) }, () => null);
  for (let day = 1; day <= length; day++) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * The year selector spans 201 years centred on the current Jalali year (100 either side).
 * Near the ends of the valid range the window is cut, never shifted, so the current year stays
 * in the middle of what is possible.
 */
export function yearSelectorYears(currentJy: number): number[] {
  assertYear(currentJy);
  const half = (YEAR_SELECTOR_SPAN - 1) / 2;
  const first = Math.max(JALALI_MIN_YEAR, currentJy - half);
  const last = Math.min(JALALI_MAX_YEAR, currentJy + half);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Compares two Jalali dates: negative, zero or positive like a sort comparator. */
export function compareJalali(a: JalaliDate, b: JalaliDate): number {
  return a.jy - b.jy || a.jm - b.jm || a.jd - b.jd;
}

function assertYear(jy: number): void {
  if (!isValidJalaliYear(jy)) throw new RangeError(`Invalid Jalali year ${jy}`);
}
