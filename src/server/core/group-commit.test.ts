import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.ts';

describe('GroupCommit', () => {
  it('writes what arrives together in one batch, and what arrives meanwhile in the next', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const commit = new GroupCommit<number, number>(async (items) => {
      batches.push([...items]);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items.map((n) => n * 10);
    });
    const first = [commit.submit(1), commit.submit(2)];
    await new Promise((resolve) => setImmediate(resolve));
    const later = [commit.submit(3), commit.submit(4), commit.submit(5)];
    release();
    expect(await Promise.all([...first, ...later])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('answers each item its own refusal, and writes a failed batch again one item at a time', async () => {
    const batches: number[][] = [];
    const commit = new GroupCommit<number, number>(async (items) => {
      batches.push([...items]);
      if (items.includes(3)) throw new Error('three breaks its batch');
      return items.map((n) => (n === 2 ? new Error('two is refused') : n));
    });
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => commit.submit(n)));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      1,
      'two is refused',
      'three breaks its batch',
      4,
    ]);
    expect(batches).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it('keeps batches within the most it is given', async () => {
    const sizes: number[] = [];
    const commit = new GroupCommit<number, number>(async (items) => {
      sizes.push(items.length);
      return [...items];
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((n) => commit.submit(n)));
    expect(sizes).toEqual([2, 2, 1]);
  });
});
