// One send's details: the recipient search of its recipients table and the buckets of its delivery
// timeline. Pure rules shared by the panel (what the user may type) and the server (how it searches).
import { toLatinDigits } from '../core/digits.ts';
import { COUNTRY_PREFIX } from '../core/limits.ts';

/** Spaces, dashes, dots, brackets and the direction marks a copied number brings. */
const SEPARATORS = /[\s\-.()\u200c-\u200f\u202a-\u202e\u2066-\u2069]/g;
/** The longest thing worth searching: a whole number with 0098 in front. */
export const RECIPIENT_SEARCH_MAX = 14;

/**
 * What a number search looks for in the stored numbers (98 followed by ten digits): a number
 * written from its start (`0912…`, `+98912…`, `0098912…`) is a prefix of the stored form; any
 * other digits (`1234`, `912`) are a fragment found anywhere in the number. Null when the text
 * is not digits (in any script) or is too long to be part of a number.
 */
export function recipientSearch(input: string): { digits: string; prefix: boolean } | null {
  const compact = toLatinDigits(input).replace(SEPARATORS, '');
  if (compact === '' || compact.length > RECIPIENT_SEARCH_MAX || !/^\+?\d+$/.test(compact)) return null;
  const international = compact.startsWith('+')
    ? compact.slice(1)
    : /^00(?:9|$)/.test(compact)
      ? compact.slice(2)
      : null;
  if (international !== null)
    return international !== '' &&
      (international.startsWith(COUNTRY_PREFIX) || COUNTRY_PREFIX.startsWith(international))
      ? { digits: international, prefix: true }
      : null;
  // A local number starts 09; other digits after a 0 (`0000007`) are a fragment.
  if (/^0(?:9|$)/.test(compact)) return { digits: COUNTRY_PREFIX + compact.slice(1), prefix: true };
  return { digits: compact, prefix: false };
}

/** Bucket widths of the delivery timeline, in seconds: the first that keeps it within the points. */
export const TIMELINE_BUCKETS = [5, 10, 30, 60, 300, 900, 1800, 3600, 10_800, 21_600, 86_400] as const;
export const TIMELINE_MAX_POINTS = 60;

/** The narrowest bucket that shows a span of `spanSeconds` in at most TIMELINE_MAX_POINTS points. */
export function timelineBucket(spanSeconds: number): number {
  for (const width of TIMELINE_BUCKETS)
    if (Math.floor(Math.max(0, spanSeconds) / width) + 1 <= TIMELINE_MAX_POINTS) return width;
  return TIMELINE_BUCKETS[TIMELINE_BUCKETS.length - 1] as number;
}

export type TimelineCounts = { sent: number; delivered: number; failed: number };

/**
 * Counts per bucket index → one point per bucket from the first to the last, empty buckets as
 * zeros, so a pause in the deliveries shows as a pause.
 */
export function fillTimeline(counts: ReadonlyMap<number, TimelineCounts>, buckets: number): TimelineCounts[] {
  return Array.from({ length: buckets }, (_, i) => counts.get(i) ?? { sent: 0, delivered: 0, failed: 0 });
}

/** Running totals of a timeline: how many had gone out, arrived and failed by each point. */
export function cumulative(points: readonly TimelineCounts[]): TimelineCounts[] {
  const sum = { sent: 0, delivered: 0, failed: 0 };
  return points.map((p) => {
    sum.sent += p.sent;
    sum.delivered += p.delivered;
    sum.failed += p.failed;
    return { ...sum };
  });
}

/** bulk_stats' outcomes, in the order a recipient goes through them, with their Persian words. */
export const STATS_OUTCOMES = ['pending', 'sent', 'delivered', 'failed', 'blacklist'] as const;
export type StatsOutcome = (typeof STATS_OUTCOMES)[number];
export const statsOutcomeLabels: Readonly<Record<StatsOutcome, string>> = {
  pending: 'در صف ارسال',
  sent: 'ارسال شده',
  delivered: 'رسیده به گوشی',
  failed: 'نرسیده به گوشی',
  blacklist: 'لیست سیاه',
};

/** bulk_stats' scripts: `fa` a Persian (UCS-2) text, `en` a Latin one. */
export const scriptLabels = { fa: 'فارسی', en: 'لاتین' } as const;

/** A send can still be stopped while some of it has not gone out. */
export const canStopSending = (status: string) =>
  status === 'scheduled' || status === 'queued' || status === 'sending';

/** What a send says of its recipients as a whole, enough to word status 0. */
export type BulkState = { status: string; counts: Readonly<Record<0 | 1 | 2 | 3 | 4, number>> };

/**
 * The word for a recipient's status in a send's table. The published API has one status, 0, for a
 * recipient that went out and for one that has not (yet, or ever): a scheduled or queued send's are
 * all waiting, and a stopped send with none out at 0 has only stopped ones left at 0.
 */
export function recipientStatusWord(status: number, bulk: BulkState, labels: readonly string[]): string {
  if (status === 0 && (bulk.status === 'scheduled' || bulk.status === 'queued')) return 'در صف ارسال';
  if (status === 0 && bulk.status === 'cancelled' && bulk.counts[0] === 0) return 'متوقف شده';
  return labels[status] ?? '';
}
