// The sender lines, the recipient banks (geography, genders, jobs) and the phonebook list, as the
// published API documents them (docs/numbers, docs/send/country, docs/send/jobs, docs/phonebook).
import type { ContractCase, ContractContext } from './case.ts';
import type { Shape } from './shape.ts';

const idName: Shape = { array: { id: 'integer', name: 'string' } };
const operatorCounts: Shape = { mci_count: 'integer', irancell_count: 'integer', other_count: 'integer' };

/** The first item's id of a lookup, so a request names an area or category that exists. */
async function firstId({ api, demoToken }: ContractContext, path: string): Promise<number> {
  return (await api.get(`/${path}`, demoToken)).data[0].id;
}

export const cases: ContractCase[] = [
  {
    doc: 'docs/numbers/list-numbers.md',
    method: 'GET',
    request: () => ({ path: 'number/numbers?page=1&per_page=10' }),
    list: true,
    data: {
      id: 'integer',
      number: 'string',
      operator_id: 'integer',
      alias: { oneOf: ['string', 'null'] },
      gets: 'integer',
      is_66_char: 'integer',
    },
  },
  {
    doc: 'docs/send/country/province.md',
    method: 'GET',
    request: () => ({ path: 'send/banks/provinces' }),
    data: idName,
  },
  {
    doc: 'docs/send/country/county.md',
    method: 'GET',
    request: async (ctx) => ({
      path: `send/banks/counties?province_id=${await firstId(ctx, 'send/banks/provinces')}`,
    }),
    data: idName,
  },
  {
    doc: 'docs/send/country/city.md',
    method: 'GET',
    request: async (ctx) => {
      const province = await firstId(ctx, 'send/banks/provinces');
      const county = await firstId(ctx, `send/banks/counties?province_id=${province}`);
      return { path: `send/banks/cities?county_id=${county}` };
    },
    data: idName,
  },
  {
    doc: 'docs/send/country/gender.md',
    method: 'GET',
    request: () => ({ path: 'send/banks/genders' }),
    data: idName,
  },
  {
    doc: 'docs/send/country/count.md',
    method: 'GET',
    request: async (ctx) => {
      const province = await firstId(ctx, 'send/banks/provinces');
      const county = await firstId(ctx, `send/banks/counties?province_id=${province}`);
      const city = await firstId(ctx, `send/banks/cities?county_id=${county}`);
      return {
        path:
          `send/banks/counts?province_id=${province}&county_id=${county}&city_id=${city}` +
          '&birth_year_from=1340&birth_year_to=1390&gender_id=1&number_prefix=913',
      };
    },
    data: operatorCounts,
  },
  // The second version, under /v2/api: places as id and name, the count's filters under other names.
  {
    doc: 'docs/send/countryV2/province.md',
    method: 'GET',
    request: () => ({ path: '/v2/api/send/banks/provinces' }),
    data: idName,
  },
  {
    doc: 'docs/send/countryV2/county.md',
    method: 'GET',
    request: async (ctx) => ({
      path: `/v2/api/send/banks/counties?province_id=${await firstId(ctx, 'send/banks/provinces')}`,
    }),
    data: idName,
  },
  {
    doc: 'docs/send/countryV2/city.md',
    method: 'GET',
    request: async (ctx) => {
      const province = await firstId(ctx, 'send/banks/provinces');
      const county = await firstId(ctx, `send/banks/counties?province_id=${province}`);
      return { path: `/v2/api/send/banks/cities?county_id=${county}` };
    },
    data: idName,
  },
  {
    doc: 'docs/send/countryV2/count.md',
    method: 'GET',
    // The documented example: a province and a city, birth years 1304 to 1404, men, prefix 912.
    request: async (ctx) => {
      const province = await firstId(ctx, 'send/banks/provinces');
      const city = await firstId(ctx, `send/banks/cities?province_id=${province}`);
      return {
        path: `/v2/api/send/banks/counts?province_id=${province}&city_id=${city}&from_age=1304&to_age=1404&gender=1&pre=912`,
      };
    },
    data: operatorCounts,
  },
  {
    doc: 'docs/user/user-tariff.md',
    method: 'GET',
    request: () => ({ path: 'user/get_tariff' }),
    data: {
      array: {
        oneOf: [
          { operator_id: 'integer', name: 'string', persian_mci: 'string', english_mci: 'string' },
          { operator_id: 'integer', name: 'string', persian_other: 'string', english_other: 'string' },
        ],
      },
    },
  },
  {
    doc: 'docs/send/jobs/categories.md',
    method: 'GET',
    request: () => ({ path: 'send/jobs/categories' }),
    data: idName,
  },
  {
    doc: 'docs/send/jobs/sub-category.md',
    method: 'GET',
    request: async (ctx) => ({
      path: `send/jobs/sub-categories?main_category_id=${await firstId(ctx, 'send/jobs/categories')}`,
    }),
    data: { array: { id: 'integer', name: 'string', main_id: 'string', main_name: 'string' } },
  },
  {
    doc: 'docs/send/jobs/count.md',
    method: 'GET',
    request: async (ctx) => ({
      path: `send/jobs/number-count?main_category_id=${await firstId(ctx, 'send/jobs/categories')}`,
    }),
    data: operatorCounts,
  },
  {
    doc: 'docs/phonebook/phonebook/phonebook-list.md',
    method: 'GET',
    request: () => ({ path: 'phonebooks/list-new?page=1&per_page=10' }),
    list: true,
    data: {
      id: 'integer',
      title: 'string',
      count: 'integer',
      export_status: 'integer',
      import_status: 'integer',
      created_at: 'string',
      updated_at: 'string',
      options: { array: { id: 'integer', title: 'string', type: 'string' } },
    },
  },
];
