// Jalali text in and out: `jYYYY/jMM/jDD HH:mm` in the local zone (Asia/Tehran unless
// told otherwise, see time-zone.ts), and the stored UTC timestamps `YYYY-MM-DD HH:mm:ss`.
import { toLatinDigits, toPersianDigits } from './digits.ts';
import { gregorianToJalali, isValidJalaliDate, type JalaliDate, jalaliToGregorian } from './jalali.ts';
import { fromWallTime, toWallTime, type ZoneOption } from './time-zone.ts';

export type JalaliDateTime = JalaliDate & { hour: number; minute: number; second: number };
/** Persian digits for people (the default), Latin digits for input values, URLs and the API. */
export type FormatOptions = ZoneOption & { digits?: 'persian' | 'latin' };

const STORED = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const JALALI_TEXT = /^(-?\d{1,4})\/(\d{1,2})\/(\d{1,2})(?:\s+(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

const pad = (n: number, width = 2) => (n < 0 ? '-' : '') + String(Math.abs(n)).padStart(width, '0');

/** A stored UTC timestamp `YYYY-MM-DD HH:mm:ss` as an instant; null if malformed or impossible. */
export function parseStoredTimestamp(stored: string): Date | null {
  const m = STORED.exec(stored.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return null;
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  // Date rolls 02-30 over to 03-02; a rolled date was not a real one.
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d;
}

/** An instant as the stored UTC form `YYYY-MM-DD HH:mm:ss` (milliseconds dropped). */
export function toStoredTimestamp(instant: Date): string {
  const w = toWallTime(instant, { offsetMinutes: 0 });
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** The local Jalali date and time of an instant. Throws RangeError outside years -61…3177. */
export function toJalaliDateTime(instant: Date, zone: ZoneOption = {}): JalaliDateTime {
  const w = toWallTime(instant, zone);
  return { ...gregorianToJalali(w.year, w.month, w.day), hour: w.hour, minute: w.minute, second: w.second };
}

/** The instant of a local Jalali date and time. Throws RangeError for an invalid date. */
export function fromJalaliDateTime(
  { jy, jm, jd, hour = 0, minute = 0, second = 0 }: JalaliDate & Partial<JalaliDateTime>,
  zone: ZoneOption = {},
): Date {
  const { gy, gm, gd } = jalaliToGregorian(jy, jm, jd);
  return fromWallTime({ year: gy, month: gm, day: gd, hour, minute, second }, zone);
}

/** The local Jalali calendar day of an instant (e.g. "today" from now). */
export function jalaliDay(instant: Date, zone: ZoneOption = {}): JalaliDate {
  const { jy, jm, jd } = toJalaliDateTime(instant, zone);
  return { jy, jm, jd };
}

/**
 * `jYYYY/jMM/jDD`, or `jYYYY/jMM/jDD HH:mm` with the time, in the local zone and in
 * Persian digits unless `digits: 'latin'`. A string is a stored UTC timestamp. Something that
 * is not a date (a malformed string, an Invalid Date, a year outside -61…3177) gives '' so a
 * table cell shows nothing rather than breaking the screen.
 */
export function formatJalali(date: Date | string, withTime = false, options: FormatOptions = {}): string {
  const instant = typeof date === 'string' ? parseStoredTimestamp(date) : date;
  if (!instant || Number.isNaN(instant.getTime())) return '';
  let t: JalaliDateTime;
  try {
    t = toJalaliDateTime(instant, options);
  } catch {
    return '';
  }
  const day = `${pad(t.jy, 4)}/${pad(t.jm)}/${pad(t.jd)}`;
  const text = withTime ? `${day} ${pad(t.hour)}:${pad(t.minute)}` : day;
  return options.digits === 'latin' ? text : toPersianDigits(text);
}

/**
 * Reads `jYYYY/jMM/jDD` with an optional ` HH:mm` (or `HH:mm:ss`) in any digit script as the local
 * time in the zone. Null unless the date is valid (years -61…3177, months 1–12, days up
 * to the month length) and the time is 00:00…23:59 (24:00 is refused, not rolled over).
 */
export function parseJalali(text: string, zone: ZoneOption = {}): Date | null {
  const m = JALALI_TEXT.exec(toLatinDigits(text).trim());
  if (!m) return null;
  const [jy, jm, jd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (!isValidJalaliDate(jy, jm, jd) || hour > 23 || minute > 59 || second > 59) return null;
  return fromJalaliDateTime({ jy, jm, jd, hour, minute, second }, zone);
}

/** A stored UTC timestamp as local Jalali `jYYYY/jMM/jDD HH:mm` in Latin digits (an input's value). */
export function storedToJalali(stored: string, zone: ZoneOption = {}): string {
  return formatJalali(stored, true, { ...zone, digits: 'latin' });
}

/** Local Jalali text (any digit script) as a stored UTC timestamp; null if it is not a valid date. */
export function jalaliToStored(text: string, zone: ZoneOption = {}): string | null {
  const instant = parseJalali(text, zone);
  return instant && toStoredTimestamp(instant);
}
