// The recipient banks a send picks from (geography, jobs, towers) with their counts, the user's
// phonebooks as the send flow sees them, and the tariffs a price is worked out from.
import * as v from 'valibot';
import { toLatinDigits } from '../core/digits.ts';
import { genderLabels } from '../core/enums.ts';
import { IdListQuery, IdQuery, pagedQuery } from '../core/fields.ts';
import { messages } from '../core/messages.ts';
import {
  CityTargetSchema,
  JobTargetSchema,
  MapTargetSchema,
  PostalCodeTargetSchema,
  TowerTargetSchema,
} from './send.schema.ts';

// ---------------------------------------------------------------------------------------------
// Recipient banks: geography, jobs, towers, counts

/**
 * `POST send/banks/counts`: how many numbers a bank target holds (before `count` is applied). Ours,
 * beside the published `GET send/banks/counts`: a map polygon, postal codes or tower areas do not fit
 * in its query.
 */
export const BankCountRequestSchema = v.variant('type', [
  JobTargetSchema,
  MapTargetSchema,
  PostalCodeTargetSchema,
  CityTargetSchema,
  TowerTargetSchema,
]);
export type BankCountRequest = v.InferOutput<typeof BankCountRequestSchema>;
export const CountDataSchema = v.object({ count: v.number() });
export type CountData = v.InferOutput<typeof CountDataSchema>;

/** Persian messages of the recipient banks' lookups. */
export const bankMessages = {
  unknownProvince: 'استان انتخاب‌شده معتبر نیست',
  unknownCounty: 'شهرستان انتخاب‌شده در این استان نیست',
  unknownCity: 'شهر انتخاب‌شده در این شهرستان نیست',
  unknownCountyId: 'شهرستان انتخاب‌شده معتبر نیست',
  unknownCategory: 'دستهٔ شغلی انتخاب‌شده معتبر نیست',
  unknownSubCategory: 'زیردستهٔ انتخاب‌شده در این دستهٔ شغلی نیست',
  selectOperator: 'اپراتور انتخاب‌شده معتبر نیست',
  selectGender: 'جنسیت انتخاب‌شده معتبر نیست',
  invalidRange: 'شروع و تعداد باید عدد صحیح و نامنفی باشند',
  invalidBirthYear: 'سال تولد باید بین ۱۳۰۰ و ۱۴۱۰ باشد',
  invalidPrefix: 'پیش‌شماره باید ۲ تا ۶ رقم باشد',
  invalidBank: 'بانک شماره‌ها باید «همه» یا «سفید» باشد',
  repeatedOperator: 'هر اپراتور را یک بار نام ببرید',
} as const;

/** The answer of the published counts: the numbers a bank filter holds, per operator. */
export const OperatorCountsSchema = v.object({
  mci_count: v.number(),
  irancell_count: v.number(),
  other_count: v.number(),
});
export type OperatorCounts = v.InferOutput<typeof OperatorCountsSchema>;

/** `GET send/banks/provinces`. */
export const ProvinceSchema = v.object({
  id: v.number(),
  name: v.string(),
  center: v.string(),
  count: v.number(),
});
export type Province = v.InferOutput<typeof ProvinceSchema>;
export const ProvinceListSchema = v.array(ProvinceSchema);
/** `GET send/banks/counties?province_id=`. */
export const CountiesQuerySchema = v.object({ province_id: IdQuery(messages.selectCity) });
export const CountySchema = v.object({
  id: v.number(),
  province_id: v.number(),
  name: v.string(),
  count: v.number(),
});
export type County = v.InferOutput<typeof CountySchema>;
export const CountyListSchema = v.array(CountySchema);
/** `GET send/banks/cities?county_id=` or `?province_id=`. */
export const CitiesQuerySchema = v.pipe(
  v.object({
    province_id: v.optional(IdQuery(messages.selectCity)),
    county_id: v.optional(IdQuery(messages.selectCity)),
  }),
  v.check((q) => q.province_id !== undefined || q.county_id !== undefined, messages.selectCity),
);
export const CitySchema = v.object({
  id: v.number(),
  province_id: v.number(),
  county_id: v.number(),
  name: v.string(),
  count: v.number(),
});
export type City = v.InferOutput<typeof CitySchema>;
export const CityListSchema = v.array(CitySchema);

/** `GET send/banks/genders`: the genders a bank filter takes (`gender_id`). */
export const BANK_GENDERS = [
  { id: 1, name: genderLabels.male },
  { id: 2, name: genderLabels.female },
  { id: 3, name: 'حقوقی' },
] as const;
export const BankGenderSchema = v.object({ id: v.number(), name: v.string() });
export const BankGenderListSchema = v.array(BankGenderSchema);

/** Birth years (Jalali) the banks hold people of. */
export const BANK_BIRTH_YEAR_MIN = 1300;
export const BANK_BIRTH_YEAR_MAX = 1410;
const BirthYearQuery = v.pipe(
  IdQuery(bankMessages.invalidBirthYear),
  v.minValue(BANK_BIRTH_YEAR_MIN, bankMessages.invalidBirthYear),
  v.maxValue(BANK_BIRTH_YEAR_MAX, bankMessages.invalidBirthYear),
);
/**
 * `GET send/banks/counts?province_id=&county_id=&city_id=&gender_id=&birth_year_from=&birth_year_to=&number_prefix=`:
 * the numbers of a province, or of one of its counties, or of one of that county's cities, per
 * operator. The prefix is the start of the number after its leading 0 or 98 (912, 9351…).
 */
export const BankCountsQuerySchema = v.object({
  province_id: IdQuery(messages.selectCity),
  county_id: v.optional(IdQuery(messages.selectCity)),
  city_id: v.optional(IdQuery(messages.selectCity)),
  gender_id: v.optional(
    v.pipe(
      IdQuery(bankMessages.selectGender),
      v.picklist(
        BANK_GENDERS.map((g) => g.id),
        bankMessages.selectGender,
      ),
    ),
  ),
  birth_year_from: v.optional(BirthYearQuery),
  birth_year_to: v.optional(BirthYearQuery),
  number_prefix: v.optional(
    v.pipe(
      v.string(bankMessages.invalidPrefix),
      v.transform((p) => toLatinDigits(p).replace(/^(\+?98|0)/, '')),
      v.regex(/^9\d{1,5}$/, bankMessages.invalidPrefix),
    ),
  ),
  /** Ours, as a send's `bank` takes it: "white" counts only numbers not refusing advertising. */
  bank: v.optional(v.picklist(['all', 'white'], bankMessages.invalidBank)),
});
export type BankCountsQuery = v.InferOutput<typeof BankCountsQuerySchema>;

/** `GET send/banks/tower-areas?province_id=` (optional): Irancell tower areas. */
export const TowerAreasQuerySchema = v.object({ province_id: v.optional(IdQuery(messages.selectLocation)) });
export const TowerAreaSchema = v.object({
  id: v.number(),
  province_id: v.number(),
  name: v.string(),
  count: v.number(),
});
export type TowerArea = v.InferOutput<typeof TowerAreaSchema>;
export const TowerAreaListSchema = v.array(TowerAreaSchema);

/** `GET send/jobs/categories`: `count` (numbers in the category) is ours beside the published fields. */
export const JobCategorySchema = v.object({ id: v.number(), name: v.string(), count: v.number() });
export type JobCategory = v.InferOutput<typeof JobCategorySchema>;
export const JobCategoryListSchema = v.array(JobCategorySchema);
/** `GET send/jobs/sub-categories?main_category_id=`. */
export const JobSubCategoriesQuerySchema = v.object({ main_category_id: IdQuery(messages.selectJob) });
/** A sub-category; the published API gives its category's id as a string. */
export const JobSubCategorySchema = v.object({
  id: v.number(),
  name: v.string(),
  main_id: v.string(),
  main_name: v.string(),
  count: v.number(),
});
export type JobSubCategory = v.InferOutput<typeof JobSubCategorySchema>;
export const JobSubCategoryListSchema = v.array(JobSubCategorySchema);
/** The operators the published counts name: 1 MCI, 2 Irancell, 13 every other. */
export const BANK_OPERATOR_IDS = { mci: 1, irancell: 2, other: 13 } as const;
/**
 * `GET send/jobs/number-count?main_category_id=&sub_category_id=&operator_id=&start=&size=`: the
 * numbers of a category (or one of its sub-categories) per operator; with `operator_id` the others
 * count 0, and `start` and `size` take that slice of each operator's numbers.
 */
export const JobNumberCountQuerySchema = v.object({
  main_category_id: IdQuery(messages.selectJob),
  sub_category_id: v.optional(IdQuery(messages.selectJob)),
  operator_id: v.optional(
    v.pipe(
      IdQuery(bankMessages.selectOperator),
      v.picklist(Object.values(BANK_OPERATOR_IDS), bankMessages.selectOperator),
    ),
  ),
  start: v.optional(IdQuery(bankMessages.invalidRange)),
  size: v.optional(IdQuery(bankMessages.invalidRange)),
});
export type JobNumberCountQuery = v.InferOutput<typeof JobNumberCountQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Phonebooks as the send flow sees them

/** `GET phonebooks`: the user's phonebooks with how many numbers each holds. */
export const PhonebookSummarySchema = v.object({ id: v.number(), title: v.string(), count: v.number() });
export type PhonebookSummary = v.InferOutput<typeof PhonebookSummarySchema>;
export const PhonebookSummaryListSchema = v.array(PhonebookSummarySchema);
/** `GET phonebooks/list-new?page=&per_page=&title=&id=`: the user's phonebooks a page at a time. */
export const PHONEBOOKS_MAX_PER_PAGE = 1000;
export const PhonebookListQuerySchema = pagedQuery(
  {
    title: v.optional(v.string()),
    id: v.optional(IdQuery(messages.selectPhonebook)),
  },
  PHONEBOOKS_MAX_PER_PAGE,
  10,
);
export type PhonebookListQuery = v.InferOutput<typeof PhonebookListQuerySchema>;
/** A phonebook as the published list gives it; its times are ISO 8601 in UTC. */
export const PhonebookListItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  count: v.number(),
  /** 0: no export or import of the phonebook is running. */
  export_status: v.number(),
  import_status: v.number(),
  created_at: v.string(),
  updated_at: v.string(),
  /** The contact features the phonebook's contacts carry. */
  options: v.array(v.object({ id: v.number(), title: v.string(), type: v.string() })),
});
export type PhonebookListItem = v.InferOutput<typeof PhonebookListItemSchema>;
/** `GET phonebooks/numbers/count?phonebook_ids=1,2`: distinct numbers in them (answers CountData). */
export const PhonebookNumbersCountQuerySchema = v.object({
  phonebook_ids: IdListQuery(messages.selectPhonebook),
});

// The published API's second version of the same banks: places as id and name only, and the count's
// filters under other names (`gender`, `pre`, `from_age`/`to_age`).

/** `GET /v2/api/send/banks/provinces`, `counties` and `cities`: one place. */
export const PlaceSchema = v.object({ id: v.number(), name: v.string() });
export const PlaceListSchema = v.array(PlaceSchema);
/** `GET /v2/api/send/banks/cities?county_id=`. */
export const CountyCitiesQuerySchema = v.object({ county_id: IdQuery(bankMessages.unknownCountyId) });
/**
 * `GET /v2/api/send/banks/counts?province_id=&county_id=&city_id=&gender=&pre=&from_age=&to_age=`:
 * read into the first version's query. `from_age` and `to_age` are birth years (Jalali), as the
 * published example sends them (`from_age=1304&to_age=1404`).
 */
export const BankCountsV2QuerySchema = v.pipe(
  v.object({
    province_id: v.unknown(),
    county_id: v.optional(v.unknown()),
    city_id: v.optional(v.unknown()),
    gender: v.optional(v.unknown()),
    pre: v.optional(v.unknown()),
    from_age: v.optional(v.unknown()),
    to_age: v.optional(v.unknown()),
  }),
  v.transform(({ gender, pre, from_age, to_age, ...rest }) =>
    Object.fromEntries(
      Object.entries({
        ...rest,
        gender_id: gender,
        number_prefix: pre,
        birth_year_from: from_age,
        birth_year_to: to_age,
      }).filter(([, value]) => value !== undefined),
    ),
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const result = v.safeParse(BankCountsQuerySchema, dataset.value);
    if (result.success) return result.output;
    const v2Name: Record<string, string> = {
      gender_id: 'gender',
      number_prefix: 'pre',
      birth_year_from: 'from_age',
      birth_year_to: 'to_age',
    };
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      const name = typeof key === 'string' ? (v2Name[key] ?? key) : undefined;
      addIssue({
        message: issue.message,
        ...(name
          ? { path: [{ type: 'object', origin: 'value', input: dataset.value, key: name, value: undefined }] }
          : {}),
      });
    }
    return NEVER;
  }),
);

// ---------------------------------------------------------------------------------------------
// Tariffs and a phonebook's numbers

const EncodingPricesSchema = v.object({ gsm7: v.number(), ucs2: v.number() });
/** `GET get_tariff`: rials per part by operator and encoding (tariffs are data), and the rules on top. */
export const TariffDataSchema = v.object({
  tariffs: v.object({
    mci: EncodingPricesSchema,
    irancell: EncodingPricesSchema,
    rightel: EncodingPricesSchema,
    other: EncodingPricesSchema,
  }),
  /** Rials added to every send by law. */
  legal_extra_rials: v.number(),
  /** Percent added for numbers not on the first operator. */
  off_first_operator_percent: v.number(),
});
export type TariffData = v.InferOutput<typeof TariffDataSchema>;

/**
 * `GET user/get_tariff`: per range of the user's lines (`operator_id` as number/numbers has it, 3 for
 * 3000…), two rows: the price of one part to MCI numbers and to the others (the highest of the other
 * operators, with the surcharge off the first operator), Persian (UCS-2) and English (GSM-7), in rials
 * written with one decimal as the published API writes them ("1330.0").
 */
const Price = v.pipe(v.string(), v.regex(/^\d+\.\d$/));
const TariffRowBase = { operator_id: v.number(), name: v.string() };
export const UserTariffRowSchema = v.union([
  v.object({ ...TariffRowBase, persian_mci: Price, english_mci: Price }),
  v.object({ ...TariffRowBase, persian_other: Price, english_other: Price }),
]);
export type UserTariffRow = v.InferOutput<typeof UserTariffRowSchema>;
export const UserTariffListSchema = v.array(UserTariffRowSchema);

/** `GET phonebooks/numbers/list?phonebook_id=&page=&limit=`: a phonebook's numbers, a page at a time. */
export const PhonebookNumbersListQuerySchema = pagedQuery(
  { phonebook_id: IdQuery(messages.selectPhonebook) },
  100,
  10,
);
export const PhonebookNumberSchema = v.object({
  id: v.number(),
  mobile: v.string(),
  /** The contact's title (آقای/خانم) and name, as the published contact gives them. */
  pre: v.string(),
  name: v.string(),
  /** The contact's feature values by feature id, as the published contact gives them. */
  options: v.record(v.string(), v.union([v.string(), v.number(), v.null()])),
});
export type PhonebookNumber = v.InferOutput<typeof PhonebookNumberSchema>;

/** `GET send/keyword-phonebook/features?phonebook_id=`: the book's enabled features. */
export const PhonebookFeaturesQuerySchema = v.object({ phonebook_id: IdQuery(messages.selectPhonebook) });
export const PhonebookFeatureSchema = v.object({
  id: v.number(),
  title: v.string(),
  type: v.picklist(['string', 'date', 'int']),
});
export const PhonebookFeaturesSchema = v.object({ features: v.array(PhonebookFeatureSchema) });
export type PhonebookFeatures = v.InferOutput<typeof PhonebookFeaturesSchema>;
