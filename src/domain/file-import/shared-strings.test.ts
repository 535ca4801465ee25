import { describe, expect, it } from 'vitest';
import { SharedStrings } from './shared-strings.ts';

describe('SharedStrings', () => {
  it('gives back every string by index, across blocks, empty and long ones included', () => {
    const table = new SharedStrings();
    const strings = Array.from({ length: 10_000 }, (_, i) =>
      i % 7 === 0 ? '' : i % 5 === 0 ? `متن طولانی شماره ${i} ${'x'.repeat(i % 40)}` : `۰۹۱۲${i}`,
    );
    for (const s of strings) table.add(s);
    expect(table.size).toBe(strings.length);
    strings.forEach((s, i) => {
      expect(table.get(i)).toBe(s);
    });
    expect(table.get(-1)).toBeUndefined();
    expect(table.get(10_000)).toBeUndefined();
    expect(table.get(Number.NaN)).toBeUndefined();
  });
});
