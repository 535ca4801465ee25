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

/** The zoom of the tile server's tiles on the send map: Iran in about 5 by 4 tiles of 256 px. */
export const TILE_ZOOM = 6;

/** A tile of an XYZ (Web Mercator) tile server, placed on this map: a box in drawing units. */
export interface PlacedTile {
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The tiles that cover the map at `zoom`, each stretched over its longitude and latitude span. A
 * tile is Mercator inside, this map is not; across one tile at zoom 6 (about 5° of latitude) the
 * two differ by under 0.05°, as close as the outlines themselves.
 */
export function placedTiles(template: string, zoom = TILE_ZOOM): PlacedTile[] {
  const n = 2 ** zoom;
  const column = (lng: number) => Math.floor(((lng + 180) / 360) * n);
  const row = (lat: number) => {
    const r = (lat * Math.PI) / 180;
    return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n);
  };
  const lngOf = (x: number) => (x / n) * 360 - 180;
  const latOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;
  const tiles: PlacedTile[] = [];
  for (let ty = row(NORTH); ty <= row(SOUTH); ty++) {
    for (let tx = column(WEST); tx <= column(EAST); tx++) {
      const [x0, y0] = project([lngOf(tx), latOf(ty)]);
      const [x1, y1] = project([lngOf(tx + 1), latOf(ty + 1)]);
      tiles.push({
        url: template
          .replaceAll('{z}', String(zoom))
          .replaceAll('{x}', String(tx))
          .replaceAll('{y}', String(ty)),
        x: x0,
        y: y0,
        width: x1 - x0,
        height: y1 - y0,
      });
    }
  }
  return tiles;
}
