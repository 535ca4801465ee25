import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jalaliMonthLength } from './jalali.ts';
import {
  formatJalali,
  fromJalaliDateTime,
  jalaliDay,
  jalaliToStored,
  parseJalali,
  parseStoredTimestamp,
  storedToJalali,
  toJalaliDateTime,
  toStoredTimestamp,
} from './jalali-format.ts';
import { JALALI_MAX_YEAR, JALALI_MIN_YEAR } from './limits.ts';

const utc = (s: string) => new Date(`${s}Z`);

describe('stored UTC timestamps', () => {
  it('reads and writes YYYY-MM-DD HH:mm:ss as UTC', () => {
    expect(parseStoredTimestamp('2024-03-19 20:29:59')).toEqual(utc('2024-03-19T20:29:59'));
    expect(toStoredTimestamp(utc('2024-03-19T20:29:59.999'))).toBe('2024-03-19 20:29:59');
    expect(toStoredTimestamp(utc('0999-01-02T03:04:05'))).toBe('0999-01-02 03:04:05');
  });

  it('refuses malformed or impossible timestamps', () => {
    for (const bad of [
      '',
      '2024-03-19',
      '2024-03-19T20:29:59',
      '2024-02-30 10:00:00',
      '2024-13-01 10:00:00',
    ]) {
      expect(parseStoredTimestamp(bad)).toBeNull();
    }
    expect(parseStoredTimestamp('2024-03-19 24:00:00')).toBeNull();
    expect(parseStoredTimestamp('2024-03-19 23:60:00')).toBeNull();
    expect(parseStoredTimestamp('2024-03-19 23:59:60')).toBeNull();
    expect(parseStoredTimestamp('2024-03-19 23:59:59')).not.toBeNull();
  });

  it('converts stored UTC to local Jalali in Tehran (+03:30) and back', () => {
    // 20:30 UTC on 19 March 2024 is midnight in Tehran: the first minute of 1403.
    expect(storedToJalali('2024-03-19 20:30:00')).toBe('1403/01/01 00:00');
    expect(storedToJalali('2024-03-19 20:29:00')).toBe('1402/12/29 23:59');
    expect(jalaliToStored('1403/01/01 00:00')).toBe('2024-03-19 20:30:00');
    expect(jalaliToStored('۱۴۰۲/۱۲/۲۹ ۲۳:۵۹')).toBe('2024-03-19 20:29:00');
    expect(jalaliToStored('1402/12/30 10:00')).toBeNull();
    expect(storedToJalali('nonsense')).toBe('');
  });

  it('follows the tz database: Tehran kept daylight saving time (+04:30) until 2022', () => {
    expect(storedToJalali('2020-06-01 00:00:00')).toBe('1399/03/12 04:30');
    expect(jalaliToStored('1399/03/12 04:30')).toBe('2020-06-01 00:00:00');
    expect(storedToJalali('2024-06-01 00:00:00')).toBe('1403/03/12 03:30');
  });

  it('takes another zone or a fixed offset', () => {
    expect(storedToJalali('2024-03-19 20:30:00', { timeZone: 'UTC' })).toBe('1402/12/29 20:30');
    expect(storedToJalali('2024-03-19 20:30:00', { offsetMinutes: 0 })).toBe('1402/12/29 20:30');
    expect(jalaliToStored('1403/01/01 00:00', { offsetMinutes: 210 })).toBe('2024-03-19 20:30:00');
  });
});

describe('formatJalali', () => {
  it('writes jYYYY/jMM/jDD, with HH:mm on request, in Persian digits', () => {
    const d = utc('2024-04-10T05:05:00');
    expect(formatJalali(d)).toBe('۱۴۰۳/۰۱/۲۲');
    expect(formatJalali(d, true)).toBe('۱۴۰۳/۰۱/۲۲ ۰۸:۳۵');
    expect(formatJalali(d, true, { digits: 'latin' })).toBe('1403/01/22 08:35');
    expect(formatJalali('2024-04-10 05:05:00', true)).toBe('۱۴۰۳/۰۱/۲۲ ۰۸:۳۵');
  });

  it('shows 23:59 as the last minute of the day and midnight as 00:00 of the next', () => {
    expect(formatJalali(utc('2024-04-10T20:29:00'), true, { digits: 'latin' })).toBe('1403/01/22 23:59');
    expect(formatJalali(utc('2024-04-10T20:30:00'), true, { digits: 'latin' })).toBe('1403/01/23 00:00');
  });

  it('gives an empty string for what is not a showable date', () => {
    expect(formatJalali(new Date(Number.NaN))).toBe('');
    expect(formatJalali('yesterday')).toBe('');
    expect(formatJalali(utc('3900-01-01T00:00:00'))).toBe('');
  });
});

describe('parseJalali', () => {
  it('reads a date as local midnight and a date-time as local time', () => {
    expect(parseJalali('1403/01/01')).toEqual(utc('2024-03-19T20:30:00'));
    expect(parseJalali(' ۱۴۰۳/۰۱/۰۱ ۰۸:۳۵ ')).toEqual(utc('2024-03-20T05:05:00'));
    expect(parseJalali('١٤٠٣/١/١ 8:35:10')).toEqual(utc('2024-03-20T05:05:10'));
  });

  it('accepts 23:59 and refuses 24:00 and minute 60', () => {
    expect(parseJalali('1403/01/01 23:59')).toEqual(utc('2024-03-20T20:29:00'));
    expect(parseJalali('1403/01/01 24:00')).toBeNull();
    expect(parseJalali('1403/01/01 23:60')).toBeNull();
    expect(parseJalali('1403/01/01 23:59:60')).toBeNull();
  });

  it('accepts Esfand 30 in a leap year only', () => {
    expect(parseJalali('1403/12/30')).toEqual(utc('2025-03-19T20:30:00'));
    expect(parseJalali('1402/12/30')).toBeNull();
  });

  it('refuses what is not a Jalali date', () => {
    for (const bad of [
      '',
      '1403',
      '1403/01',
      '1403-01-01',
      '1403/00/10',
      '1403/13/01',
      '1403/07/31',
      'abc',
    ]) {
      expect(parseJalali(bad)).toBeNull();
    }
    expect(parseJalali(`${JALALI_MAX_YEAR + 1}/01/01`)).toBeNull();
  });

  it('round-trips with formatJalali over the whole valid range, in any zone', () => {
    const date = fc
      .record({
        jy: fc.integer({ min: JALALI_MIN_YEAR + 1, max: JALALI_MAX_YEAR - 1 }),
        jm: fc.integer({ min: 1, max: 12 }),
        hour: fc.integer({ min: 0, max: 23 }),
        minute: fc.integer({ min: 0, max: 59 }),
        zone: fc.constantFrom('Asia/Tehran', 'UTC', 'America/New_York', 'Asia/Tokyo'),
      })
      .chain((r) => fc.integer({ min: 1, max: jalaliMonthLength(r.jy, r.jm) }).map((jd) => ({ ...r, jd })));
    const pad = (n: number, w = 2) => (n < 0 ? '-' : '') + String(Math.abs(n)).padStart(w, '0');
    fc.assert(
      fc.property(date, ({ jy, jm, jd, hour, minute, zone }) => {
        const text = `${pad(jy, 4)}/${pad(jm)}/${pad(jd)} ${pad(hour)}:${pad(minute)}`;
        const instant = parseJalali(text, { timeZone: zone });
        if (!instant) throw new Error(`not parsed: ${text}`);
        const back = formatJalali(instant, true, { timeZone: zone, digits: 'latin' });
        // A wall time skipped by a daylight-saving jump forward exists only an hour later.
        if (back !== text) expect(toJalaliDateTime(instant, { timeZone: zone }).hour).toBe((hour + 1) % 24);
        else expect(back).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('Jalali date-time parts', () => {
  it('gives the local day and builds instants from parts', () => {
    expect(jalaliDay(utc('2024-03-19T20:29:59'))).toEqual({ jy: 1402, jm: 12, jd: 29 });
    expect(jalaliDay(utc('2024-03-19T20:30:00'))).toEqual({ jy: 1403, jm: 1, jd: 1 });
    expect(fromJalaliDateTime({ jy: 1403, jm: 1, jd: 1 })).toEqual(utc('2024-03-19T20:30:00'));
    expect(toJalaliDateTime(utc('2024-03-20T05:05:09'))).toEqual({
      jy: 1403,
      jm: 1,
      jd: 1,
      hour: 8,
      minute: 35,
      second: 9,
    });
    expect(() => toJalaliDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
