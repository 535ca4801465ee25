import { describe, expect, it } from 'vitest';
import { mobileOperator } from '../../domain/index.ts';
import {
  type BankArea,
  type BankFilter,
  type BankSlice,
  bankMobile,
  bankNumbers,
  bankPerson,
  type OperatorRanges,
  operatorCounts,
  sliceCounts,
  sliceNumbers,
} from './recipient-banks.ts';

const areas: BankArea[] = [
  { key: 1_000_017, count: 2_347 },
  { key: 2_000_003, count: 9 },
];
const sum = (c: { mci_count: number; irancell_count: number; other_count: number }) =>
  c.mci_count + c.irancell_count + c.other_count;

/** The count worked out by walking every number of the areas, for comparison. */
function walked(filter: (mobile: string, person: ReturnType<typeof bankPerson>) => boolean) {
  const counts = { mci_count: 0, irancell_count: 0, other_count: 0 };
  for (const area of areas)
    for (let i = 0; i < area.count; i++) {
      const mobile = bankMobile(area.key, i);
      if (!filter(mobile, bankPerson(area.key, i))) continue;
      const operator = mobileOperator(mobile);
      counts[operator === 'mci' ? 'mci_count' : operator === 'irancell' ? 'irancell_count' : 'other_count']++;
    }
  return counts;
}

describe('operatorCounts', () => {
  it('splits every number of the areas between the operators by its prefix', () => {
    expect(operatorCounts(areas)).toEqual(walked(() => true));
    expect(sum(operatorCounts(areas))).toBe(2_356);
    expect(bankNumbers(areas)).toHaveLength(2_356);
  });

  it('keeps the numbers that start with a prefix, short or long', () => {
    expect(operatorCounts(areas, { prefix: '93' })).toEqual(walked((m) => m.startsWith('9893')));
    expect(operatorCounts(areas, { prefix: '93' }).mci_count).toBe(0);
    expect(operatorCounts(areas, { prefix: '91200' })).toEqual(walked((m) => m.startsWith('9891200')));
    expect(sum(operatorCounts(areas, { prefix: '999' }))).toBe(0);
  });

  it('keeps the people of a gender and of a range of birth years, and the genders add up to all', () => {
    const byGender = [1, 2, 3].map((gender) => operatorCounts(areas, { gender }));
    expect(byGender.map(sum).reduce((a, b) => a + b)).toBe(2_356);
    expect(byGender[1]).toEqual(walked((_, p) => p.gender === 2));
    expect(sum(byGender[2] as ReturnType<typeof operatorCounts>)).toBeLessThan(2_356 / 10);
    expect(operatorCounts(areas, { yearFrom: 1360, yearTo: 1370, prefix: '912' })).toEqual(
      walked((m, p) => m.startsWith('98912') && p.birthYear >= 1360 && p.birthYear <= 1370),
    );
  });
});

describe('a bank slice', () => {
  it('holds about four in five numbers in the white bank', () => {
    const white = operatorCounts(areas, { whiteOnly: true });
    expect(white).toEqual(walked((_, p) => p.white));
    expect(sum(white) / 2_356).toBeGreaterThan(0.75);
    expect(sum(white) / 2_356).toBeLessThan(0.85);
  });

  // A seeded generator, so a failure names its case and replays.
  const random = (seed: number) => () => {
    seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return seed / 2 ** 32;
  };

  it('sends exactly the numbers it counts, per operator, whatever its filters and slices', () => {
    const next = random(23);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
    for (let c = 0; c < 200; c++) {
      const from = 1300 + Math.floor(next() * 111);
      const filter: BankFilter = {
        gender: pick([undefined, 1, 2, 3]),
        yearFrom: pick([undefined, from]),
        yearTo: pick([undefined, from + Math.floor(next() * 60)]),
        prefix: pick([undefined, '912', '93', '9390', '990', '921']),
        whiteOnly: pick([undefined, true]),
      };
      const range = () =>
        pick([undefined, { start: Math.floor(next() * 300), size: pick([undefined, 0, 7, 120]) }]);
      const ranges: OperatorRanges | undefined = pick([
        undefined,
        { mci_count: range(), irancell_count: range(), other_count: range() },
      ]);
      const slice: BankSlice = { areas, filter, ranges };
      const counts = sliceCounts(slice);
      const mobiles: string[] = [];
      sliceNumbers(slice, mobiles);
      const byOperator = { mci_count: 0, irancell_count: 0, other_count: 0 };
      for (const m of mobiles) {
        const operator = mobileOperator(m);
        byOperator[
          operator === 'mci' ? 'mci_count' : operator === 'irancell' ? 'irancell_count' : 'other_count'
        ]++;
      }
      expect(byOperator, `case ${c}: ${JSON.stringify(slice.filter)} ${JSON.stringify(ranges)}`).toEqual(
        counts,
      );
      expect(new Set(mobiles).size).toBe(mobiles.length);
      if (filter.prefix) expect(mobiles.every((m) => m.startsWith(`98${filter.prefix}`))).toBe(true);
    }
  });
});
