// Wall-clock time in a zone, without the host's zone leaking in.
//
// How the zone is chosen: every function takes an optional ZoneOption. `offsetMinutes` (a fixed
// offset east of UTC, e.g. 210 for +03:30) wins when given; otherwise `timeZone` (an IANA name),
// and by default DEFAULT_TIME_ZONE, Asia/Tehran, because the panel's users and the provider are in
// Iran whatever zone the browser or the server happens to run in. Zone names are resolved with
// Intl.DateTimeFormat, which carries the tz database in browsers and Node alike, so historical
// rules come out right (Iran kept daylight saving time until 1401 / 2022, and before 1946 used
// local mean time, +03:25:44).
export const DEFAULT_TIME_ZONE = 'Asia/Tehran';

export type ZoneOption = { timeZone?: string; offsetMinutes?: number };

/** Gregorian wall-clock fields in a zone (month 1–12). */
export type WallTime = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const DAY_MS = 86_400_000;

/**
 * Iran's clocks have stayed at +03:30 since daylight saving time ended for good at 2022-09-21 19:30 UTC
 * (the law of 1401 abolished it; tz database 2022b). From then on Asia/Tehran's wall time is plain
 * arithmetic: making an Intl.DateTimeFormat and asking it for parts was the slowest step of a first
 * screen full of dates on a slow phone (issue 28). Earlier instants, and every other zone, still go
 * through Intl; a unit test checks this against the runtime's tz database, so a new law that the
 * database learns fails it.
 */
export const TEHRAN_FIXED_SINCE_MS = Date.UTC(2022, 8, 21, 19, 30);
export const TEHRAN_FIXED_OFFSET_MINUTES = 210;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Treats wall-clock fields as if they were UTC; the basis of all offset arithmetic here. */
export function wallTimeAsUtcMs(w: WallTime): number {
  const d = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0–99 to 1900–1999.
  d.setUTCFullYear(w.year, w.month - 1, w.day);
  d.setUTCHours(w.hour, w.minute, w.second, 0);
  return d.getTime();
}

function utcWallTime(ms: number): WallTime {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** The wall-clock time of an instant in the chosen zone (milliseconds are dropped). */
export function toWallTime(instant: Date, zone: ZoneOption = {}): WallTime {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('Invalid Date');
  if (zone.offsetMinutes !== undefined) return utcWallTime(ms + zone.offsetMinutes * 60_000);
  if ((zone.timeZone ?? DEFAULT_TIME_ZONE) === DEFAULT_TIME_ZONE && ms >= TEHRAN_FIXED_SINCE_MS) {
    return utcWallTime(ms + TEHRAN_FIXED_OFFSET_MINUTES * 60_000);
  }
  const fields: Record<string, string> = {};
  for (const part of formatterFor(zone.timeZone ?? DEFAULT_TIME_ZONE).formatToParts(instant)) {
    fields[part.type] = part.value;
  }
  const year = Number(fields.year);
  return {
    // Years before the common era are written 1 BC = year 0, -1 for 2 BC, … (astronomical numbering).
    year: fields.era === 'BC' ? 1 - year : year,
    month: Number(fields.month),
    day: Number(fields.day),
    hour: Number(fields.hour),
    minute: Number(fields.minute),
    second: Number(fields.second),
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (may hold seconds: local mean time). */
export function zoneOffsetMs(instant: Date, zone: ZoneOption = {}): number {
  if (zone.offsetMinutes !== undefined) return zone.offsetMinutes * 60_000;
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return wallTimeAsUtcMs(toWallTime(new Date(whole), zone)) - whole;
}

/**
 * The instant at which a wall-clock time occurs in the zone, disambiguated as Date does for local
 * time (Temporal's 'compatible'): a wall time that occurs twice (clocks turned back) gives the
 * earlier instant; one that never occurs (clocks turned forward) lands the length of the gap later.
 * The offsets a day either side are the candidates, so one zone change within a day is handled.
 */
export function fromWallTime(w: WallTime, zone: ZoneOption = {}): Date {
  const asUtc = wallTimeAsUtcMs(w);
  const before = zoneOffsetMs(new Date(asUtc - DAY_MS), zone);
  const after = zoneOffsetMs(new Date(asUtc + DAY_MS), zone);
  const fits = [asUtc - before, asUtc - after].filter((t) => zoneOffsetMs(new Date(t), zone) === asUtc - t);
  return new Date(fits.length > 0 ? Math.min(...fits) : asUtc - before);
}
