import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJalali, toJalaliDateTime } from './jalali-format.ts';
import { calendarBreakdown, relativeTime } from './relative-time.ts';

// 10:00:00 on 1403/01/22 in Tehran.
const now = new Date('2024-04-10T06:30:00Z');
const shift = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const at = (text: string) => {
  const d = parseJalali(text);
  if (!d) throw new Error(text);
  return d;
};
const t = (jy: number, jm: number, jd: number, hour = 0, minute = 0, second = 0) => ({
  jy,
  jm,
  jd,
  hour,
  minute,
  second,
});

describe('relativeTime', () => {
  it("says 'همین الان' under 15 s either way", () => {
    expect(relativeTime(now, now)).toBe('همین الان');
    expect(relativeTime(shift(-14.999), now)).toBe('همین الان');
    expect(relativeTime(shift(14.999), now)).toBe('همین الان');
  });

  it("says 'لحظاتی پیش' or 'لحظاتی دیگر' from 15 s to under 30 s", () => {
    expect(relativeTime(shift(-15), now)).toBe('لحظاتی پیش');
    expect(relativeTime(shift(-29.999), now)).toBe('لحظاتی پیش');
    expect(relativeTime(shift(15), now)).toBe('لحظاتی دیگر');
    expect(relativeTime(shift(29.999), now)).toBe('لحظاتی دیگر');
  });

  it("breaks 30 s and more down with the suffix 'پیش', in Persian digits", () => {
    expect(relativeTime(shift(-30), now)).toBe('۳۰ ثانیه پیش');
    expect(relativeTime(shift(-65), now)).toBe('۱ دقیقه و ۵ ثانیه پیش');
    expect(relativeTime(shift(-2 * 3600), now)).toBe('۲ ساعت پیش');
    expect(relativeTime(shift(-(3 * 86400 + 4 * 3600 + 7)), now)).toBe('۳ روز و ۴ ساعت و ۷ ثانیه پیش');
    expect(relativeTime(at('1401/10/22 09:00'), now)).toBe('۱ سال و ۳ ماه و ۱ ساعت پیش');
  });

  it("marks a date more than 30 s ahead '(آینده)'", () => {
    expect(relativeTime(shift(30), now)).toBe('۳۰ ثانیه (آینده)');
    expect(relativeTime(shift(90 * 60), now)).toBe('۱ ساعت و ۳۰ دقیقه (آینده)');
    expect(relativeTime(at('1405/01/22 10:00'), now)).toBe('۲ سال (آینده)');
  });

  it('counts calendar months of the Jalali calendar, short Esfand included', () => {
    expect(relativeTime(at('1403/01/22 10:00'), at('1403/02/22 10:00'))).toBe('۱ ماه پیش');
    expect(relativeTime(at('1402/12/15 10:00'), at('1403/01/15 10:00'))).toBe('۱ ماه پیش');
    expect(relativeTime(at('1402/12/15 10:00'), at('1403/01/14 10:00'))).toBe('۲۸ روز پیش');
  });

  it("counts in the user's zone", () => {
    // One month in Tehran: 1403/01/01 00:00 to 1403/02/01 00:00.
    const from = at('1403/01/01 00:00');
    const to = at('1403/02/01 00:00');
    expect(relativeTime(from, to)).toBe('۱ ماه پیش');
    expect(relativeTime(from, to, { timeZone: 'Asia/Tehran' })).toBe('۱ ماه پیش');
    // The same instants in UTC are 1402/12/29 20:30 and 1403/01/31 20:30: a month and two days.
    expect(relativeTime(from, to, { offsetMinutes: 0 })).toBe('۱ ماه و ۲ روز پیش');
  });
});

describe('calendarBreakdown', () => {
  it('lands on the last day of a shorter month', () => {
    expect(calendarBreakdown(t(1403, 6, 31), t(1403, 7, 30))).toEqual([0, 1, 0, 0, 0, 0]);
    expect(calendarBreakdown(t(1402, 11, 30), t(1402, 12, 29))).toEqual([0, 1, 0, 0, 0, 0]);
    expect(calendarBreakdown(t(1403, 12, 30), t(1404, 12, 29))).toEqual([1, 0, 0, 0, 0, 0]);
    expect(calendarBreakdown(t(1403, 1, 1, 23, 59, 59), t(1403, 2, 1, 0, 0, 0))).toEqual([0, 0, 30, 0, 0, 1]);
  });

  it('keeps every unit within its range and writes only units that are not zero', () => {
    const instant = fc
      .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) })
      .map((ms) => new Date(ms));
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const text = relativeTime(from, to, { offsetMinutes: 0 });
        const seconds = (to.getTime() - from.getTime()) / 1000;
        if (seconds < 15) expect(text).toBe('همین الان');
        else if (seconds < 30) expect(text).toBe('لحظاتی پیش');
        else expect(text).toMatch(/^[۱-۹][۰-۹]* [^ ]+( و [۱-۹][۰-۹]* [^ ]+)* پیش$/);
        const z = { offsetMinutes: 0 };
        const [, months, days, hours, minutes, secs] = calendarBreakdown(
          toJalaliDateTime(from, z),
          toJalaliDateTime(to, z),
        );
        expect(months).toBeLessThan(12);
        expect(days).toBeLessThan(31);
        expect(hours).toBeLessThan(24);
        expect(minutes).toBeLessThan(60);
        expect(secs).toBeLessThan(60);
      }),
    );
  });

  it('adds up to the exact distance when it is shorter than any month', () => {
    const z = { offsetMinutes: 0 };
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }),
        fc.integer({ min: 0, max: 28 * 86400 - 1 }),
        (start, seconds) => {
          const from = new Date(start - (start % 1000));
          const to = new Date(from.getTime() + seconds * 1000);
          const [y, m, d, h, min, s] = calendarBreakdown(toJalaliDateTime(from, z), toJalaliDateTime(to, z));
          expect([y, m]).toEqual([0, 0]);
          expect((d as number) * 86400 + (h as number) * 3600 + (min as number) * 60 + (s as number)).toBe(
            seconds,
          );
        },
      ),
    );
  });
});
