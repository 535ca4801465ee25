import { describe, expect, it } from 'vitest';
import { TailSet } from './tail-set.ts';

describe('TailSet', () => {
  it('answers like a Set<number> through growth, for tails across the whole range', () => {
    const ours = new TailSet();
    const reference = new Set<number>();
    let seed = 7;
    for (let k = 0; k < 50_000; k++) {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      // Many repeats (a small range now and then) and the extremes 0 and 999,999,999.
      const tail = k % 3 === 0 ? seed % 5000 : k % 1000 === 1 ? 999_999_999 : seed % 1_000_000_000;
      expect(ours.add(tail)).toBe(!reference.has(tail));
      reference.add(tail);
    }
    expect(ours.size).toBe(reference.size);
    expect(ours.has(0)).toBe(reference.has(0));
    expect(ours.has(999_999_999)).toBe(true);
    expect(ours.has(123_456_789)).toBe(reference.has(123_456_789));
  });

  it('keeps 0, which is a real tail (989000000000)', () => {
    const set = new TailSet(1);
    expect(set.has(0)).toBe(false);
    expect(set.add(0)).toBe(true);
    expect(set.add(0)).toBe(false);
    expect(set.size).toBe(1);
  });
});
