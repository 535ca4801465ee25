// Every rule with a time in it (code expiry, resend countdown, throttling windows, TOTP steps) reads
// the time from here, so tests move time instead of sleeping.
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test can move forward. */
export function manualClock(start = new Date()): Clock & { advance(ms: number): void } {
  let offset = 0;
  const base = start.getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + base + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
