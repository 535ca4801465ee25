// spec 3, 5, 7 (Sending), 9: the send flow's calls, one shape for the panel's forms, the server's
// validation and the OpenAPI document. Every send body is one of ten modes, told apart by `type`;
// each mode is its recipients ("target") plus the common fields. Money is integer rials, times are
// stored UTC `YYYY-MM-DD HH:mm:ss` (DESIGN.md).
import * as v from 'valibot';
import { toLatinDigits } from '../digits.ts';
import { MAX_FILE_RECORDS, MAX_PASTED_NUMBERS } from '../limits.ts';
import { messages } from '../messages.ts';
import { CANONICAL_MOBILE_PATTERN, normalizeMobile } from '../mobile.ts';
import { IdSchema } from './fields.ts';

/** Persian messages of the send flow that messages.ts does not hold yet. */
export const sendMessages = {
  insufficientCredit: 'اعتبار کیف پول برای این ارسال کافی نیست. لطفاً ابتدا حساب خود را شارژ کنید.',
  noRecipients: 'هیچ گیرنده معتبری برای این ارسال یافت نشد',
  senderLineNotFound: 'خط ارسال یافت نشد',
  agreementsNotAccepted: 'تعهدنامه‌های این خط ارسال هنوز پذیرفته نشده است. پیش از ارسال، آن‌ها را بپذیرید.',
  bulkNotFound: 'ارسال مورد نظر یافت نشد',
  bulkNotCancellable: 'این ارسال دیگر قابل توقف نیست',
  scheduleInPast: 'زمان ارسال نمی‌تواند در گذشته باشد',
  invalidSchedule: 'زمان ارسال نامعتبر است',
  invalidPolygon: 'محدوده روی نقشه باید دست‌کم سه نقطه در ایران داشته باشد',
  invalidPostalCode: 'کد پستی باید بین ۵ تا ۱۰ رقم باشد',
  uploadNotFound: 'فایل بارگذاری‌شده یافت نشد',
  fileNumbersOrUpload: 'شماره‌های فایل یا شناسه فایل بارگذاری‌شده را بفرستید',
  keywordRequired: 'کلیدواژه را وارد کنید',
  idempotencyKeyMissing: 'سرآیند Idempotency-Key برای این درخواست الزامی است',
  idempotencyKeyReused: 'این کلید یکتایی پیش‌تر با درخواست دیگری به کار رفته است',
  idempotencyInProgress: 'درخواست قبلی با همین کلید یکتایی هنوز در حال انجام است',
  sendAccepted: 'ارسال با موفقیت ثبت شد',
  sendCancelled: 'ارسال متوقف شد و مبلغ ارسال‌نشده به کیف پول بازگشت',
  defaultLineSaved: 'خط پیش‌فرض ذخیره شد',
} as const;

/** A stored UTC timestamp, `YYYY-MM-DD HH:mm:ss` (DESIGN.md). */
export const StoredUtcSchema = v.pipe(
  v.string(sendMessages.invalidSchedule),
  v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, sendMessages.invalidSchedule),
);

// ---------------------------------------------------------------------------------------------
// Sender lines: number/numbers, numbers/defaults/upsert

/** `GET number/numbers`: one of the user's sender lines; exactly one is the default when any exist. */
export const SenderLineSchema = v.object({
  id: v.number(),
  /** The line as dialled, e.g. 3000123456 or 9821000123. */
  number: v.string(),
  title: v.string(),
  is_default: v.boolean(),
});
export type SenderLine = v.InferOutput<typeof SenderLineSchema>;
export const SenderLineListSchema = v.array(SenderLineSchema);
export type SenderLineList = v.InferOutput<typeof SenderLineListSchema>;

/** `POST numbers/defaults/upsert`: make one of the user's lines the default; answers the line. */
export const DefaultSenderLineUpsertSchema = v.object({
  number_id: v.pipe(
    v.number(messages.selectSenderLine),
    v.integer(),
    v.minValue(1, messages.selectSenderLine),
  ),
});
export type DefaultSenderLineUpsert = v.InferOutput<typeof DefaultSenderLineUpsertSchema>;

// ---------------------------------------------------------------------------------------------
// Recipients of each mode ("targets")

/**
 * Mobile numbers in any accepted form → 98XXXXXXXXXX. One pass with a fast path for numbers the
 * file worker already normalised (a million of them must validate in well under a second); an
 * invalid number is reported at its index with spec 8's 'number is not valid'.
 */
export function mobileListSchema(max: number, tooMany: string) {
  return v.pipe(
    v.array(v.string(messages.numberNotValid), messages.contactsRequired),
    v.minLength(1, messages.contactsRequired),
    v.maxLength(max, tooMany),
    v.rawTransform<string[], string[]>(({ dataset, addIssue, NEVER }) => {
      const list = dataset.value;
      const out = new Array<string>(list.length);
      for (let i = 0; i < list.length; i++) {
        const raw = list[i] as string;
        const mobile = CANONICAL_MOBILE_PATTERN.test(raw) ? raw : normalizeMobile(raw);
        if (mobile === null) {
          addIssue({
            message: messages.numberNotValid,
            path: [{ type: 'array', origin: 'value', input: list, key: i, value: raw }],
          });
          return NEVER;
        }
        out[i] = mobile;
      }
      return out;
    }),
  );
}

const IdListSchema = (message: string) =>
  v.pipe(v.array(IdSchema, message), v.minLength(1, message), v.maxLength(1000, message));

/** Bank modes may take fewer than all matching numbers: at most `count` of them. */
const CountSchema = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)));

/** spec 5: quick send, pasted or typed numbers, at most 1000. */
export const QuickTargetSchema = v.object({
  type: v.literal('quick'),
  mobiles: mobileListSchema(MAX_PASTED_NUMBERS, messages.tooManyPastedNumbers),
});
/** spec 5: a phonebook must be chosen; its numbers are the recipients. */
export const PhonebookTargetSchema = v.object({
  type: v.literal('phonebook'),
  phonebook_ids: IdListSchema(messages.selectPhonebook),
});
/** spec 5: a file's valid numbers (parsed in the panel's worker), or the id of an uploaded file. */
export const FileTargetSchema = v.pipe(
  v.object({
    type: v.literal('file'),
    mobiles: v.optional(mobileListSchema(MAX_FILE_RECORDS, messages.fileTooManyRecords)),
    upload_id: v.optional(v.pipe(v.string(), v.nonEmpty())),
  }),
  v.check((t) => (t.mobiles === undefined) !== (t.upload_id === undefined), sendMessages.fileNumbersOrUpload),
);
/** Keyword send: the numbers that texted the keyword to the user's lines (inbox). */
export const KeywordTargetSchema = v.object({
  type: v.literal('keyword'),
  keyword: v.pipe(
    v.string(sendMessages.keywordRequired),
    v.trim(),
    v.nonEmpty(sendMessages.keywordRequired),
    v.maxLength(50),
  ),
});
/** `GET send/keyword/count`: how many numbers texted the keyword to the user's lines. */
export const KeywordCountQuerySchema = v.object({ keyword: KeywordTargetSchema.entries.keyword });

/** spec 5: peer to peer, one text per number (the Excel file's message and mobile columns). */
export const PeerToPeerPairSchema = v.object({
  mobile: v.string(messages.numberNotValid),
  text: v.pipe(v.string(messages.textRequired), v.nonEmpty(messages.textRequired), v.maxLength(2_000)),
});
export type PeerToPeerPair = v.InferOutput<typeof PeerToPeerPairSchema>;
export const PeerToPeerTargetSchema = v.object({
  type: v.literal('peer_to_peer'),
  pairs: v.pipe(
    v.array(PeerToPeerPairSchema, messages.contactsRequired),
    v.minLength(1, messages.contactsRequired),
    v.maxLength(MAX_FILE_RECORDS, messages.fileTooManyRecords),
    v.check((pairs) => pairs.every((p) => normalizeMobile(p.mobile) !== null), messages.numberNotValid),
    v.transform((pairs) => pairs.map((p) => ({ mobile: normalizeMobile(p.mobile) as string, text: p.text }))),
  ),
});
/** spec 5: a job (business sub-category) must be chosen. */
export const JobTargetSchema = v.object({
  type: v.literal('job'),
  sub_category_ids: IdListSchema(messages.selectJob),
  count: CountSchema,
});
/** A map point, `[longitude, latitude]` (GeoJSON order), inside Iran's bounding box. */
export const LngLatSchema = v.pipe(
  v.tuple([v.number(), v.number()], sendMessages.invalidPolygon),
  v.check(([lng, lat]) => lng >= 44 && lng <= 63.5 && lat >= 25 && lat <= 40, sendMessages.invalidPolygon),
);
export type LngLat = v.InferOutput<typeof LngLatSchema>;
/** spec 5, 9: an area drawn on the map; at least MIN_MAP_RECIPIENTS recipients (checked by the server). */
export const MapTargetSchema = v.object({
  type: v.literal('map'),
  polygon: v.pipe(
    v.array(LngLatSchema, messages.selectLocation),
    v.minLength(3, messages.selectLocation),
    v.maxLength(500, sendMessages.invalidPolygon),
  ),
  count: CountSchema,
});
/** A postal code or its leading digits (at least the 5-digit area), any digit script → Latin. */
export const PostalCodePrefixSchema = v.pipe(
  v.string(sendMessages.invalidPostalCode),
  v.transform((s) => toLatinDigits(s).replace(/[\s-]/g, '')),
  v.regex(/^\d{5,10}$/, sendMessages.invalidPostalCode),
);
export const PostalCodeTargetSchema = v.object({
  type: v.literal('postal_code'),
  postal_codes: v.pipe(
    v.array(PostalCodePrefixSchema, sendMessages.invalidPostalCode),
    v.minLength(1, sendMessages.invalidPostalCode),
    v.maxLength(1000),
  ),
  count: CountSchema,
});
/** spec 5: a city (or a whole county or province) must be chosen. */
export const CityTargetSchema = v.pipe(
  v.object({
    type: v.literal('city'),
    province_ids: v.optional(v.array(IdSchema), []),
    county_ids: v.optional(v.array(IdSchema), []),
    city_ids: v.optional(v.array(IdSchema), []),
    count: CountSchema,
  }),
  v.check((t) => t.province_ids.length + t.county_ids.length + t.city_ids.length > 0, messages.selectCity),
);
/** Irancell tower areas (location send): at least MIN_MAP_RECIPIENTS recipients, like the map. */
export const TowerTargetSchema = v.object({
  type: v.literal('tower'),
  tower_area_ids: IdListSchema(messages.selectLocation),
  count: CountSchema,
});

export const SEND_TYPES = [
  'quick',
  'phonebook',
  'file',
  'keyword',
  'peer_to_peer',
  'job',
  'map',
  'postal_code',
  'city',
  'tower',
] as const;
export type SendType = (typeof SEND_TYPES)[number];

// ---------------------------------------------------------------------------------------------
// send and send/calculate-price

/** What every send carries besides its recipients. */
export const SendCommonEntries = {
  sender_line_id: v.pipe(
    v.number(messages.selectSenderLine),
    v.integer(),
    v.minValue(1, messages.selectSenderLine),
  ),
  /**
   * The text as the user typed it, without the cancel-11 suffix: the server appends CANCEL_11_SUFFIX
   * to every send (spec 5) and prices it, exactly as the composer counts it.
   */
  text: v.pipe(
    v.string(messages.textRequired),
    v.trim(),
    v.nonEmpty(messages.textRequired),
    v.maxLength(2_000),
  ),
  /** null (or absent) sends now; a future stored UTC time schedules it. */
  scheduled_at: v.optional(v.nullable(StoredUtcSchema), null),
  /** UTM link tracking of the links in the text. */
  link_tracking: v.optional(v.boolean(), false),
};
/** Peer to peer carries its texts in the pairs; `text` is not asked for. */
const PeerCommonEntries = { ...SendCommonEntries, text: v.optional(v.string(), '') };

export const QuickSendSchema = v.object({ ...QuickTargetSchema.entries, ...SendCommonEntries });
export const PhonebookSendSchema = v.object({ ...PhonebookTargetSchema.entries, ...SendCommonEntries });
export const FileSendSchema = v.pipe(
  v.object({ ...FileTargetSchema.pipe[0].entries, ...SendCommonEntries }),
  v.check((t) => (t.mobiles === undefined) !== (t.upload_id === undefined), sendMessages.fileNumbersOrUpload),
);
export const KeywordSendSchema = v.object({ ...KeywordTargetSchema.entries, ...SendCommonEntries });
export const PeerToPeerSendSchema = v.object({ ...PeerToPeerTargetSchema.entries, ...PeerCommonEntries });
export const JobSendSchema = v.object({ ...JobTargetSchema.entries, ...SendCommonEntries });
export const MapSendSchema = v.object({ ...MapTargetSchema.entries, ...SendCommonEntries });
export const PostalCodeSendSchema = v.object({ ...PostalCodeTargetSchema.entries, ...SendCommonEntries });
export const CitySendSchema = v.pipe(
  v.object({ ...CityTargetSchema.pipe[0].entries, ...SendCommonEntries }),
  v.check((t) => t.province_ids.length + t.county_ids.length + t.city_ids.length > 0, messages.selectCity),
);
export const TowerSendSchema = v.object({ ...TowerTargetSchema.entries, ...SendCommonEntries });

/** `POST send` (with an Idempotency-Key header) and `POST send/calculate-price`: one body, by `type`. */
export const SendRequestSchema = v.variant('type', [
  QuickSendSchema,
  PhonebookSendSchema,
  FileSendSchema,
  KeywordSendSchema,
  PeerToPeerSendSchema,
  JobSendSchema,
  MapSendSchema,
  PostalCodeSendSchema,
  CitySendSchema,
  TowerSendSchema,
]);
export type SendRequest = v.InferOutput<typeof SendRequestSchema>;
export type SendRequestInput = v.InferInput<typeof SendRequestSchema>;
export type QuickSend = v.InferOutput<typeof QuickSendSchema>;
export type PhonebookSend = v.InferOutput<typeof PhonebookSendSchema>;
export type FileSend = v.InferOutput<typeof FileSendSchema>;
export type KeywordSend = v.InferOutput<typeof KeywordSendSchema>;
export type PeerToPeerSend = v.InferOutput<typeof PeerToPeerSendSchema>;
export type JobSend = v.InferOutput<typeof JobSendSchema>;
export type MapSend = v.InferOutput<typeof MapSendSchema>;
export type PostalCodeSend = v.InferOutput<typeof PostalCodeSendSchema>;
export type CitySend = v.InferOutput<typeof CitySendSchema>;
export type TowerSend = v.InferOutput<typeof TowerSendSchema>;

const OperatorSchema = v.picklist(['mci', 'irancell', 'rightel', 'other']);

/** One operator's line of a price (domain pricing.ts PriceLine, snake_case). */
export const PriceLineSchema = v.object({
  operator: OperatorSchema,
  recipients: v.number(),
  tariff: v.number(),
  base: v.number(),
  surcharge: v.number(),
  legal_extra: v.number(),
  total: v.number(),
});
export type PriceLineData = v.InferOutput<typeof PriceLineSchema>;

/** `POST send/calculate-price`: what the send would cost; nothing is written. */
export const SendPriceDataSchema = v.object({
  /** Recipients that would be charged (blacklisted and cancel-11 numbers left out). */
  recipients: v.number(),
  /** Numbers refused: on the blacklist or the cancel-11 list (status 4, not charged). */
  blocked: v.number(),
  parts: v.number(),
  encoding: v.picklist(['gsm7', 'ucs2']),
  lines: v.array(PriceLineSchema),
  base: v.number(),
  surcharge: v.number(),
  legal_extra: v.number(),
  /** Rials to be debited. */
  price: v.number(),
  /** The wallet now, and whether it covers the price. */
  credit: v.number(),
  enough_credit: v.boolean(),
});
export type SendPriceData = v.InferOutput<typeof SendPriceDataSchema>;

export const BULK_STATUSES = ['scheduled', 'queued', 'sending', 'done', 'cancelled'] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];
export const bulkStatusLabels: Readonly<Record<BulkStatus, string>> = {
  scheduled: 'زمان‌بندی‌شده',
  queued: 'در صف ارسال',
  sending: 'در حال ارسال',
  done: 'ارسال شده',
  cancelled: 'متوقف شده',
};
export const BulkStatusSchema = v.picklist(BULK_STATUSES);

/** `POST send`: the accepted send (201; a replay with the same Idempotency-Key answers the same). */
export const SendDataSchema = v.object({
  bulk_id: v.number(),
  type: v.picklist(SEND_TYPES),
  recipients: v.number(),
  blocked: v.number(),
  parts: v.number(),
  /** Rials debited. */
  price: v.number(),
  status: BulkStatusSchema,
  scheduled_at: v.nullable(v.string()),
  created_at: v.string(),
  /** The wallet after the debit. */
  credit: v.number(),
});
export type SendData = v.InferOutput<typeof SendDataSchema>;

/** `POST send/cancel` (stop sending). */
export const SendCancelSchema = v.object({ bulk_id: IdSchema });
export type SendCancel = v.InferOutput<typeof SendCancelSchema>;
export const SendCancelDataSchema = v.object({
  bulk_id: v.number(),
  status: BulkStatusSchema,
  /** Recipients that had not gone out and never will. */
  cancelled: v.number(),
  /** Rials returned to the wallet. */
  refund: v.number(),
  credit: v.number(),
});
export type SendCancelData = v.InferOutput<typeof SendCancelDataSchema>;

// ---------------------------------------------------------------------------------------------
// Recipient banks: geography, jobs, towers, counts

/** `POST send/banks/counts`: how many numbers a bank target holds (before `count` is applied). */
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

const IdQuery = (message: string) =>
  v.pipe(v.string(message), v.transform(toLatinDigits), v.regex(/^\d+$/, message), v.toNumber());
/** A comma-separated id list in a query string, e.g. `?ids=1,2,3`. */
const IdListQuery = (message: string) =>
  v.pipe(
    v.string(message),
    v.transform((s) =>
      toLatinDigits(s)
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
    v.minLength(1, message),
    v.check((ids) => ids.every((id) => /^\d+$/.test(id)), message),
    v.transform((ids) => ids.map(Number)),
  );

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

/** `GET send/jobs/categories`. */
export const JobCategorySchema = v.object({ id: v.number(), title: v.string(), count: v.number() });
export type JobCategory = v.InferOutput<typeof JobCategorySchema>;
export const JobCategoryListSchema = v.array(JobCategorySchema);
/** `GET send/jobs/sub-categories?category_id=`. */
export const JobSubCategoriesQuerySchema = v.object({ category_id: IdQuery(messages.selectJob) });
export const JobSubCategorySchema = v.object({
  id: v.number(),
  category_id: v.number(),
  title: v.string(),
  count: v.number(),
});
export type JobSubCategory = v.InferOutput<typeof JobSubCategorySchema>;
export const JobSubCategoryListSchema = v.array(JobSubCategorySchema);
/** `GET send/jobs/number-count?sub_category_ids=1,2`: answers CountData. */
export const JobNumberCountQuerySchema = v.object({ sub_category_ids: IdListQuery(messages.selectJob) });

// ---------------------------------------------------------------------------------------------
// Phonebooks as the send flow sees them

/** `GET phonebooks`: the user's phonebooks with how many numbers each holds. */
export const PhonebookSummarySchema = v.object({ id: v.number(), title: v.string(), count: v.number() });
export type PhonebookSummary = v.InferOutput<typeof PhonebookSummarySchema>;
export const PhonebookSummaryListSchema = v.array(PhonebookSummarySchema);
/** `GET phonebooks/numbers/count?phonebook_ids=1,2`: distinct numbers in them (answers CountData). */
export const PhonebookNumbersCountQuerySchema = v.object({
  phonebook_ids: IdListQuery(messages.selectPhonebook),
});

// ---------------------------------------------------------------------------------------------
// Live progress

/** Recipients by status (spec 3: 0 sent, 1 reached telecom, 2 reached handset, 3 not reached, 4 blacklisted). */
export const StatusCountsSchema = v.object({
  0: v.number(),
  1: v.number(),
  2: v.number(),
  3: v.number(),
  4: v.number(),
});
export type StatusCounts = v.InferOutput<typeof StatusCountsSchema>;

/** The `bulk_progress` live event's `data`, sent while a send goes out and when it ends. */
export const BulkProgressSchema = v.object({
  bulk_id: v.number(),
  status: BulkStatusSchema,
  /** All recipients of the bulk, blocked ones included. */
  total: v.number(),
  /** Recipients still waiting to go out (cancelled ones are not counted). */
  pending: v.number(),
  counts: StatusCountsSchema,
});
export type BulkProgress = v.InferOutput<typeof BulkProgressSchema>;

// ---------------------------------------------------------------------------------------------
// Tariffs and a phonebook's numbers

const EncodingPricesSchema = v.object({ gsm7: v.number(), ucs2: v.number() });
/** `GET get_tariff`: rials per part by operator and encoding (DESIGN.md: tariffs are data), and the rules on top. */
export const TariffDataSchema = v.object({
  tariffs: v.object({
    mci: EncodingPricesSchema,
    irancell: EncodingPricesSchema,
    rightel: EncodingPricesSchema,
    other: EncodingPricesSchema,
  }),
  /** spec 9: rials added to every send by law. */
  legal_extra_rials: v.number(),
  /** spec 9: percent added for numbers not on the first operator. */
  off_first_operator_percent: v.number(),
});
export type TariffData = v.InferOutput<typeof TariffDataSchema>;

/** `GET phonebooks/numbers/list?phonebook_id=&page=&limit=`: a phonebook's numbers, a page at a time. */
export const PhonebookNumbersListQuerySchema = v.object({
  phonebook_id: IdQuery(messages.selectPhonebook),
  page: v.optional(IdQuery(messages.invalidPage), '1'),
  limit: v.optional(v.pipe(IdQuery(messages.invalidLimit), v.maxValue(100, messages.invalidLimit)), '10'),
});
export const PhonebookNumberSchema = v.object({
  id: v.number(),
  mobile: v.string(),
  first_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
});
export type PhonebookNumber = v.InferOutput<typeof PhonebookNumberSchema>;
export const PhonebookNumberListSchema = v.object({
  items: v.array(PhonebookNumberSchema),
  total: v.number(),
  page: v.number(),
  limit: v.number(),
});
export type PhonebookNumberList = v.InferOutput<typeof PhonebookNumberListSchema>;

// ---------------------------------------------------------------------------------------------
// A sender line's agreements

/** `GET numbers/agreement-list?number_id=`: the agreements of a line, and whether the user accepted each. */
export const AgreementListQuerySchema = v.object({ number_id: IdQuery(messages.selectSenderLine) });
export const AgreementSchema = v.object({
  id: v.number(),
  title: v.string(),
  body: v.string(),
  accepted: v.boolean(),
});
export type Agreement = v.InferOutput<typeof AgreementSchema>;
export const AgreementListSchema = v.array(AgreementSchema);
/** `POST numbers/assign-agreement`: accept agreements for a line; answers the line's list. */
export const AssignAgreementSchema = v.object({
  number_id: v.pipe(
    v.number(messages.selectSenderLine),
    v.integer(),
    v.minValue(1, messages.selectSenderLine),
  ),
  agreement_ids: v.pipe(v.array(IdSchema, messages.required), v.minLength(1, messages.required)),
});
export type AssignAgreement = v.InferOutput<typeof AssignAgreementSchema>;

// ---------------------------------------------------------------------------------------------
// One send's summary (the success page after a reload; the reports area builds on it)

/** `GET report/by_bulk?bulk_id=`: a send of this user, with its progress. */
export const BulkSummaryQuerySchema = v.object({ bulk_id: IdQuery(sendMessages.bulkNotFound) });
export const BulkSummarySchema = v.object({
  ...BulkProgressSchema.entries,
  type: v.picklist(SEND_TYPES),
  sender_number: v.string(),
  /** The text as sent, the cancel-11 suffix included. */
  text: v.string(),
  parts: v.number(),
  price: v.number(),
  refunded: v.number(),
  scheduled_at: v.nullable(v.string()),
  created_at: v.string(),
  finished_at: v.nullable(v.string()),
});
export type BulkSummary = v.InferOutput<typeof BulkSummarySchema>;
