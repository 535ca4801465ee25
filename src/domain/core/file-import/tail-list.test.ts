import { describe, expect, it } from 'vitest';
import { distinctInOrder, TailList } from './tail-list.ts';

/** The answer a Set gives: each value at its first place. */
function reference(tails: readonly number[]): number[] {
  const seen = new Set<number>();
  return tails.filter((tail) => {
    if (seen.has(tail)) return false;
    seen.add(tail);
    return true;
  });
}

describe('distinctInOrder', () => {
  it('keeps the first of each value in file order, like a Set, across many buckets', () => {
    let seed = 11;
    const tails: number[] = [];
    for (let k = 0; k < 300_000; k++) {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      // Repeats near and far, a small range now and then, and the extremes 0 and 999,999,999.
      const tail =
        k % 7 === 0 && k > 0
          ? (tails[seed % k] as number)
          : k % 5 === 0
            ? seed % 3000
            : k % 1001 === 3
              ? 999_999_999
              : seed % 1_000_000_000;
      tails.push(tail);
    }
    expect(Array.from(distinctInOrder(Int32Array.from(tails)))).toEqual(reference(tails));
  });

  it('handles nothing, one value, and one value a hundred thousand times', () => {
    expect(Array.from(distinctInOrder(new Int32Array(0)))).toEqual([]);
    expect(Array.from(distinctInOrder(Int32Array.of(0)))).toEqual([0]);
    expect(Array.from(distinctInOrder(new Int32Array(100_000).fill(42)))).toEqual([42]);
    expect(Array.from(distinctInOrder(Int32Array.of(5, 0, 5, 0, 7)))).toEqual([5, 0, 7]);
  });
});

describe('TailList', () => {
  it('grows as tails are pushed and answers them distinct in order', () => {
    const list = new TailList();
    const pushed: number[] = [];
    for (let k = 0; k < 200_000; k++) {
      const tail = (k * 7919) % 150_001;
      list.push(tail);
      pushed.push(tail);
    }
    expect(list.length).toBe(200_000);
    expect(Array.from(list.distinct())).toEqual(reference(pushed));
  });
});
