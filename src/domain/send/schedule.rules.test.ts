import { describe, expect, it } from 'vitest';
import { isScheduleTooEarly, PAST_SCHEDULE_GRACE_MS } from './schedule.rules.ts';

const NOW = new Date(Date.UTC(2026, 3, 21, 6, 30, 0));
const stored = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

describe('isScheduleTooEarly', () => {
  it('allows ten minutes of grace', () => {
    expect(PAST_SCHEDULE_GRACE_MS).toBe(600_000);
  });

  it('takes a schedule exactly the grace ago as now, and refuses one second more', () => {
    expect(isScheduleTooEarly(stored(NOW.getTime() - PAST_SCHEDULE_GRACE_MS), NOW)).toBe(false);
    expect(isScheduleTooEarly(stored(NOW.getTime() - PAST_SCHEDULE_GRACE_MS - 1000), NOW)).toBe(true);
    expect(isScheduleTooEarly('2026-04-21 06:20:00', NOW)).toBe(false);
    expect(isScheduleTooEarly('2026-04-21 06:19:59', NOW)).toBe(true);
  });

  it('allows now and the future, and refuses a day ago', () => {
    expect(isScheduleTooEarly('2026-04-21 06:30:00', NOW)).toBe(false);
    expect(isScheduleTooEarly('2027-01-01 00:00:00', NOW)).toBe(false);
    expect(isScheduleTooEarly('2026-04-20 06:30:00', NOW)).toBe(true);
  });

  it('refuses what is not a time', () => {
    expect(isScheduleTooEarly('فردا', NOW)).toBe(true);
    expect(isScheduleTooEarly('', NOW)).toBe(true);
  });
});
