// The provider's recipient banks (spec 1: city/province, business, map, postal code and Irancell
// tower sends). Each area holds a deterministic count of numbers (db/migrations/0005-banks.ts) and
// its numbers are generated from the area's key, so the reference API needs no million-row seed and
// a count shown before sending is exactly what the send reaches.
import type { BankCountRequest, LngLat } from '../../domain/index.ts';
import type { Queryable } from '../db/client.ts';

// Local prefixes spread over the operators, so a bank send is priced like a real mixed audience.
const PREFIXES = ['912', '935', '919', '936', '921', '901', '913', '939', '990', '922'];
const SUFFIX_SPACE = 10_000_000;

/** The i-th number of an area: distinct for every i below 100 million within one area. */
export function bankMobile(areaKey: number, i: number): string {
  const prefix = PREFIXES[i % PREFIXES.length] as string;
  const suffix = (areaKey * 7_654_321 + Math.floor(i / PREFIXES.length) * 7) % SUFFIX_SPACE;
  return `98${prefix}${String(suffix).padStart(7, '0')}`;
}

export type BankArea = { key: number; count: number };

/** spec 5, 9: people per km² a drawn map area is taken to hold (a city-like density). */
const MAP_DENSITY_PER_KM2 = 400;
const MAP_MAX_NUMBERS = 2_000_000;
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

function polygonKey(polygon: readonly LngLat[]): number {
  let h = 2_166_136_261;
  for (const [lng, lat] of polygon) {
    h = Math.imul(h ^ Math.round(lng * 1e5), 16_777_619);
    h = Math.imul(h ^ Math.round(lat * 1e5), 16_777_619);
  }
  return 5_000_000 + ((h >>> 0) % 1_000_000);
}

type CountRow = { id: number; n: number };

/** The areas a bank target covers, in a stable order, with their counts. */
export async function bankAreas(db: Queryable, target: BankCountRequest): Promise<BankArea[]> {
  switch (target.type) {
    case 'city': {
      const rows = await db.query<CountRow>(
        `select id, number_count as n from cities
         where id = any($1::int[]) or county_id = any($2::int[]) or province_id = any($3::int[])
         order by id`,
        [target.city_ids, target.county_ids, target.province_ids],
      );
      return rows.map((r) => ({ key: 1_000_000 + r.id, count: r.n }));
    }
    case 'job': {
      const rows = await db.query<CountRow>(
        'select id, number_count as n from job_sub_categories where id = any($1::int[]) order by id',
        [target.sub_category_ids],
      );
      return rows.map((r) => ({ key: 2_000_000 + r.id, count: r.n }));
    }
    case 'tower': {
      const rows = await db.query<CountRow>(
        'select id, number_count as n from tower_areas where id = any($1::int[]) order by id',
        [target.tower_area_ids],
      );
      return rows.map((r) => ({ key: 3_000_000 + r.id, count: r.n }));
    }
    case 'postal_code': {
      const areas = [...new Set(target.postal_codes.map((code) => code.slice(0, 5)))];
      const rows = await db.query<{ code: string; n: number }>(
        'select code, number_count as n from postal_code_areas where code = any($1::text[]) order by code',
        [areas],
      );
      return rows.map((r) => ({ key: 4_000_000 + Number(r.code), count: r.n }));
    }
    case 'map': {
      const count = Math.min(
        MAP_MAX_NUMBERS,
        Math.round(polygonAreaKm2(target.polygon) * MAP_DENSITY_PER_KM2),
      );
      return [{ key: polygonKey(target.polygon), count }];
    }
  }
}

export const bankCount = (areas: readonly BankArea[]) => areas.reduce((s, a) => s + a.count, 0);

/** The numbers of the areas, de-duplicated, at most `limit` of them. */
export function bankNumbers(areas: readonly BankArea[], limit = Number.POSITIVE_INFINITY): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const area of areas) {
    for (let i = 0; i < area.count && out.length < limit; i++) {
      const mobile = bankMobile(area.key, i);
      if (areas.length > 1) {
        if (seen.has(mobile)) continue;
        seen.add(mobile);
      }
      out.push(mobile);
    }
  }
  return out;
}
