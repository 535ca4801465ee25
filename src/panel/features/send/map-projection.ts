import type { LngLat } from '../../../domain/index.ts';

// Equirectangular with the east-west scale of Iran's middle latitude, so shapes look right
// enough at country scale; the box is the schema's bounds (LngLatSchema: 44–63.5° E, 25–40° N).
const WEST = 44;
const EAST = 63.5;
const SOUTH = 25;
const NORTH = 40;
const SCALE = 100;
const COS_MID = Math.cos(((SOUTH + NORTH) / 2) * (Math.PI / 180));

export const MAP_WIDTH = Math.round((EAST - WEST) * COS_MID * SCALE);
export const MAP_HEIGHT = (NORTH - SOUTH) * SCALE;

export function project([lng, lat]: readonly [number, number]): [number, number] {
  return [(lng - WEST) * COS_MID * SCALE, (NORTH - lat) * SCALE];
}

export function unproject(x: number, y: number): LngLat {
  const lng = WEST + x / (COS_MID * SCALE);
  const lat = NORTH - y / SCALE;
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return [round(Math.min(EAST, Math.max(WEST, lng))), round(Math.min(NORTH, Math.max(SOUTH, lat)))];
}

export function pathOf(points: readonly (readonly [number, number])[], close = true): string {
  return (
    points
      .map(
        (p, i) =>
          `${i === 0 ? 'M' : 'L'}${project(p)
            .map((n) => n.toFixed(1))
            .join(' ')}`,
      )
      .join('') + (close ? 'Z' : '')
  );
}

/** A rectangle dragged between two corners, as the four corners of a polygon. */
export function rectangle(a: LngLat, b: LngLat): LngLat[] {
  return [a, [b[0], a[1]], b, [a[0], b[1]]];
}
