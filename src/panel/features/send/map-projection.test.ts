import { describe, expect, it } from 'vitest';
import { IRAN_OUTLINE } from './iran-outline.ts';
import { PROVINCE_OUTLINES } from './iran-provinces.ts';
import {
  MAP_HEIGHT,
  MAP_WIDTH,
  type PlacedTile,
  placedTiles,
  project,
  rectangle,
  unproject,
} from './map-projection.ts';

describe('map projection', () => {
  it('puts every point of the outline inside the drawing', () => {
    for (const point of IRAN_OUTLINE) {
      const [x, y] = project(point);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
  });

  it('has the 31 provinces, each inside the drawing and in Iran', () => {
    expect(PROVINCE_OUTLINES).toHaveLength(31);
    expect(new Set(PROVINCE_OUTLINES.map((p) => p.name)).size).toBe(31);
    for (const province of PROVINCE_OUTLINES) {
      expect(province.points.length).toBeGreaterThan(8);
      for (const point of province.points) {
        expect(point[0]).toBeGreaterThanOrEqual(43.9);
        expect(point[0]).toBeLessThanOrEqual(63.4);
        expect(point[1]).toBeGreaterThanOrEqual(25);
        expect(point[1]).toBeLessThanOrEqual(39.9);
      }
    }
    // A sanity check on the fit: Tehran, Shiraz and Mashhad fall in their own provinces.
    const inside = (name: string, [x, y]: [number, number]) => {
      const ring = PROVINCE_OUTLINES.find((p) => p.name === name)?.points ?? [];
      let hit = false;
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i] as [number, number];
        const [xj, yj] = ring[j] as [number, number];
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
      }
      return hit;
    };
    expect(inside('تهران', [51.389, 35.689])).toBe(true);
    expect(inside('فارس', [52.531, 29.591])).toBe(true);
    expect(inside('خراسان رضوی', [59.606, 36.297])).toBe(true);
    expect(inside('تهران', [52.531, 29.591])).toBe(false);
  });

  it('turns a point on the drawing back into the same longitude and latitude', () => {
    const [x, y] = project([51.389, 35.6892]); // Tehran
    expect(unproject(x, y)).toEqual([51.389, 35.6892]);
  });

  it('keeps a point dragged off the map inside the bounds the API accepts', () => {
    expect(unproject(-50, MAP_HEIGHT + 50)).toEqual([44, 25]);
  });

  it('makes a rectangle of two corners', () => {
    expect(rectangle([51, 35], [52, 36])).toEqual([
      [51, 35],
      [52, 35],
      [52, 36],
      [51, 36],
    ]);
  });
});

describe('tiles of a tile server on the map', () => {
  const tiles = placedTiles('https://t.example/{z}/{x}/{y}.png');

  it('covers the whole drawing with zoom-6 tiles, edge to edge', () => {
    expect(tiles.length).toBe(20);
    expect(tiles[0]?.url).toBe('https://t.example/6/39/24.png');
    expect(tiles.at(-1)?.url).toBe('https://t.example/6/43/27.png');
    const left = Math.min(...tiles.map((t) => t.x));
    const top = Math.min(...tiles.map((t) => t.y));
    const right = Math.max(...tiles.map((t) => t.x + t.width));
    const bottom = Math.max(...tiles.map((t) => t.y + t.height));
    expect(left).toBeLessThanOrEqual(0);
    expect(top).toBeLessThanOrEqual(0);
    expect(right).toBeGreaterThanOrEqual(MAP_WIDTH);
    expect(bottom).toBeGreaterThanOrEqual(MAP_HEIGHT);
    // Neighbours share their edges: no gaps, no overlaps.
    const first = tiles[0] as PlacedTile;
    const east = tiles.find((t) => t.url.endsWith('/6/40/24.png')) as PlacedTile;
    const south = tiles.find((t) => t.url.endsWith('/6/39/25.png')) as PlacedTile;
    expect(east.x).toBeCloseTo(first.x + first.width, 6);
    expect(south.y).toBeCloseTo(first.y + first.height, 6);
  });

  it('puts Tehran on the tile that holds it, where the tile server has it', () => {
    // Tehran (51.389° E, 35.689° N) is in tile 6/41/25 of the Web Mercator grid.
    const [x, y] = project([51.389, 35.6892]);
    const holder = tiles.find((t) => x >= t.x && x < t.x + t.width && y >= t.y && y < t.y + t.height);
    expect(holder?.url).toBe('https://t.example/6/41/25.png');
  });
});
