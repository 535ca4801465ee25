// The text masks of the Jalali date and date-time inputs, and the time-too-early rule.
// The input calls a mask on every change with the new text and the text before it, and shows
// what comes back; the mask works on whole text, so typing, pasting and deleting agree.
import { toLatinDigits } from './digits.ts';
import { compareJalali, isValidJalaliDate, type JalaliDate } from './jalali.ts';
import { type JalaliDateTime, jalaliDay, toJalaliDateTime } from './jalali-format.ts';
import type { ZoneOption } from './time-zone.ts';

type Segment = { length: number; separator?: string; max?: number };

// 1402/05/03 and 1402/05/03 14:30: the separators sit at positions 4, 7, 10 and 13.
const DATE: readonly Segment[] = [
  { length: 4, separator: '/' },
  { length: 2, separator: '/' },
  { length: 2 },
];
const DATE_TIME: readonly Segment[] = [
  { length: 4, separator: '/' },
  { length: 2, separator: '/' },
  // '/' goes in at 4 and 7, ':' at 13; the space at 10 is inserted the same way, or the digits
  // typed after the day would have nowhere to go.
  { length: 2, separator: ' ' },
  { length: 2, separator: ':', max: 23 }, // Hours clamp to 23
  { length: 2, max: 59 }, // Minutes clamp to 59
];

const clamp = (field: string, seg: Segment) =>
  seg.max !== undefined && Number(field) > seg.max ? String(seg.max) : field;

function mask(next: string, previous: string, segments: readonly Segment[]): string {
  const text = toLatinDigits(next);
  const closed: string[] = [];
  let current = '';
  const close = () => {
    const seg = segments[closed.length] as Segment;
    const padded = current.padStart(seg.length, '0');
    closed.push(clamp(padded, seg));
    current = '';
  };
  for (const ch of text) {
    const seg = segments[closed.length] as Segment;
    if (ch >= '0' && ch <= '9') {
      if (current.length === seg.length) {
        if (closed.length === segments.length - 1) break; // the last field is full: ignore the rest
        close();
      }
      current += ch;
    } else if (ch === seg.separator && current.length > 0) {
      // A typed separator ends a field: a one-digit month, day, hour or minute gets its leading
      // zero (1402/5/ → 1402/05/); a year must have its four digits first.
      if (current.length === seg.length || closed.length > 0) close();
    }
    // Everything else (letters, other separators, a separator in the wrong place) is dropped.
  }
  const last = segments[closed.length] as Segment;
  if (current.length === last.length) current = clamp(current, last);
  let out = closed.map((field, i) => field + (segments[i]?.separator ?? '')).join('') + current;
  const deleting = next.length < previous.length;
  if (deleting) {
    // A trailing colon can be dropped; deleting back to a separator removes it with the
    // digit, so Backspace never meets a separator that the mask would put straight back.
    out = out.replace(/[/ :]$/, '');
  } else if (current.length === last.length && last.separator) {
    out += last.separator; // The separator is inserted as soon as a field is full
  }
  return out;
}

/** Digits and '/' only; '/' is inserted after the 4th and 7th characters (jYYYY/jMM/jDD). */
export function maskJalaliDate(next: string, previous = ''): string {
  return mask(next, previous, DATE);
}

/** Digits, '/', space and ':' (jYYYY/jMM/jDD HH:mm); hours clamp to 23, minutes to 59. */
export function maskJalaliDateTime(next: string, previous = ''): string {
  return mask(next, previous, DATE_TIME);
}

/** A trailing colon (or any trailing separator) can be dropped, e.g. when the input blurs. */
export function dropTrailingSeparator(value: string): string {
  return value.replace(/[/ :]+$/, '');
}

const digitCount = (value: string) => toLatinDigits(value).replace(/\D/g, '').length;

/** Eight digits form a full date; null until then, or when it is not a real Jalali date. */
export function readMaskedDate(value: string): JalaliDate | null {
  const m = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(toLatinDigits(value));
  if (!m || digitCount(value) !== 8) return null;
  const [jy, jm, jd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isValidJalaliDate(jy, jm, jd) ? { jy, jm, jd } : null;
}

/** Twelve digits form a full date-time; null until then, or when the date is not real. */
export function readMaskedDateTime(value: string): JalaliDateTime | null {
  const m = /^(\d{4}\/\d{2}\/\d{2}) (\d{2}):(\d{2})$/.exec(toLatinDigits(value));
  const date = m ? readMaskedDate(m[1] as string) : null;
  if (!m || !date) return null;
  const [hour, minute] = [Number(m[2]), Number(m[3])];
  return hour <= 23 && minute <= 59 ? { ...date, hour, minute, second: 0 } : null;
}

/** How far ahead of now a send may be scheduled: the configured minimum hours and minutes. */
export type MinimumLead = ZoneOption & { hours?: number; minutes?: number };

/**
 * If the date is today and the time is earlier than now plus the configured minimum
 * hours and minutes, the time input shows an error state (no message) and does not pass the change
 * on. Other days are not this rule's business (the picker disables past dates).
 * Minutes are compared whole: now 10:00:40 with no minimum still allows 10:00. This is what the
 * input offers; what a send accepts is isScheduleTooEarly, which also allows the server's grace for
 * a chosen minute that went by while the composer was open.
 */
export function isTimeTooEarly(
  date: JalaliDate,
  time: { hour: number; minute: number },
  now: Date,
  lead: MinimumLead = {},
): boolean {
  if (compareJalali(date, jalaliDay(now, lead)) !== 0) return false;
  const n = toJalaliDateTime(now, lead);
  const earliest = n.hour * 60 + n.minute + (lead.hours ?? 0) * 60 + (lead.minutes ?? 0);
  return time.hour * 60 + time.minute < earliest;
}

/** The date picker can disable past dates, the days before today in the user's zone. */
export function isPastDay(date: JalaliDate, now: Date, zone: ZoneOption = {}): boolean {
  return compareJalali(date, jalaliDay(now, zone)) < 0;
}
