import { describe, expect, it } from 'vitest';
import {
  dropTrailingSeparator,
  isPastDay,
  isTimeTooEarly,
  maskJalaliDate,
  maskJalaliDateTime,
  readMaskedDate,
  readMaskedDateTime,
} from './date-mask.ts';

/** Types text one character at a time the way an input does, feeding each result back. */
function type(maskFn: (next: string, previous?: string) => string, keys: string, start = ''): string {
  let value = start;
  for (const key of keys) value = maskFn(value + key, value);
  return value;
}

/** Presses Backspace n times. */
function backspace(maskFn: (next: string, previous?: string) => string, start: string, n: number): string[] {
  const seen: string[] = [];
  let value = start;
  for (let i = 0; i < n; i++) {
    value = maskFn(value.slice(0, -1), value);
    seen.push(value);
  }
  return seen;
}

describe('Jalali date mask', () => {
  it("inserts '/' after the 4th and 7th characters while typing", () => {
    expect(type(maskJalaliDate, '1402')).toBe('1402/');
    expect(type(maskJalaliDate, '140205')).toBe('1402/05/');
    expect(type(maskJalaliDate, '14020503')).toBe('1402/05/03');
    expect(type(maskJalaliDate, '۱۴۰۲۰۵۰۳')).toBe('1402/05/03');
  });

  it("allows digits and '/' only and stops at eight digits", () => {
    expect(type(maskJalaliDate, '14a02-05 x03')).toBe('1402/05/03');
    expect(type(maskJalaliDate, '1402050399')).toBe('1402/05/03');
    expect(maskJalaliDate('1402/05/03:12')).toBe('1402/05/03');
  });

  it("takes a typed '/' after a full year, and pads a one-digit month or day", () => {
    expect(type(maskJalaliDate, '1402/5/3')).toBe('1402/05/3');
    expect(type(maskJalaliDate, '1402//05')).toBe('1402/05/');
    expect(type(maskJalaliDate, '14/02')).toBe('1402/');
  });

  it('formats a pasted date in any digit script', () => {
    expect(maskJalaliDate('14020503')).toBe('1402/05/03');
    expect(maskJalaliDate('١٤٠٢/٥/٣')).toBe('1402/05/3');
  });

  it('never puts a separator back while deleting', () => {
    expect(backspace(maskJalaliDate, '1402/05/03', 6)).toEqual([
      '1402/05/0',
      '1402/05',
      '1402/0',
      '1402',
      '140',
      '14',
    ]);
  });

  it('reads eight digits as a full date, if it is a real one', () => {
    expect(readMaskedDate('1402/05/03')).toEqual({ jy: 1402, jm: 5, jd: 3 });
    expect(readMaskedDate('1403/12/30')).toEqual({ jy: 1403, jm: 12, jd: 30 });
    expect(readMaskedDate('1402/12/30')).toBeNull(); // Esfand 30 in a common year
    expect(readMaskedDate('1402/13/01')).toBeNull();
    expect(readMaskedDate('1402/05/0')).toBeNull();
    expect(readMaskedDate('1402/05/03 12:00')).toBeNull();
  });
});

describe('Jalali date-time mask', () => {
  it("inserts '/', ' ' and ':' at positions 4, 7, 10 and 13", () => {
    const full = type(maskJalaliDateTime, '140205031430');
    expect(full).toBe('1402/05/03 14:30');
    expect(full.indexOf(':')).toBe(13);
    expect(type(maskJalaliDateTime, '1402050314')).toBe('1402/05/03 14:');
    expect(type(maskJalaliDateTime, '1402/05/03 9:5')).toBe('1402/05/03 09:5');
  });

  it('clamps hours to 23 and minutes to 59, and keeps 23:59', () => {
    expect(type(maskJalaliDateTime, '140205032359')).toBe('1402/05/03 23:59');
    expect(type(maskJalaliDateTime, '140205032400')).toBe('1402/05/03 23:00');
    expect(type(maskJalaliDateTime, '140205039999')).toBe('1402/05/03 23:59');
    expect(maskJalaliDateTime('1402/05/03 24:60')).toBe('1402/05/03 23:59');
    expect(maskJalaliDateTime('1402/05/03 00:00')).toBe('1402/05/03 00:00');
  });

  it('stops at twelve digits and drops other characters', () => {
    expect(maskJalaliDateTime('1402/05/03 14:3059')).toBe('1402/05/03 14:30');
    expect(maskJalaliDateTime('1402-05-03T14.30')).toBe('1402/05/03 14:30');
  });

  it('drops a trailing colon while deleting and on request', () => {
    expect(backspace(maskJalaliDateTime, '1402/05/03 14:30', 3)).toEqual([
      '1402/05/03 14:3',
      '1402/05/03 14',
      '1402/05/03 1',
    ]);
    expect(dropTrailingSeparator('1402/05/03 14:')).toBe('1402/05/03 14');
    expect(dropTrailingSeparator('1402/')).toBe('1402');
    expect(dropTrailingSeparator('1402/05/03 14:30')).toBe('1402/05/03 14:30');
  });

  it('reads twelve digits as a full date-time', () => {
    expect(readMaskedDateTime('1402/05/03 23:59')).toEqual({
      jy: 1402,
      jm: 5,
      jd: 3,
      hour: 23,
      minute: 59,
      second: 0,
    });
    expect(readMaskedDateTime('1402/05/03 24:00')).toBeNull();
    expect(readMaskedDateTime('1402/05/03 23:60')).toBeNull();
    expect(readMaskedDateTime('1402/12/30 10:00')).toBeNull();
    expect(readMaskedDateTime('1402/05/03 14:')).toBeNull();
    expect(readMaskedDateTime('1402/05/03')).toBeNull();
  });
});

describe('time too early', () => {
  // 10:00:40 on 1403/01/22 in Tehran.
  const now = new Date('2024-04-10T06:30:40Z');
  const today = { jy: 1403, jm: 1, jd: 22 };

  it('flags a time today before now plus the minimum lead', () => {
    expect(isTimeTooEarly(today, { hour: 9, minute: 59 }, now)).toBe(true);
    expect(isTimeTooEarly(today, { hour: 10, minute: 0 }, now)).toBe(false);
    const lead = { hours: 1, minutes: 30 };
    expect(isTimeTooEarly(today, { hour: 11, minute: 29 }, now, lead)).toBe(true);
    expect(isTimeTooEarly(today, { hour: 11, minute: 30 }, now, lead)).toBe(false);
    expect(isTimeTooEarly(today, { hour: 10, minute: 14 }, now, { minutes: 15 })).toBe(true);
    expect(isTimeTooEarly(today, { hour: 12, minute: 0 }, now, { hours: 2 })).toBe(false);
  });

  it('leaves other days alone', () => {
    expect(isTimeTooEarly({ jy: 1403, jm: 1, jd: 23 }, { hour: 0, minute: 0 }, now, { hours: 5 })).toBe(
      false,
    );
    expect(isTimeTooEarly({ jy: 1403, jm: 1, jd: 21 }, { hour: 23, minute: 59 }, now)).toBe(false);
  });

  it('flags every time today once the lead passes midnight, even 23:59', () => {
    expect(isTimeTooEarly(today, { hour: 23, minute: 59 }, now, { hours: 14 })).toBe(true);
  });

  it("decides 'today' in the user's zone, not in UTC", () => {
    // 22:00 UTC on 10 April is already 01:30 on 1403/01/23 in Tehran.
    const lateUtc = new Date('2024-04-10T22:00:00Z');
    expect(isTimeTooEarly({ jy: 1403, jm: 1, jd: 23 }, { hour: 1, minute: 0 }, lateUtc)).toBe(true);
    expect(isTimeTooEarly({ jy: 1403, jm: 1, jd: 22 }, { hour: 23, minute: 0 }, lateUtc)).toBe(false);
    const utcZone = { offsetMinutes: 0 };
    expect(isTimeTooEarly({ jy: 1403, jm: 1, jd: 22 }, { hour: 21, minute: 0 }, lateUtc, utcZone)).toBe(true);
    expect(isTimeTooEarly({ jy: 1403, jm: 1, jd: 23 }, { hour: 1, minute: 0 }, lateUtc, utcZone)).toBe(false);
  });
});

describe('past days (the picker can disable them)', () => {
  it("disables the days before today in the user's zone, not today", () => {
    // 01:30 on 1403/01/23 in Tehran, still 1403/01/22 in UTC.
    const now = new Date('2024-04-10T22:00:00Z');
    expect(isPastDay({ jy: 1403, jm: 1, jd: 22 }, now)).toBe(true);
    expect(isPastDay({ jy: 1403, jm: 1, jd: 23 }, now)).toBe(false);
    expect(isPastDay({ jy: 1403, jm: 1, jd: 24 }, now)).toBe(false);
    expect(isPastDay({ jy: 1403, jm: 1, jd: 22 }, now, { offsetMinutes: 0 })).toBe(false);
  });
});
