// The reference server's map count (src/server/send/map-population.ts): the time to index the
// places once at startup, and the time of one count for polygons of a few sizes and vertex counts.
import type { LngLat } from '../../src/domain/index.ts';

const t0 = performance.now();
const { mapAudience } = await import('../../src/server/send/map-population.ts');
console.log(`index Iran's places (import and grid): ${(performance.now() - t0).toFixed(0)} ms`);

const ring = (lng: number, lat: number, radius: number, points: number): LngLat[] =>
  Array.from({ length: points }, (_, i) => {
    const a = (i / points) * 2 * Math.PI;
    return [lng + radius * Math.cos(a), lat + radius * 0.8 * Math.sin(a)];
  });
const cases: [string, LngLat[]][] = [
  ['neighbourhood of Tehran, 4 points', ring(51.4, 35.7, 0.01, 4)],
  ['all of Tehran, 64 points', ring(51.4, 35.7, 0.3, 64)],
  ['all of Tehran, 500 points', ring(51.4, 35.7, 0.3, 500)],
  ['half of Iran, 500 points', ring(53, 32.5, 6, 500)],
];
for (const [name, polygon] of cases) {
  mapAudience(polygon);
  const runs = 200;
  const start = performance.now();
  for (let i = 0; i < runs; i++) mapAudience(polygon);
  const ms = (performance.now() - start) / runs;
  console.log(
    `${name}: ${ms.toFixed(2)} ms per count (${mapAudience(polygon).toLocaleString('en')} numbers)`,
  );
}
