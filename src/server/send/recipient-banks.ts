// The provider's recipient banks (city/province, business, map, postal code and Irancell tower
// sends). Each area holds a deterministic count of numbers (db/migrations/0005-banks.ts) and
// its numbers are generated from the area's key, so the reference API needs no million-row seed and
// a count shown before sending is exactly what the send reaches.

import { MESSAGE_CODES } from '../../domain/core/envelope.ts';
import {
  BANK_GENDERS,
  BANK_OPERATOR_IDS,
  type BankCountRequest,
  type BankCountsQuery,
  bankMessages,
  type City,
  type County,
  type JobCategory,
  type JobNumberCountQuery,
  type JobSubCategory,
  type LngLat,
  messages,
  mobileOperator,
  type OperatorCounts,
  type Province,
  type TowerArea,
} from '../../domain/index.ts';
import type { BankFilterInput, BankRanges, JobSend } from '../../domain/send/send.schema.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { mapAudience } from './map-population.ts';

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

/**
 * What the banks know of the i-th person of an area besides the number: gender, Jalali birth year, and
 * whether the number is in the white bank (not on the operators' list of numbers that refuse
 * advertising).
 */
export function bankPerson(
  areaKey: number,
  i: number,
): { gender: number; birthYear: number; white: boolean } {
  const h = Math.imul(areaKey ^ Math.imul(i, 0x9e3779b1), 0x85ebca6b) >>> 0;
  // One in twenty numbers belongs to an organisation, the rest split evenly between men and women.
  const gender = h % 20 === 0 ? 3 : (h >>> 5) % 2 === 0 ? 1 : 2;
  // About one number in five refuses advertising.
  const g = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  return { gender, birthYear: 1300 + ((h >>> 8) % 111), white: (g >>> 11) % 5 !== 0 };
}

export type OperatorKey = 'mci_count' | 'irancell_count' | 'other_count';
const PREFIX_OPERATOR: OperatorKey[] = PREFIXES.map((prefix) => {
  const operator = mobileOperator(`0${prefix}0000000`);
  return operator === 'mci' ? 'mci_count' : operator === 'irancell' ? 'irancell_count' : 'other_count';
});
const OPERATOR_KEY_BY_ID: Record<number, OperatorKey> = {
  [BANK_OPERATOR_IDS.mci]: 'mci_count',
  [BANK_OPERATOR_IDS.irancell]: 'irancell_count',
  [BANK_OPERATOR_IDS.other]: 'other_count',
};

/**
 * Who of the areas' people a count or a send takes: gender, birth years, the number's prefix (912,
 * 9351…) and, with `whiteOnly`, only the white bank's numbers.
 */
export type BankFilter = {
  gender?: number | undefined;
  yearFrom?: number | undefined;
  yearTo?: number | undefined;
  prefix?: string | undefined;
  whiteOnly?: boolean | undefined;
};

const byPerson = (filter: BankFilter) =>
  filter.gender !== undefined ||
  filter.yearFrom !== undefined ||
  filter.yearTo !== undefined ||
  filter.whiteOnly === true;

/** Whether the i-th number of an area passes the filter (its prefix checked by the caller). */
function personPasses(areaKey: number, i: number, filter: BankFilter): boolean {
  const person = bankPerson(areaKey, i);
  if (filter.gender !== undefined && person.gender !== filter.gender) return false;
  if (filter.yearFrom !== undefined && person.birthYear < filter.yearFrom) return false;
  if (filter.yearTo !== undefined && person.birthYear > filter.yearTo) return false;
  return !filter.whiteOnly || person.white;
}

/** Whether the i-th number of an area starts with the prefix. */
function prefixPasses(areaKey: number, i: number, prefix: string): boolean {
  if (prefix.length <= 3) return (PREFIXES[i % PREFIXES.length] as string).startsWith(prefix);
  return bankMobile(areaKey, i).startsWith(`98${prefix}`);
}

/** The areas' numbers that pass the filter, per operator. */
export function operatorCounts(areas: readonly BankArea[], filter: BankFilter = {}): OperatorCounts {
  const counts: OperatorCounts = { mci_count: 0, irancell_count: 0, other_count: 0 };
  const prefix = filter.prefix ?? '';
  const person = byPerson(filter);
  for (const area of areas) {
    if (!person && prefix.length <= 3) {
      // The i-th number's prefix is PREFIXES[i % 10]: count each prefix's share without walking.
      PREFIXES.forEach((p, j) => {
        if (!p.startsWith(prefix)) return;
        const share = Math.floor(area.count / PREFIXES.length) + (j < area.count % PREFIXES.length ? 1 : 0);
        counts[PREFIX_OPERATOR[j] as OperatorKey] += share;
      });
      continue;
    }
    for (let i = 0; i < area.count; i++) {
      if (!prefixPasses(area.key, i, prefix)) continue;
      if (person && !personPasses(area.key, i, filter)) continue;
      counts[PREFIX_OPERATOR[i % PREFIXES.length] as OperatorKey]++;
    }
  }
  return counts;
}

/** One operator's slice of an audience: its numbers from `start` (counted from 0), at most `size`. */
export type OperatorRange = { start: number; size?: number | undefined };
export type OperatorRanges = Partial<Record<OperatorKey, OperatorRange>>;

/**
 * One part of a bank send (one param of the published body): its areas, who of their people, and with
 * `ranges` only the operators named there, each its slice; without `ranges`, everyone who passes.
 */
export type BankSlice = {
  areas: readonly BankArea[];
  filter: BankFilter;
  ranges?: OperatorRanges | undefined;
};

const OPERATOR_KEYS: readonly OperatorKey[] = ['mci_count', 'irancell_count', 'other_count'];

/** How many numbers a slice holds per operator: what its send reaches, without walking the numbers. */
export function sliceCounts(slice: BankSlice): OperatorCounts {
  const all = operatorCounts(slice.areas, slice.filter);
  const { ranges } = slice;
  if (!ranges) return all;
  const counts: OperatorCounts = { mci_count: 0, irancell_count: 0, other_count: 0 };
  for (const key of OPERATOR_KEYS) {
    const range = ranges[key];
    if (!range) continue;
    const rest = Math.max(0, all[key] - range.start);
    counts[key] = range.size === undefined ? rest : Math.min(rest, range.size);
  }
  return counts;
}

/**
 * The numbers of a slice, in the areas' order, appended to `out` until it holds `limit`: the same
 * numbers sliceCounts counts (each operator's passing numbers, its `start` skipped, at most `size`).
 */
export function sliceNumbers(slice: BankSlice, out: string[], limit = Number.POSITIVE_INFINITY): void {
  const { filter, ranges } = slice;
  const prefix = filter.prefix ?? '';
  const person = byPerson(filter);
  const seen: OperatorCounts = { mci_count: 0, irancell_count: 0, other_count: 0 };
  // Operators still taking numbers; a walk ends when none is.
  let open = ranges ? OPERATOR_KEYS.filter((k) => ranges[k] !== undefined).length : 1;
  for (const area of slice.areas) {
    for (let i = 0; i < area.count; i++) {
      if (out.length >= limit || open === 0) return;
      const key = PREFIX_OPERATOR[i % PREFIXES.length] as OperatorKey;
      const range = ranges?.[key];
      if (ranges && !range) continue;
      if (!prefixPasses(area.key, i, prefix)) continue;
      if (person && !personPasses(area.key, i, filter)) continue;
      if (range) {
        const n = seen[key]++;
        if (n < range.start) continue;
        if (range.size !== undefined && n >= range.start + range.size) {
          if (n === range.start + range.size) open--;
          continue;
        }
      }
      out.push(bankMobile(area.key, i));
    }
  }
}

/** An id that names nothing, or an area outside the one above it: refused like a bad field. */
const refuse = (field: string, message: string): never => {
  throw new ApiError(422, message, { [field]: [message] }, MESSAGE_CODES.invalidFields);
};

/** The cities of a province, or of one of its counties, or one city of that county, as bank areas. */
async function geographyAreas(db: Queryable, q: BankCountsQuery): Promise<BankArea[]> {
  const [province] = await db.query('select id from provinces where id = $1', [q.province_id]);
  if (!province) refuse('province_id', bankMessages.unknownProvince);
  if (q.county_id !== undefined) {
    const [county] = await db.query('select id from counties where id = $1 and province_id = $2', [
      q.county_id,
      q.province_id,
    ]);
    if (!county) refuse('county_id', bankMessages.unknownCounty);
  }
  if (q.city_id !== undefined) {
    const [city] = await db.query(
      'select id from cities where id = $1 and province_id = $2 and ($3::int is null or county_id = $3)',
      [q.city_id, q.province_id, q.county_id ?? null],
    );
    if (!city) refuse('city_id', bankMessages.unknownCity);
  }
  return bankAreas(db, {
    type: 'city',
    province_ids: q.city_id === undefined && q.county_id === undefined ? [q.province_id] : [],
    county_ids: q.city_id === undefined && q.county_id !== undefined ? [q.county_id] : [],
    city_ids: q.city_id === undefined ? [] : [q.city_id],
    count: undefined,
  });
}

/** The published count of a province, county or city, per operator, with its filters. */
export async function geographyCounts(db: Queryable, q: BankCountsQuery): Promise<OperatorCounts> {
  return operatorCounts(await geographyAreas(db, q), {
    ...(q.gender_id === undefined ? {} : { gender: q.gender_id }),
    ...(q.birth_year_from === undefined ? {} : { yearFrom: q.birth_year_from }),
    ...(q.birth_year_to === undefined ? {} : { yearTo: q.birth_year_to }),
    ...(q.number_prefix === undefined ? {} : { prefix: q.number_prefix }),
    whiteOnly: q.bank === 'white',
  });
}

export function genderList() {
  return BANK_GENDERS.map((g) => ({ ...g }));
}

/** The most numbers one drawn area may reach (a send, not a census). */
const MAP_MAX_NUMBERS = 2_000_000;

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
      // Where people live (map-population.ts), not the area's size alone.
      const count = Math.min(MAP_MAX_NUMBERS, mapAudience(target.polygon));
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

/** A bank send's target or a count's: cities, job sub-categories (or categories), map, postal codes, towers. */
export type BankTarget = BankCountRequest | (JobSend & { parts?: JobSend['parts'] });
type PartOf<T> = T extends { parts?: (infer P)[] | undefined } ? P : never;

const sliceFilter = (f: BankFilterInput | undefined): BankFilter => ({
  gender: f?.gender,
  yearFrom: f?.birth_year_from,
  yearTo: f?.birth_year_to,
  prefix: f?.number_prefix,
  whiteOnly: f?.white_only,
});
const sliceRanges = (r: BankRanges | undefined): OperatorRanges | undefined =>
  r && { mci_count: r.mci, irancell_count: r.irancell, other_count: r.other };
const sliceOf = (areas: BankArea[], part: { filter?: BankFilterInput; ranges?: BankRanges }): BankSlice => ({
  areas,
  filter: sliceFilter(part.filter),
  ranges: sliceRanges(part.ranges),
});

/** The sub-categories named, and every sub-category of the categories named; none is refused. */
async function jobSubCategories(db: Queryable, subIds: readonly number[], categoryIds: readonly number[]) {
  const whole = categoryIds.length
    ? await db.query<{ id: number }>(
        'select id from job_sub_categories where category_id = any($1::int[]) order by id',
        [categoryIds],
      )
    : [];
  const ids = [...new Set([...subIds, ...whole.map((r) => r.id)])];
  if (ids.length === 0) throw new ApiError(422, messages.selectJob, { params: [messages.selectJob] });
  return ids;
}

/** A code shorter than an area's 5 digits stands for every area that begins with it. */
async function postalAreaCodes(db: Queryable, codes: readonly string[]): Promise<string[]> {
  const short = codes.filter((code) => code.length < 5);
  const expanded = short.length
    ? await db.query<{ code: string }>(
        'select code from postal_code_areas where code like any($1::text[]) order by code',
        [short.map((code) => `${code}%`)],
      )
    : [];
  return [...codes.filter((code) => code.length >= 5), ...expanded.map((r) => r.code)];
}

/** The target's parts as slices: each param of the published body one, or the whole target one. */
async function bankSlices(db: Queryable, target: BankTarget): Promise<BankSlice[] | null> {
  switch (target.type) {
    case 'city':
      return target.parts
        ? Promise.all(
            target.parts.map(async (p: PartOf<typeof target>) =>
              sliceOf(await bankAreas(db, { type: 'city', ...p, count: undefined }), p),
            ),
          )
        : null;
    case 'postal_code':
      return target.parts
        ? Promise.all(
            target.parts.map(async (p: PartOf<typeof target>) => {
              const postal_codes = await postalAreaCodes(db, p.postal_codes);
              return sliceOf(await bankAreas(db, { type: 'postal_code', postal_codes, count: undefined }), p);
            }),
          )
        : null;
    case 'job':
      return target.parts
        ? Promise.all(
            target.parts.map(async (p: PartOf<typeof target>) => {
              const sub_category_ids = await jobSubCategories(db, p.sub_category_ids, p.category_ids);
              return sliceOf(await bankAreas(db, { type: 'job', sub_category_ids, count: undefined }), p);
            }),
          )
        : null;
    default:
      return null;
  }
}

/** The areas of a target without parts (a job's categories and a short postal code expanded). */
async function wholeAreas(db: Queryable, target: BankTarget): Promise<BankArea[]> {
  if (target.type === 'job') {
    const categories = 'category_ids' in target ? target.category_ids : [];
    const sub_category_ids = await jobSubCategories(db, target.sub_category_ids, categories);
    return bankAreas(db, { type: 'job', sub_category_ids, count: target.count });
  }
  if (target.type === 'postal_code')
    return bankAreas(db, { ...target, postal_codes: await postalAreaCodes(db, target.postal_codes) });
  return bankAreas(db, target);
}

/**
 * Who a bank target reaches, the one rule the count, the price and the send read: the count (per
 * operator when the target has parts) and, when `numbers` is asked, the numbers themselves, in the
 * same order every time. Parts are summed as counted: a number two parts both hold is sent once (the
 * send de-duplicates), so parts that overlap count it twice.
 */
export async function bankAudience(
  db: Queryable,
  target: BankTarget,
  numbers: boolean,
): Promise<{ count: number; mobiles: string[] }> {
  const limit = target.count ?? Number.POSITIVE_INFINITY;
  const slices = await bankSlices(db, target);
  if (!slices) {
    const areas = await wholeAreas(db, target);
    const mobiles = numbers ? bankNumbers(areas, limit) : [];
    return { count: numbers ? mobiles.length : Math.min(limit, bankCount(areas)), mobiles };
  }
  const count = slices.reduce((s, slice) => {
    const c = sliceCounts(slice);
    return s + c.mci_count + c.irancell_count + c.other_count;
  }, 0);
  const mobiles: string[] = [];
  if (numbers) for (const slice of slices) sliceNumbers(slice, mobiles, limit);
  return { count: Math.min(limit, count), mobiles };
}

export function provinceList(db: Queryable) {
  return db.query<Province>(
    `select p.id, p.name, p.center, coalesce(sum(c.number_count), 0)::int as count
     from provinces p left join cities c on c.province_id = p.id group by p.id order by p.id`,
  );
}

export function countyList(db: Queryable, provinceId: number) {
  return db.query<County>(
    `select k.id, k.province_id, k.name, coalesce(sum(c.number_count), 0)::int as count
     from counties k left join cities c on c.county_id = k.id
     where k.province_id = $1 group by k.id order by k.id`,
    [provinceId],
  );
}

export function cityList(db: Queryable, provinceId: number | undefined, countyId: number | undefined) {
  return db.query<City>(
    `select id, province_id, county_id, name, number_count as count from cities
     where ($1::int is null or province_id = $1) and ($2::int is null or county_id = $2) order by id`,
    [provinceId ?? null, countyId ?? null],
  );
}

export function towerAreaList(db: Queryable, provinceId: number | undefined) {
  return db.query<TowerArea>(
    `select id, province_id, name, number_count as count from tower_areas
     where $1::int is null or province_id = $1 order by id`,
    [provinceId ?? null],
  );
}

export function jobCategoryList(db: Queryable) {
  return db.query<JobCategory>(
    `select j.id, j.title as name, coalesce(sum(s.number_count), 0)::int as count
     from job_categories j left join job_sub_categories s on s.category_id = j.id group by j.id order by j.id`,
  );
}

async function knownCategory(db: Queryable, categoryId: number): Promise<void> {
  const [row] = await db.query('select id from job_categories where id = $1', [categoryId]);
  if (!row) refuse('main_category_id', bankMessages.unknownCategory);
}

export async function jobSubCategoryList(db: Queryable, categoryId: number) {
  await knownCategory(db, categoryId);
  return db.query<JobSubCategory>(
    `select s.id, s.title as name, s.category_id::text as main_id, j.title as main_name, s.number_count as count
     from job_sub_categories s join job_categories j on j.id = s.category_id
     where s.category_id = $1 order by s.id`,
    [categoryId],
  );
}

/**
 * The published number-count of a category or one of its sub-categories, per operator; `operator_id`
 * keeps one operator, and `start`/`size` take that slice of each operator's numbers.
 */
export async function jobNumberCounts(db: Queryable, q: JobNumberCountQuery): Promise<OperatorCounts> {
  await knownCategory(db, q.main_category_id);
  const subs = await db.query<{ id: number }>(
    'select id from job_sub_categories where category_id = $1 and ($2::int is null or id = $2) order by id',
    [q.main_category_id, q.sub_category_id ?? null],
  );
  if (subs.length === 0) refuse('sub_category_id', bankMessages.unknownSubCategory);
  const all = operatorCounts(
    await bankAreas(db, { type: 'job', sub_category_ids: subs.map((s) => s.id), count: undefined }),
  );
  const only = q.operator_id === undefined ? undefined : OPERATOR_KEY_BY_ID[q.operator_id];
  const slice = (key: OperatorKey) => {
    if (only !== undefined && key !== only) return 0;
    const rest = Math.max(0, all[key] - (q.start ?? 0));
    return q.size === undefined ? rest : Math.min(rest, q.size);
  };
  return {
    mci_count: slice('mci_count'),
    irancell_count: slice('irancell_count'),
    other_count: slice('other_count'),
  };
}
