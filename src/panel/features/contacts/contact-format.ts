import {
  formatJalali,
  gregorianToJalali,
  jalaliToGregorian,
  readMaskedDate,
  toLatinDigits,
  toPersianDigits,
} from '../../../domain/index.ts';

/** +989121234567 → ۰۹۱۲۱۲۳۴۵۶۷, as people write a mobile in Iran. */
export const localNumber = (e164: string) =>
  toPersianDigits(e164.startsWith('+98') ? `0${e164.slice(3)}` : e164.replace(/^\+/, ''));

/** A line as it is dialled (+985000125478 → ۵۰۰۰۱۲۵۴۷۸). */
export const lineNumber = (e164: string) => toPersianDigits(e164.replace(/^\+98/, ''));

/** An ISO time of the API as a Jalali date (and time), in Persian digits; '' when it is not a time. */
export const isoToJalali = (iso: string, withTime = false) => {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? '' : formatJalali(instant, withTime);
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date feature's value: the server keeps it as an ISO day (2024-08-10); people read and type it
 * Jalali (1403/05/20, Latin digits in an input). Anything else is shown as it is.
 */
export function isoDayToJalali(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return value;
  const { jy, jm, jd } = gregorianToJalali(Number(m[1]), Number(m[2]), Number(m[3]));
  return `${jy}/${pad(jm)}/${pad(jd)}`;
}

/** A feature's value as shown in a list: dates Jalali, everything in Persian digits. */
export const featureValueText = (type: string, value: string) =>
  toPersianDigits(type === 'date' ? isoDayToJalali(value) : value);

export { featureTypeLabels } from '../../../domain/index.ts';

/** A Jalali day typed in any digit script (1403/05/20) as the ISO day the server keeps; else as typed. */
export function jalaliDayToIso(text: string): string {
  const date = readMaskedDate(toLatinDigits(text).trim());
  if (!date) return text;
  const { gy, gm, gd } = jalaliToGregorian(date.jy, date.jm, date.jd);
  return `${gy}-${pad(gm)}-${pad(gd)}`;
}
