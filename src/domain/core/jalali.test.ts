import fc from 'fast-check';
import { toGregorian, toJalaali } from 'jalaali-js';
import { describe, expect, it } from 'vitest';
import {
  compareJalali,
  gregorianToJalali,
  isLeapJalaliYear,
  isValidJalaliDate,
  isValidJalaliYear,
  JALALI_MONTH_NAMES,
  jalaliMonthLength,
  jalaliMonthWeeks,
  jalaliToGregorian,
  jalaliWeekday,
  WEEKDAY_NAMES,
  WEEKDAY_SHORT_NAMES,
  yearSelectorYears,
} from './jalali.ts';
import { JALALI_MAX_YEAR, JALALI_MIN_YEAR } from './limits.ts';

/** Any valid Jalali date over the whole range: years -61 to 3177. */
const jalaliDate = fc
  .record({
    jy: fc.integer({ min: JALALI_MIN_YEAR, max: JALALI_MAX_YEAR }),
    jm: fc.integer({ min: 1, max: 12 }),
  })
  .chain(({ jy, jm }) =>
    fc.integer({ min: 1, max: jalaliMonthLength(jy, jm) }).map((jd) => ({ jy, jm, jd })),
  );

describe('conversion', () => {
  it('converts known dates both ways', () => {
    expect(jalaliToGregorian(1403, 1, 1)).toEqual({ gy: 2024, gm: 3, gd: 20 });
    expect(jalaliToGregorian(1404, 1, 1)).toEqual({ gy: 2025, gm: 3, gd: 21 });
    expect(jalaliToGregorian(1403, 12, 30)).toEqual({ gy: 2025, gm: 3, gd: 20 });
    expect(gregorianToJalali(2016, 4, 11)).toEqual({ jy: 1395, jm: 1, jd: 23 });
    expect(gregorianToJalali(2024, 3, 19)).toEqual({ jy: 1402, jm: 12, jd: 29 });
  });

  it('refuses invalid dates and years outside -61…3177', () => {
    expect(() => jalaliToGregorian(1402, 12, 30)).toThrow(RangeError);
    expect(() => jalaliToGregorian(1402, 13, 1)).toThrow(RangeError);
    expect(() => jalaliToGregorian(JALALI_MAX_YEAR + 1, 1, 1)).toThrow(RangeError);
    expect(() => gregorianToJalali(4000, 1, 1)).toThrow(RangeError);
  });

  it('Jalali → Gregorian → Jalali is the identity over the whole valid range and agrees with jalaali-js', () => {
    fc.assert(
      fc.property(jalaliDate, ({ jy, jm, jd }) => {
        const g = jalaliToGregorian(jy, jm, jd);
        expect(g).toEqual(toGregorian(jy, jm, jd));
        expect(gregorianToJalali(g.gy, g.gm, g.gd)).toEqual({ jy, jm, jd });
        expect(toJalaali(g.gy, g.gm, g.gd)).toEqual({ jy, jm, jd });
      }),
      { numRuns: 2000 },
    );
  });

  it('holds at both ends of the range', () => {
    for (const d of [
      { jy: JALALI_MIN_YEAR, jm: 1, jd: 1 },
      { jy: JALALI_MAX_YEAR, jm: 12, jd: jalaliMonthLength(JALALI_MAX_YEAR, 12) },
    ]) {
      const g = jalaliToGregorian(d.jy, d.jm, d.jd);
      expect(gregorianToJalali(g.gy, g.gm, g.gd)).toEqual(d);
    }
  });

  // jalaali-js says the two agree for 1800–2256, but the ICU of Node 20 puts the new year of 1503
  // (March 2124) a day apart, so the independent check stops at 2100.
  it('agrees with the Persian calendar of Intl, an independent implementation, for 1800–2100', () => {
    const persian = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    const day = fc.integer({ min: Date.UTC(1800, 0, 1) / 864e5, max: Date.UTC(2100, 0, 1) / 864e5 });
    fc.assert(
      fc.property(day, (n) => {
        const d = new Date(n * 864e5);
        const parts = Object.fromEntries(persian.formatToParts(d).map((p) => [p.type, p.value]));
        const j = gregorianToJalali(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
        expect(j).toEqual({
          jy: Number.parseInt(parts.year ?? '', 10),
          jm: Number(parts.month),
          jd: Number(parts.day),
        });
      }),
      { numRuns: 500 },
    );
  });
});

describe('month lengths and validity', () => {
  it('has 31 days in months 1–6 and 30 in 7–11', () => {
    for (let m = 1; m <= 6; m++) expect(jalaliMonthLength(1402, m)).toBe(31);
    for (let m = 7; m <= 11; m++) expect(jalaliMonthLength(1402, m)).toBe(30);
  });

  it('has Esfand 30 only in a leap year', () => {
    expect(isLeapJalaliYear(1403)).toBe(true);
    expect(isLeapJalaliYear(1402)).toBe(false);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(jalaliMonthLength(1402, 12)).toBe(29);
    expect(isValidJalaliDate(1403, 12, 30)).toBe(true);
    expect(isValidJalaliDate(1402, 12, 30)).toBe(false);
    expect(isValidJalaliDate(1402, 12, 29)).toBe(true);
  });

  it('accepts years -61 to 3177 only', () => {
    expect(isValidJalaliYear(JALALI_MIN_YEAR)).toBe(true);
    expect(isValidJalaliYear(JALALI_MAX_YEAR)).toBe(true);
    expect(isValidJalaliYear(JALALI_MIN_YEAR - 1)).toBe(false);
    expect(isValidJalaliYear(JALALI_MAX_YEAR + 1)).toBe(false);
    expect(isValidJalaliYear(1402.5)).toBe(false);
    expect(isValidJalaliDate(JALALI_MIN_YEAR, 1, 1)).toBe(true);
    expect(isValidJalaliDate(JALALI_MAX_YEAR + 1, 1, 1)).toBe(false);
    expect(() => isLeapJalaliYear(JALALI_MAX_YEAR + 1)).toThrow(RangeError);
  });

  it('accepts months 1–12 and days 1 to the month length', () => {
    expect(isValidJalaliDate(1402, 0, 1)).toBe(false);
    expect(isValidJalaliDate(1402, 13, 1)).toBe(false);
    expect(isValidJalaliDate(1402, 1.5, 1)).toBe(false);
    expect(isValidJalaliDate(1402, 1, 0)).toBe(false);
    expect(isValidJalaliDate(1402, 1, 31)).toBe(true);
    expect(isValidJalaliDate(1402, 1, 32)).toBe(false);
    expect(isValidJalaliDate(1402, 7, 31)).toBe(false);
    expect(isValidJalaliDate(1402, 7, 1.5)).toBe(false);
    expect(() => jalaliMonthLength(1402, 13)).toThrow(RangeError);
  });
});

describe('names, weeks and the year selector', () => {
  it('names the twelve Jalali months and the seven weekdays from Saturday', () => {
    expect(JALALI_MONTH_NAMES).toHaveLength(12);
    expect(JALALI_MONTH_NAMES[0]).toBe('فروردین');
    expect(JALALI_MONTH_NAMES[11]).toBe('اسفند');
    expect(WEEKDAY_NAMES[0]).toBe('شنبه');
    expect(WEEKDAY_NAMES[6]).toBe('جمعه');
    expect(WEEKDAY_SHORT_NAMES).toHaveLength(7);
  });

  it('numbers weekdays from Saturday', () => {
    expect(jalaliWeekday(1403, 1, 1)).toBe(4); // Wednesday 2024-03-20
    expect(jalaliWeekday(1404, 1, 1)).toBe(6); // Friday 2025-03-21
    expect(jalaliWeekday(1400, 4, 26)).toBe(0); // Saturday 2021-07-17
    expect(() => jalaliWeekday(1402, 12, 30)).toThrow(RangeError);
  });

  it('lays a month out in Saturday-first weeks', () => {
    const weeks = jalaliMonthWeeks(1403, 1);
    expect(weeks[0]).toEqual([null, null, null, null, 1, 2, 3]);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.flat().filter((d) => d !== null)).toHaveLength(31);
    expect(weeks).toHaveLength(5);
    expect(weeks.at(-1)?.at(-1)).toBe(31); // 31 Farvardin 1403 is a Friday (2024-04-19)
    expect(jalaliMonthWeeks(1403, 2).at(-1)).toEqual([29, 30, 31, null, null, null, null]);
    expect(
      jalaliMonthWeeks(1403, 12)
        .flat()
        .filter((d) => d !== null),
    ).toHaveLength(30);
  });

  it('spans 201 years centred on the current year, cut at the ends of the range', () => {
    const years = yearSelectorYears(1403);
    expect(years).toHaveLength(201);
    expect(years[0]).toBe(1303);
    expect(years[100]).toBe(1403);
    expect(years[200]).toBe(1503);
    expect(yearSelectorYears(JALALI_MAX_YEAR - 10).at(-1)).toBe(JALALI_MAX_YEAR);
    expect(yearSelectorYears(JALALI_MIN_YEAR + 10)[0]).toBe(JALALI_MIN_YEAR);
    expect(() => yearSelectorYears(JALALI_MAX_YEAR + 1)).toThrow(RangeError);
  });

  it('compares dates', () => {
    expect(compareJalali({ jy: 1402, jm: 12, jd: 29 }, { jy: 1403, jm: 1, jd: 1 })).toBeLessThan(0);
    expect(compareJalali({ jy: 1403, jm: 2, jd: 1 }, { jy: 1403, jm: 1, jd: 31 })).toBeGreaterThan(0);
    expect(compareJalali({ jy: 1403, jm: 1, jd: 2 }, { jy: 1403, jm: 1, jd: 1 })).toBeGreaterThan(0);
    expect(compareJalali({ jy: 1403, jm: 1, jd: 1 }, { jy: 1403, jm: 1, jd: 1 })).toBe(0);
  });
});
