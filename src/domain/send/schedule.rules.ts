// When a scheduled send is refused as past. A schedule a little in the past (the user's clock runs
// behind, the chosen minute went by while the composer was open, a send queued offline goes out on
// reconnect) is taken as "now"; more than the grace before now is refused. The composer and the
// server read it from here, so they agree to the second.

/** How far in the past a schedule may be and still be taken as now: 10 minutes. */
export const PAST_SCHEDULE_GRACE_MS = 10 * 60_000;

/** A stored UTC time (`YYYY-MM-DD HH:mm:ss`) as milliseconds; NaN when it is not one. */
const storedUtcMs = (stored: string) => Date.parse(`${stored.replace(' ', 'T')}Z`);

/**
 * Whether a send scheduled at `sendTime` (stored UTC, `YYYY-MM-DD HH:mm:ss`) is refused at `now`:
 * it lies more than the grace before now, or it is no time at all.
 */
export function isScheduleTooEarly(sendTime: string, now: Date): boolean {
  const at = storedUtcMs(sendTime);
  return Number.isNaN(at) || at < now.getTime() - PAST_SCHEDULE_GRACE_MS;
}
