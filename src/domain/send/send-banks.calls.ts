// The recipient banks a send picks from (provinces, counties, cities, genders, Irancell tower areas,
// job categories) with their counts, the user's phonebooks with theirs, and the tariff. Where the
// published API documents a call, its method, path, query and answer are the ones documented; our
// own fields ride beside the published ones.

import { defineCall } from '../core/call.ts';
import { MapConfigDataSchema } from './map.schema.ts';
import { KeywordCountQuerySchema } from './send.schema.ts';
import {
  BankCountRequestSchema,
  BankCountsQuerySchema,
  BankCountsV2QuerySchema,
  BankGenderListSchema,
  CitiesQuerySchema,
  CityListSchema,
  CountDataSchema,
  CountiesQuerySchema,
  CountyCitiesQuerySchema,
  CountyListSchema,
  JobCategoryListSchema,
  JobNumberCountQuerySchema,
  JobSubCategoriesQuerySchema,
  JobSubCategoryListSchema,
  OperatorCountsSchema,
  PhonebookListItemSchema,
  PhonebookListQuerySchema,
  PhonebookNumberSchema,
  PhonebookNumbersCountQuerySchema,
  PhonebookNumbersListQuerySchema,
  PhonebookSummaryListSchema,
  PlaceListSchema,
  ProvinceListSchema,
  TariffDataSchema,
  TowerAreaListSchema,
  TowerAreasQuerySchema,
  UserTariffListSchema,
} from './send-banks.schema.ts';

const tag = 'send';
const auth = 'any';

export const bankCountsCall = defineCall({
  method: 'get',
  path: 'send/banks/counts',
  title: 'تعداد شماره‌های شهری و استانی',
  summary:
    'Numbers of a province, county or city per operator, by gender, birth year and prefix; ours beside them: `bank` (all or white), as a send takes it',
  origin: { documented: 'docs/send/country/count.md' },
  tag,
  auth,
  permission: 'send.sms',
  budget: 'count',
  query: BankCountsQuerySchema,
  data: OperatorCountsSchema,
  errors: { 422: 'A county outside the province, or a city outside the county' },
});

export const bankCountCall = defineCall({
  method: 'post',
  path: 'send/banks/counts',
  title: 'تعداد شماره‌های هدف ارسال',
  summary:
    'Numbers a bank target holds (cities, job sub-categories, map, postal codes, towers); with `parts`, each part its filters and operator slices, as a send takes them',
  origin: {
    designed:
      'The panel counts several cities, a drawn map area, postal codes or tower areas at once; the published GET takes one area in its query.',
  },
  tag,
  auth,
  permission: 'send.sms',
  budget: 'count',
  body: BankCountRequestSchema,
  data: CountDataSchema,
});

export const gendersCall = defineCall({
  method: 'get',
  path: 'send/banks/genders',
  title: 'فهرست جنسیت‌ها',
  summary: 'The genders a bank count or send filters by',
  origin: { documented: 'docs/send/country/gender.md' },
  tag,
  auth,
  permission: 'send.sms',
  data: BankGenderListSchema,
});

export const provincesCall = defineCall({
  method: 'get',
  path: 'send/banks/provinces',
  title: 'فهرست استان‌ها',
  summary: "Iran's provinces with their centres and counts",
  origin: { documented: 'docs/send/country/province.md' },
  tag,
  auth,
  permission: 'send.sms',
  data: ProvinceListSchema,
});

export const countiesCall = defineCall({
  method: 'get',
  path: 'send/banks/counties',
  title: 'فهرست شهرستان‌ها',
  summary: "A province's counties; a province that is none of the banks' is refused (422 under province_id)",
  origin: { documented: 'docs/send/country/county.md' },
  tag,
  auth,
  permission: 'send.sms',
  query: CountiesQuerySchema,
  data: CountyListSchema,
});

export const citiesCall = defineCall({
  method: 'get',
  path: 'send/banks/cities',
  title: 'فهرست شهرها',
  summary:
    "A county's (or a province's) cities; a county (or province) that is none of the banks' is refused (422 under its field)",
  origin: { documented: 'docs/send/country/city.md' },
  tag,
  auth,
  permission: 'send.sms',
  query: CitiesQuerySchema,
  data: CityListSchema,
});

// The published API's second version (/v2/api): the same banks, places as id and name only.

export const provincesV2Call = defineCall({
  method: 'get',
  path: 'send/banks/provinces',
  version: 2,
  title: 'فهرست استان‌ها (نسخهٔ دوم)',
  summary: "Iran's provinces, id and name",
  origin: { documented: 'docs/send/countryV2/province.md' },
  tag,
  auth,
  permission: 'send.sms',
  data: PlaceListSchema,
});

export const countiesV2Call = defineCall({
  method: 'get',
  path: 'send/banks/counties',
  version: 2,
  title: 'فهرست شهرستان‌ها (نسخهٔ دوم)',
  summary: "A province's counties, id and name",
  origin: { documented: 'docs/send/countryV2/county.md' },
  tag,
  auth,
  permission: 'send.sms',
  query: CountiesQuerySchema,
  data: PlaceListSchema,
  errors: { 422: 'An unknown province (under province_id)' },
});

export const citiesV2Call = defineCall({
  method: 'get',
  path: 'send/banks/cities',
  version: 2,
  title: 'فهرست شهرها (نسخهٔ دوم)',
  summary: "A county's cities, id and name",
  origin: { documented: 'docs/send/countryV2/city.md' },
  tag,
  auth,
  permission: 'send.sms',
  query: CountyCitiesQuerySchema,
  data: PlaceListSchema,
  errors: { 422: 'An unknown county (under county_id)' },
});

export const bankCountsV2Call = defineCall({
  method: 'get',
  path: 'send/banks/counts',
  version: 2,
  title: 'تعداد شماره‌های شهری و استانی (نسخهٔ دوم)',
  summary:
    'Numbers of a province, county or city per operator, by gender (1 male, 2 female), prefix (pre) and birth years (from_age, to_age: Jalali years, as the published example sends them)',
  origin: { documented: 'docs/send/countryV2/count.md' },
  tag,
  auth,
  permission: 'send.sms',
  budget: 'count',
  query: BankCountsV2QuerySchema,
  data: OperatorCountsSchema,
  errors: { 422: 'A county outside the province, or a city outside the county' },
});

export const keywordCountCall = defineCall({
  method: 'get',
  path: 'send/keyword/count',
  title: 'تعداد شماره‌های کلیدواژه',
  summary: "Numbers that texted the keyword to the user's lines",
  origin: { designed: 'The keyword send shows how many people it will reach before it is sent.' },
  tag,
  auth,
  permission: 'send.sms',
  budget: 'count',
  query: KeywordCountQuerySchema,
  data: CountDataSchema,
});

export const mapConfigCall = defineCall({
  method: 'get',
  path: 'send/map/config',
  title: 'تنظیمات نقشهٔ ارسال',
  summary: "The send map's tile server (null: the bundled outlines only)",
  origin: {
    designed: "The map send lays the provider's tiles under its outlines when there is a tile server.",
  },
  tag,
  auth: 'token',
  permission: 'send.sms',
  data: MapConfigDataSchema,
});

export const towerAreasCall = defineCall({
  method: 'get',
  path: 'send/banks/tower-areas',
  title: 'مناطق دکل‌های ایرانسل',
  summary: 'Irancell tower areas',
  origin: { designed: 'The Irancell towers send picks areas; the published API documents none.' },
  tag,
  auth,
  permission: 'send.sms',
  query: TowerAreasQuerySchema,
  data: TowerAreaListSchema,
});

export const jobCategoriesCall = defineCall({
  method: 'get',
  path: 'send/jobs/categories',
  title: 'فهرست دسته‌های مشاغل',
  summary: 'Business categories',
  origin: { documented: 'docs/send/jobs/categories.md' },
  tag,
  auth,
  permission: 'send.sms',
  data: JobCategoryListSchema,
});

export const jobSubCategoriesCall = defineCall({
  method: 'get',
  path: 'send/jobs/sub-categories',
  title: 'فهرست زیردسته‌های مشاغل',
  summary: "A category's sub-categories",
  origin: { documented: 'docs/send/jobs/sub-category.md' },
  tag,
  auth,
  permission: 'send.sms',
  query: JobSubCategoriesQuerySchema,
  data: JobSubCategoryListSchema,
});

export const jobNumberCountCall = defineCall({
  method: 'get',
  path: 'send/jobs/number-count',
  title: 'تعداد شماره‌های مشاغل',
  summary: 'Numbers of a category or one of its sub-categories, per operator',
  origin: { documented: 'docs/send/jobs/count.md' },
  tag,
  auth,
  permission: 'send.sms',
  budget: 'count',
  query: JobNumberCountQuerySchema,
  data: OperatorCountsSchema,
  errors: { 422: 'An unknown category, or a sub-category outside it' },
});

export const phonebookSummaryCall = defineCall({
  method: 'get',
  path: 'phonebooks',
  title: 'فهرست دفترچه‌های تلفن',
  summary: "The user's phonebooks with their number counts",
  origin: {
    designed:
      'Every phonebook at once with its count, for callers that need no paging; the panel reads phonebooks/list-new.',
  },
  tag,
  auth,
  permission: 'contacts.view',
  data: PhonebookSummaryListSchema,
});

export const phonebookListCall = defineCall({
  method: 'get',
  path: 'phonebooks/list-new',
  title: 'فهرست صفحه‌به‌صفحهٔ دفترچه‌های تلفن',
  summary: "The user's phonebooks with their number counts, a page at a time",
  origin: { documented: 'docs/phonebook/phonebook/phonebook-list.md' },
  tag,
  auth,
  permission: 'contacts.view',
  query: PhonebookListQuerySchema,
  list: PhonebookListItemSchema,
});

export const userTariffCall = defineCall({
  method: 'get',
  path: 'user/get_tariff',
  title: 'تعرفهٔ خطوط کاربر',
  summary:
    "Rials per SMS part for each range of the user's lines (operator_id 3: the 3000… lines), two rows a range: to MCI (persian_mci, english_mci) and to the other operators (persian_other, english_other: the highest of them, with the surcharge off the first operator)",
  origin: { documented: 'docs/user/user-tariff.md' },
  tag,
  auth,
  permission: 'send.sms',
  data: UserTariffListSchema,
});

export const tariffCall = defineCall({
  method: 'get',
  path: 'get_tariff',
  title: 'تعرفهٔ ارسال پیامک',
  summary: 'Rials per SMS part by operator and encoding, and the rules on top',
  origin: {
    designed:
      "The composer prices a text per operator (Irancell, Rightel and the rest apart) with the legal extra of every send, which user/get_tariff's two rows a range do not carry.",
  },
  tag,
  auth,
  permission: 'send.sms',
  data: TariffDataSchema,
});

export const phonebookNumbersCall = defineCall({
  method: 'get',
  path: 'phonebooks/numbers/list',
  title: 'فهرست شماره‌های دفترچه تلفن',
  summary: "A phonebook's numbers, a page at a time",
  origin: { designed: 'The phonebook send picks single numbers of a phonebook.' },
  tag,
  auth,
  permission: 'contacts.view',
  query: PhonebookNumbersListQuerySchema,
  list: PhonebookNumberSchema,
});

export const phonebookNumbersCountCall = defineCall({
  method: 'get',
  path: 'phonebooks/numbers/count',
  title: 'تعداد شماره‌های دفترچه‌ها',
  summary: 'Distinct numbers in the chosen phonebooks',
  origin: { designed: 'The phonebook send counts the distinct numbers of the chosen phonebooks.' },
  tag,
  auth,
  permission: 'contacts.view',
  budget: 'count',
  query: PhonebookNumbersCountQuerySchema,
  data: CountDataSchema,
});
