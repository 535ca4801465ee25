// spec 7 (Sending): the recipient banks a send picks from (provinces, counties, cities, Irancell
// tower areas, job categories) with their counts, and the user's phonebooks with theirs.
import { Hono } from 'hono';
import {
  BankCountRequestSchema,
  CitiesQuerySchema,
  CityListSchema,
  CountDataSchema,
  CountiesQuerySchema,
  CountyListSchema,
  JobCategoryListSchema,
  JobNumberCountQuerySchema,
  JobSubCategoriesQuerySchema,
  JobSubCategoryListSchema,
  KeywordCountQuerySchema,
  LEGAL_EXTRA_RIALS_PER_SEND,
  MapConfigDataSchema,
  OFF_FIRST_OPERATOR_EXTRA_PERCENT,
  PhonebookNumberListSchema,
  PhonebookNumbersCountQuerySchema,
  PhonebookNumbersListQuerySchema,
  PhonebookSummaryListSchema,
  ProvinceListSchema,
  TariffDataSchema,
  TowerAreaListSchema,
  TowerAreasQuerySchema,
} from '../../domain/index.ts';
import type { ApiCall } from '../services/api-call.ts';
import { requireAuth } from '../services/auth-middleware.ts';
import type { AuthEnv, ServerDeps } from '../services/context.ts';
import { bankAreas, bankCount } from '../services/recipient-banks.ts';
import { ok } from '../services/respond.ts';
import { keywordSenders, loadTariffs } from '../services/send-prepare.ts';
import { jsonBody, queryParams } from '../services/validate.ts';

const tag = 'send';
const call = (method: 'get' | 'post', path: string, summary: string, extra: Partial<ApiCall>): ApiCall => ({
  method,
  path,
  summary,
  tag,
  auth: true,
  ...extra,
});

export const sendBankCalls: ApiCall[] = [
  call('post', '/send/banks/counts', 'Numbers a bank target holds (city, job, map, postal code, tower)', {
    body: BankCountRequestSchema,
    data: CountDataSchema,
  }),
  call('get', '/send/banks/provinces', "Iran's provinces with their centres and counts", {
    data: ProvinceListSchema,
  }),
  call('get', '/send/banks/counties', "A province's counties", {
    query: CountiesQuerySchema,
    data: CountyListSchema,
  }),
  call('get', '/send/banks/cities', "A county's (or a province's) cities", {
    query: CitiesQuerySchema,
    data: CityListSchema,
  }),
  call('get', '/send/keyword/count', "Numbers that texted the keyword to the user's lines", {
    query: KeywordCountQuerySchema,
    data: CountDataSchema,
  }),
  call('get', '/send/map/config', "The send map's tile server (null: the bundled outlines only)", {
    data: MapConfigDataSchema,
  }),
  call('get', '/send/banks/tower-areas', 'Irancell tower areas', {
    query: TowerAreasQuerySchema,
    data: TowerAreaListSchema,
  }),
  call('get', '/send/jobs/categories', 'Business categories', { data: JobCategoryListSchema }),
  call('get', '/send/jobs/sub-categories', "A category's sub-categories", {
    query: JobSubCategoriesQuerySchema,
    data: JobSubCategoryListSchema,
  }),
  call('get', '/send/jobs/number-count', 'Numbers in the chosen sub-categories', {
    query: JobNumberCountQuerySchema,
    data: CountDataSchema,
  }),
  call('get', '/phonebooks', "The user's phonebooks with their number counts", {
    data: PhonebookSummaryListSchema,
  }),
  call('get', '/get_tariff', 'Rials per SMS part by operator and encoding, and the rules on top', {
    data: TariffDataSchema,
  }),
  call('get', '/phonebooks/numbers/list', "A phonebook's numbers, a page at a time", {
    query: PhonebookNumbersListQuerySchema,
    data: PhonebookNumberListSchema,
  }),
  call('get', '/phonebooks/numbers/count', 'Distinct numbers in the chosen phonebooks', {
    query: PhonebookNumbersCountQuerySchema,
    data: CountDataSchema,
  }),
];

export function sendBankRoutes(deps: ServerDeps) {
  const authed = requireAuth(deps.db);
  const { db } = deps;
  return new Hono<AuthEnv>()
    .post('/send/banks/counts', authed, jsonBody(BankCountRequestSchema), async (c) =>
      ok(c, { count: bankCount(await bankAreas(db, c.req.valid('json'))) }),
    )
    .get('/send/keyword/count', authed, queryParams(KeywordCountQuerySchema), async (c) =>
      ok(c, {
        count: (await keywordSenders(db, c.get('auth').user.id, c.req.valid('query').keyword)).length,
      }),
    )
    .get('/send/map/config', authed, (c) => ok(c, { tile_url: deps.mapTileUrl ?? null }))
    .get('/send/banks/provinces', authed, async (c) =>
      ok(
        c,
        await db.query(
          `select p.id, p.name, p.center, coalesce(sum(c.number_count), 0)::int as count
           from provinces p left join cities c on c.province_id = p.id group by p.id order by p.id`,
        ),
      ),
    )
    .get('/send/banks/counties', authed, queryParams(CountiesQuerySchema), async (c) =>
      ok(
        c,
        await db.query(
          `select k.id, k.province_id, k.name, coalesce(sum(c.number_count), 0)::int as count
           from counties k left join cities c on c.county_id = k.id
           where k.province_id = $1 group by k.id order by k.id`,
          [c.req.valid('query').province_id],
        ),
      ),
    )
    .get('/send/banks/cities', authed, queryParams(CitiesQuerySchema), async (c) => {
      const { province_id, county_id } = c.req.valid('query');
      return ok(
        c,
        await db.query(
          `select id, province_id, county_id, name, number_count as count from cities
           where ($1::int is null or province_id = $1) and ($2::int is null or county_id = $2) order by id`,
          [province_id ?? null, county_id ?? null],
        ),
      );
    })
    .get('/send/banks/tower-areas', authed, queryParams(TowerAreasQuerySchema), async (c) =>
      ok(
        c,
        await db.query(
          `select id, province_id, name, number_count as count from tower_areas
           where $1::int is null or province_id = $1 order by id`,
          [c.req.valid('query').province_id ?? null],
        ),
      ),
    )
    .get('/send/jobs/categories', authed, async (c) =>
      ok(
        c,
        await db.query(
          `select j.id, j.title, coalesce(sum(s.number_count), 0)::int as count
           from job_categories j left join job_sub_categories s on s.category_id = j.id group by j.id order by j.id`,
        ),
      ),
    )
    .get('/send/jobs/sub-categories', authed, queryParams(JobSubCategoriesQuerySchema), async (c) =>
      ok(
        c,
        await db.query(
          `select id, category_id, title, number_count as count from job_sub_categories
           where category_id = $1 order by id`,
          [c.req.valid('query').category_id],
        ),
      ),
    )
    .get('/send/jobs/number-count', authed, queryParams(JobNumberCountQuerySchema), async (c) => {
      const ids = c.req.valid('query').sub_category_ids;
      return ok(c, {
        count: bankCount(await bankAreas(db, { type: 'job', sub_category_ids: ids, count: undefined })),
      });
    })
    .get('/phonebooks', authed, async (c) =>
      ok(
        c,
        await db.query(
          `select p.id::int as id, p.title, count(n.id)::int as count
           from phonebooks p left join phonebook_numbers n on n.phonebook_id = p.id
           where p.user_id = $1 group by p.id order by p.id`,
          [c.get('auth').user.id],
        ),
      ),
    )
    .get('/get_tariff', authed, async (c) =>
      ok(c, {
        tariffs: await loadTariffs(db),
        legal_extra_rials: LEGAL_EXTRA_RIALS_PER_SEND,
        off_first_operator_percent: OFF_FIRST_OPERATOR_EXTRA_PERCENT,
      }),
    )
    .get('/phonebooks/numbers/list', authed, queryParams(PhonebookNumbersListQuerySchema), async (c) => {
      const { phonebook_id, page, limit } = c.req.valid('query');
      const userId = c.get('auth').user.id;
      // Another user's phonebook reads as empty, exactly like one that does not exist.
      const owned = 'exists (select 1 from phonebooks p where p.id = $1 and p.user_id = $2)';
      const [items, [total]] = await Promise.all([
        db.query(
          `select id::int as id, mobile, first_name, last_name from phonebook_numbers
           where phonebook_id = $1 and ${owned} order by id limit $3 offset $4`,
          [phonebook_id, userId, limit, (page - 1) * limit],
        ),
        db.query<{ n: number }>(
          `select count(*)::int as n from phonebook_numbers where phonebook_id = $1 and ${owned}`,
          [phonebook_id, userId],
        ),
      ]);
      return ok(c, { items, total: total?.n ?? 0, page, limit });
    })
    .get('/phonebooks/numbers/count', authed, queryParams(PhonebookNumbersCountQuerySchema), async (c) => {
      const [row] = await db.query<{ count: number }>(
        `select count(distinct n.mobile)::int as count from phonebook_numbers n
         join phonebooks p on p.id = n.phonebook_id
         where p.user_id = $1 and p.id = any($2::bigint[])`,
        [c.get('auth').user.id, c.req.valid('query').phonebook_ids],
      );
      return ok(c, { count: row?.count ?? 0 });
    });
}
