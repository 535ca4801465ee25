import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  fromWallTime,
  TEHRAN_FIXED_SINCE_MS,
  toWallTime,
  wallTimeAsUtcMs,
  zoneOffsetMs,
} from './time-zone.ts';

const utc = (s: string) => new Date(`${s}Z`);
const wall = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second,
});

describe('time zones', () => {
  it('defaults to Asia/Tehran, whatever zone the host runs in', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Tehran');
    expect(toWallTime(utc('2024-03-19T20:30:00'))).toEqual(wall(2024, 3, 20));
    expect(zoneOffsetMs(utc('2024-03-19T20:30:00'))).toBe(210 * 60_000);
  });

  it('uses a fixed offset when given, before any zone name', () => {
    expect(toWallTime(utc('2024-03-19T20:30:00'), { offsetMinutes: -60, timeZone: 'Asia/Tokyo' })).toEqual(
      wall(2024, 3, 19, 19, 30),
    );
    expect(fromWallTime(wall(2024, 3, 20), { offsetMinutes: 210 })).toEqual(utc('2024-03-19T20:30:00'));
  });

  it('keeps local mean time to the second (Tehran before 1946: +03:25:44)', () => {
    expect(zoneOffsetMs(utc('1900-01-01T00:00:00'))).toBe((3 * 3600 + 25 * 60 + 44) * 1000);
    expect(fromWallTime(wall(1900, 1, 1, 10))).toEqual(utc('1900-01-01T06:34:16'));
  });

  it('finds the instant of a wall time across daylight-saving changes', () => {
    const ny = { timeZone: 'America/New_York' };
    expect(fromWallTime(wall(2024, 7, 1, 12), ny)).toEqual(utc('2024-07-01T16:00:00'));
    expect(fromWallTime(wall(2024, 1, 1, 12), ny)).toEqual(utc('2024-01-01T17:00:00'));
    // 02:30 on 10 March 2024 never happened in New York; it lands an hour later.
    expect(toWallTime(fromWallTime(wall(2024, 3, 10, 2, 30), ny), ny)).toEqual(wall(2024, 3, 10, 3, 30));
    // 01:30 on 3 November 2024 happened twice; the earlier one (still -04:00) is taken.
    expect(fromWallTime(wall(2024, 11, 3, 1, 30), ny)).toEqual(utc('2024-11-03T05:30:00'));
    expect(fromWallTime(wall(2024, 11, 3, 2, 30), ny)).toEqual(utc('2024-11-03T07:30:00'));
  });

  it('treats wall time as UTC without the two-digit-year trap of Date.UTC', () => {
    expect(new Date(wallTimeAsUtcMs(wall(50, 1, 1))).getUTCFullYear()).toBe(50);
  });

  it('numbers years before the common era astronomically (1 BC is year 0)', () => {
    const d = new Date(0);
    d.setUTCFullYear(0, 5, 15);
    expect(toWallTime(d, { timeZone: 'UTC' })).toMatchObject({ year: 0, month: 6, day: 15 });
    d.setUTCFullYear(-99, 5, 15);
    expect(toWallTime(d, { timeZone: 'UTC' }).year).toBe(-99);
  });

  it('refuses an invalid date', () => {
    expect(() => toWallTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("Tehran's fixed offset since 2022", () => {
  // The runtime's tz database, asked independently of the code under test: the zone's offset by name.
  const tzOffset = (ms: number) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tehran', timeZoneName: 'longOffset' })
      .formatToParts(new Date(ms))
      .find((part) => part.type === 'timeZoneName')?.value;
  const plus = (ms: number, minutes: number) => {
    const d = new Date(ms + minutes * 60_000);
    const [year, month, day, hour, minute, second] = [
      d.getUTCFullYear(),
      d.getUTCMonth() + 1,
      d.getUTCDate(),
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
    ];
    return { year, month, day, hour, minute, second };
  };

  it('gives what the runtime tz database gives, from the end of daylight saving time on (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: TEHRAN_FIXED_SINCE_MS, max: Date.UTC(2045, 0, 1) }), (ms) => {
        expect(tzOffset(ms)).toBe('GMT+03:30');
        expect(toWallTime(new Date(ms))).toEqual(plus(ms, 210));
      }),
      { numRuns: 2000 },
    );
  });

  it('still follows the tz database before it: the last summer second and the first fixed one', () => {
    // 1401-06-30 23:59:59 at +04:30, then the clocks went back to 23:00 at +03:30.
    expect(tzOffset(TEHRAN_FIXED_SINCE_MS - 1000)).toBe('GMT+04:30');
    expect(toWallTime(new Date(TEHRAN_FIXED_SINCE_MS - 1000))).toEqual(
      plus(TEHRAN_FIXED_SINCE_MS - 1000, 270),
    );
    expect(toWallTime(new Date(TEHRAN_FIXED_SINCE_MS))).toMatchObject({ hour: 23, minute: 0, second: 0 });
    expect(zoneOffsetMs(new Date(TEHRAN_FIXED_SINCE_MS - 60_000))).toBe(270 * 60_000);
    expect(zoneOffsetMs(new Date(TEHRAN_FIXED_SINCE_MS))).toBe(210 * 60_000);
  });
});
