import { describe, expect, it } from 'vitest';
import type { LngLat } from '../../domain/index.ts';
import { mapAudience, placePeople, polygonAreaKm2 } from './map-population.ts';
import { bankAreas, bankCount, bankNumbers } from './recipient-banks.ts';

const box = (west: number, south: number, size: number): LngLat[] => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
];

describe('mapAudience', () => {
  it('counts an area over Tehran far above a same-size area over the Dasht-e Lut desert', () => {
    const tehran = box(51.25, 35.6, 0.25);
    const lut = box(58.5, 31.0, 0.25);
    expect(polygonAreaKm2(lut)).toBeGreaterThan(polygonAreaKm2(tehran));
    // The desert has no listed place: only the thin rural term.
    expect(placePeople(lut)).toBe(0);
    expect(mapAudience(lut)).toBeGreaterThan(0);
    expect(mapAudience(tehran)).toBeGreaterThan(1_000_000);
    expect(mapAudience(tehran)).toBeGreaterThan(100 * mapAudience(lut));
  });

  it('counts a polygon inside another polygon less, and the same polygon the same every time', () => {
    const outer: LngLat[] = [
      [51.3, 35.65],
      [51.5, 35.66],
      [51.48, 35.78],
      [51.32, 35.76],
    ];
    const inner: LngLat[] = [
      [51.35, 35.68],
      [51.45, 35.69],
      [51.42, 35.74],
    ];
    expect(mapAudience(inner)).toBeLessThan(mapAudience(outer));
    expect(mapAudience(inner)).toBeGreaterThan(0);
    expect(mapAudience([...outer])).toBe(mapAudience(outer));
  });

  it('grows as a vertex is dragged outwards over the city, even by less than a grid cell', () => {
    const counts = [51.4, 51.4005, 51.401, 51.42, 51.44].map((east) =>
      mapAudience([
        [51.38, 35.68],
        [east, 35.68],
        [east, 35.7],
        [51.38, 35.7],
      ]),
    );
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThan(counts[i - 1] as number);
    // A block smaller than one cell of the grid still holds its share of the city's people.
    expect(placePeople(box(51.4, 35.7, 0.001))).toBeGreaterThan(50);
  });

  it('is what the send reaches: bankNumbers makes exactly that many distinct numbers', async () => {
    const polygon = box(51.4, 35.7, 0.01);
    const areas = await bankAreas({ query: async () => [] } as never, {
      type: 'map',
      polygon,
      count: undefined,
    });
    expect(bankCount(areas)).toBe(mapAudience(polygon));
    const numbers = bankNumbers(areas);
    expect(numbers).toHaveLength(mapAudience(polygon));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
