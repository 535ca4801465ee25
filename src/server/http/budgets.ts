// Budgets for costly calls: a token bucket per caller (the user, or the address for a call without
// one) and per class of call (CallSpec.budget). A bucket holds up to `capacity` calls and refills
// `perSecond` calls a second; a call finding it empty is refused with the seconds until the next one.
// The buckets live in this process's memory: with several server processes each has its own, so a
// caller's budget is per process. The map is bounded: idle buckets (full again) are dropped first,
// then the least recently used.
import type { CallBudget } from '../../domain/core/call.ts';
import type { Clock } from '../core/clock.ts';

export type Budget = { capacity: number; perSecond: number };

/**
 * The production budgets, generous for a person at the panel and for a program on the API: a burst
 * of `capacity` calls, then `perSecond` calls a second. Pattern and OTP sends come one recipient a
 * call, so the send class is the largest.
 */
export const DEFAULT_BUDGETS: Readonly<Record<CallBudget, Budget>> = {
  price: { capacity: 300, perSecond: 5 },
  send: { capacity: 600, perSecond: 100 },
  count: { capacity: 300, perSecond: 5 },
  export: { capacity: 30, perSecond: 0.2 },
  import: { capacity: 30, perSecond: 0.2 },
};

/** Buckets kept at most; beyond it the idle and then the least recently used are forgotten. */
export const MAX_BUCKETS = 50_000;

type Bucket = { tokens: number; at: number };

export type CallBudgets = {
  readonly limits: Readonly<Record<CallBudget, Budget>>;
  /** Takes one call from the caller's bucket: 0 when taken, else the milliseconds until one is there. */
  take(budget: CallBudget, caller: string): number;
  /** Buckets held now. */
  readonly size: number;
};

export function callBudgets(
  clock: Clock,
  overrides: Partial<Record<CallBudget, Budget>> = {},
  maxBuckets = MAX_BUCKETS,
): CallBudgets {
  const limits = { ...DEFAULT_BUDGETS, ...overrides };
  const buckets = new Map<string, Bucket>();

  const refilled = (bucket: Bucket, limit: Budget, now: number) =>
    Math.min(limit.capacity, bucket.tokens + (Math.max(0, now - bucket.at) / 1000) * limit.perSecond);

  const evict = (now: number) => {
    for (const [key, bucket] of buckets) {
      const limit = limits[key.slice(0, key.indexOf(' ')) as CallBudget];
      if (refilled(bucket, limit, now) >= limit.capacity) buckets.delete(key);
    }
    // Still full of busy callers: the least recently used go (the Map keeps use order).
    for (const key of buckets.keys()) {
      if (buckets.size < maxBuckets) break;
      buckets.delete(key);
    }
  };

  return {
    limits,
    get size() {
      return buckets.size;
    },
    take(budget, caller) {
      const limit = limits[budget];
      const now = clock.now().getTime();
      const key = `${budget} ${caller}`;
      const found = buckets.get(key);
      const tokens = found ? refilled(found, limit, now) : limit.capacity;
      if (tokens < 1) {
        const wait = ((1 - tokens) / limit.perSecond) * 1000;
        return Math.max(1, Math.ceil(wait));
      }
      buckets.delete(key);
      if (!found && buckets.size >= maxBuckets) evict(now);
      buckets.set(key, { tokens: tokens - 1, at: now });
      return 0;
    },
  };
}
