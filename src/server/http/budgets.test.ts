import { describe, expect, it } from 'vitest';
import { callBudgets, DEFAULT_BUDGETS } from './budgets.ts';

/** A clock that stands still between advances: the waits below are exact. */
function fixedClock() {
  let at = Date.parse('2026-01-01T00:00:00Z');
  return {
    now: () => new Date(at),
    advance: (ms: number) => {
      at += ms;
    },
  };
}

describe('call budgets', () => {
  it('takes a burst of capacity calls, then refills at its rate, each caller and class apart', () => {
    const clock = fixedClock();
    const budgets = callBudgets(clock, { price: { capacity: 2, perSecond: 0.5 } });
    expect(budgets.limits.send).toEqual(DEFAULT_BUDGETS.send);
    expect(budgets.take('price', 'user 1')).toBe(0);
    expect(budgets.take('price', 'user 1')).toBe(0);
    expect(budgets.take('price', 'user 1')).toBe(2_000);
    expect(budgets.take('price', 'user 2')).toBe(0);
    expect(budgets.take('count', 'user 1')).toBe(0);
    clock.advance(1_500);
    expect(budgets.take('price', 'user 1')).toBe(500);
    clock.advance(500);
    expect(budgets.take('price', 'user 1')).toBe(0);
    expect(budgets.take('price', 'user 1')).toBe(2_000);
    // A long idle refills to the capacity, never beyond.
    clock.advance(3_600_000);
    expect(budgets.take('price', 'user 1')).toBe(0);
    expect(budgets.take('price', 'user 1')).toBe(0);
    expect(budgets.take('price', 'user 1')).toBeGreaterThan(0);
  });

  it('holds a bounded number of buckets: idle ones go first, then the least recently used', () => {
    const clock = fixedClock();
    const budgets = callBudgets(clock, { export: { capacity: 1, perSecond: 0.001 } }, 3);
    budgets.take('export', 'a');
    budgets.take('export', 'b');
    budgets.take('export', 'c');
    expect(budgets.size).toBe(3);
    budgets.take('export', 'd');
    expect(budgets.size).toBeLessThanOrEqual(3);
    // The oldest (a) was forgotten: it starts over full; the newest (d) is still spent.
    expect(budgets.take('export', 'd')).toBeGreaterThan(0);
    for (let i = 0; i < 100; i++) budgets.take('export', `caller ${i}`);
    expect(budgets.size).toBeLessThanOrEqual(3);
    // Idle buckets, full again, are dropped before busy ones.
    const idle = callBudgets(clock, { count: { capacity: 5, perSecond: 1 } }, 2);
    idle.take('count', 'x');
    idle.take('count', 'y');
    clock.advance(10_000);
    idle.take('count', 'z');
    expect(idle.size).toBe(1);
  });
});
