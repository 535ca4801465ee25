// The send flow's shapes, for the panel, the server's validation and the OpenAPI document. A send as
// the server prices and makes it is one of ten targets told apart by `type` (send-body.schema.ts reads
// the published API's body, by `sending_type`, into it) plus the common fields. Money is integer rials, times are
// stored UTC `YYYY-MM-DD HH:mm:ss`.
import * as v from 'valibot';
import { toLatinDigits } from '../core/digits.ts';
import { genderLabels } from '../core/enums.ts';
import { IdSchema, pagedQuery } from '../core/fields.ts';
import { MAX_FILE_RECORDS, MAX_PASTED_NUMBERS } from '../core/limits.ts';
import { messages } from '../core/messages.ts';
import { CANONICAL_MOBILE_PATTERN, normalizeMobile } from '../core/mobile.ts';

/** Persian messages of the send flow that messages.ts does not hold yet. */
export const sendMessages = {
  insufficientCredit: 'اعتبار کیف پول برای این ارسال کافی نیست. لطفاً ابتدا حساب خود را شارژ کنید.',
  noRecipients: 'هیچ گیرنده معتبری برای این ارسال یافت نشد',
  senderLineNotFound: 'خط ارسال یافت نشد',
  agreementsNotAccepted: 'تعهدنامه‌های این خط ارسال هنوز پذیرفته نشده است. پیش از ارسال، آن‌ها را بپذیرید.',
  bulkNotFound: 'ارسال مورد نظر یافت نشد',
  invalidRecipientStatus: 'وضعیت گیرنده نامعتبر است',
  bulkNotCancellable: 'این ارسال دیگر قابل توقف نیست',
  scheduleInPast: 'زمان ارسال نمی‌تواند در گذشته باشد',
  invalidSchedule: 'زمان ارسال نامعتبر است',
  invalidPolygon: 'محدوده روی نقشه باید دست‌کم سه نقطه در ایران داشته باشد',
  invalidPostalCode: 'کد پستی باید بین ۵ تا ۱۰ رقم باشد',
  uploadNotFound: 'فایل بارگذاری‌شده یافت نشد',
  fileNumbersOrUpload: 'شماره‌های فایل یا شناسه فایل بارگذاری‌شده را بفرستید',
  keywordRequired: 'کلیدواژه را وارد کنید',
  idempotencyKeyTooLong: 'کلید یکتایی (Idempotency-Key) نباید بیش از ۲۵۵ نویسه باشد',
  idempotencyKeyReused: 'این کلید یکتایی پیش‌تر با درخواست دیگری به کار رفته است',
  idempotencyInProgress: 'درخواست قبلی با همین کلید یکتایی هنوز در حال انجام است',
  sendAccepted: 'ارسال با موفقیت ثبت شد',
  sendCancelled: 'ارسال متوقف شد و مبلغ ارسال‌نشده به کیف پول بازگشت',
  defaultLineSaved: 'خط پیش‌فرض ذخیره شد',
} as const;

/** A stored UTC timestamp, `YYYY-MM-DD HH:mm:ss`. */
export const StoredUtcSchema = v.pipe(
  v.string(sendMessages.invalidSchedule),
  v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, sendMessages.invalidSchedule),
);

// ---------------------------------------------------------------------------------------------
// Sender lines: number/numbers, numbers/defaults/upsert

/**
 * `GET number/numbers`: one of the user's sender lines, as the published API lists numbers; exactly
 * one is the default when any exist (`title` and `is_default` are ours, beside the published fields).
 */
export const SenderLineSchema = v.object({
  id: v.number(),
  /** The line in E.164, e.g. +983000123456. */
  number: v.string(),
  /** The range the line was issued from: the first digit of the line as dialled (1, 2, 3, 5…). */
  operator_id: v.number(),
  /** The line's name, null when it has none. */
  alias: v.nullable(v.string()),
  /** 1 when messages sent to the line reach the user's inbox (the user's own lines), else 0. */
  gets: v.number(),
  /** 1 when the line sends 66-character Persian parts instead of 70; our lines never do. */
  is_66_char: v.number(),
  title: v.string(),
  is_default: v.boolean(),
});
export type SenderLine = v.InferOutput<typeof SenderLineSchema>;
/** `GET number/numbers?page=&per_page=`: at most this many lines a page (a user has a handful). */
export const SENDER_LINES_MAX_PER_PAGE = 100;
export const SenderLinesQuerySchema = pagedQuery({}, SENDER_LINES_MAX_PER_PAGE, 10);

/** A line's number in E.164: lines are stored as dialled inside Iran (3000123456 → +983000123456). */
export const senderLineE164 = (dialled: string) => `+98${dialled}`;
/** A line as people dial it inside Iran (+983000123456 → 3000123456). */
export const senderLineDialled = (e164: string) => e164.replace(/^\+98/, '');

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
 * invalid number is reported at its index with 'number is not valid'.
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

/** Quick send, pasted or typed numbers, at most 1000. */
export const QuickTargetSchema = v.object({
  type: v.literal('quick'),
  mobiles: mobileListSchema(MAX_PASTED_NUMBERS, messages.tooManyPastedNumbers),
});
/** A phonebook's numbers chosen for a send: all of some phonebooks (a window of them), or some by id. */
export type PhonebookGroup =
  | { type: 'all'; phonebook_ids: number[]; start?: number | undefined; size?: number | undefined }
  | { type: 'detail'; phonebook_id: number; number_ids: number[] };
/** A phonebook must be chosen; its numbers (all, or those picked) are the recipients. */
export const PhonebookTargetSchema = v.object({
  type: v.literal('phonebook'),
  groups: v.pipe(
    v.array(
      v.custom<PhonebookGroup>((g) => typeof g === 'object' && g !== null),
      messages.selectPhonebook,
    ),
    v.minLength(1, messages.selectPhonebook),
  ),
});
/** A file's valid numbers (parsed in the panel's worker), or the id of an uploaded file. */
export const FileTargetSchema = v.pipe(
  v.object({
    type: v.literal('file'),
    mobiles: v.optional(mobileListSchema(MAX_FILE_RECORDS, messages.fileTooManyRecords)),
    upload_id: v.optional(v.pipe(v.string(), v.nonEmpty())),
  }),
  v.check((t) => (t.mobiles === undefined) !== (t.upload_id === undefined), sendMessages.fileNumbersOrUpload),
);
/** Inbox keyword send: the numbers that texted the keyword to the user's lines (inbox). */
export const InboxKeywordTargetSchema = v.object({
  type: v.literal('inbox_keyword'),
  keyword: v.pipe(
    v.string(sendMessages.keywordRequired),
    v.trim(),
    v.nonEmpty(sendMessages.keywordRequired),
    v.maxLength(50),
  ),
});
/** `GET send/keyword/count`: how many numbers texted the keyword to the user's lines. */
export const KeywordCountQuerySchema = v.object({ keyword: InboxKeywordTargetSchema.entries.keyword });

/** Peer to peer, one text per number (the Excel file's message and mobile columns). */
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
/** A job (business sub-category) must be chosen. */
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
/** An area drawn on the map; at least MIN_MAP_RECIPIENTS recipients (checked by the server). */
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
/** A city (or a whole county or province) must be chosen. */
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
  'inbox_keyword',
] as const;
export type SendType = (typeof SEND_TYPES)[number];
/**
 * What a stored send (bulk) may be: the composer's types, and the API's sends of one message with a
 * pattern (`pattern`) or of a voice code (`votp`), which are made by pattern-send.ts, not priced here.
 */
export const BULK_TYPES = [...SEND_TYPES, 'pattern', 'votp'] as const;
export type BulkType = (typeof BULK_TYPES)[number];

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
   * to every send and prices it, exactly as the composer counts it.
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
  /** Numbers sent to besides the target's (a bank's or a file's `other_recipients`). */
  other_recipients: v.optional(v.array(v.string())),
};
/** Peer to peer carries its texts in the pairs; `text` is not asked for. */
const PeerCommonEntries = { ...SendCommonEntries, text: v.optional(v.string(), '') };

export const QuickSendSchema = v.object({ ...QuickTargetSchema.entries, ...SendCommonEntries });
export const PhonebookSendSchema = v.object({ ...PhonebookTargetSchema.entries, ...SendCommonEntries });
/** A file send: the uploaded file (read by the server into `mobiles`), or its numbers. */
export const FileSendSchema = v.object({
  ...FileTargetSchema.pipe[0].entries,
  upload: v.optional(v.instance(Blob)),
  ...SendCommonEntries,
});
export const InboxKeywordSendSchema = v.object({ ...InboxKeywordTargetSchema.entries, ...SendCommonEntries });
/** Peer to peer: its pairs, or an uploaded file of them (read by the server into `pairs`). */
export const PeerToPeerSendSchema = v.object({
  ...PeerToPeerTargetSchema.entries,
  pairs: v.optional(PeerToPeerTargetSchema.entries.pairs),
  upload: v.optional(v.instance(Blob)),
  ...PeerCommonEntries,
});
/**
 * Keyword send (mail merge): the text's column placeholders ({ex_B}) filled per row of the uploaded
 * file (mail-merge.ts). The server reads `upload` into `pairs`, each number with its own text; rows
 * whose number is in `excluded_rows` (the file's row numbers) are left out.
 */
export const KeywordSendSchema = v.object({
  type: v.literal('keyword'),
  pairs: v.optional(PeerToPeerTargetSchema.entries.pairs),
  upload: v.optional(v.instance(Blob)),
  excluded_rows: v.optional(v.array(v.number())),
  /** The mobile column the user chose (zero-based), else found as in a file send. */
  mobile_column: v.optional(v.number()),
  /** keyword_phonebook: the contacts of these phonebooks, each with the text filled from them. */
  phonebook_ids: v.optional(v.array(v.number())),
  ...SendCommonEntries,
});
/** A business send names sub-categories, or whole categories (all of their sub-categories). */
export const JobSendSchema = v.object({
  ...JobTargetSchema.entries,
  sub_category_ids: v.array(IdSchema),
  category_ids: v.optional(v.array(IdSchema), []),
  ...SendCommonEntries,
});
export const MapSendSchema = v.object({ ...MapTargetSchema.entries, ...SendCommonEntries });
export const PostalCodeSendSchema = v.object({ ...PostalCodeTargetSchema.entries, ...SendCommonEntries });
export const CitySendSchema = v.pipe(
  v.object({ ...CityTargetSchema.pipe[0].entries, ...SendCommonEntries }),
  v.check((t) => t.province_ids.length + t.county_ids.length + t.city_ids.length > 0, messages.selectCity),
);
export const TowerSendSchema = v.object({ ...TowerTargetSchema.entries, ...SendCommonEntries });

/** A send as the server prices and makes it: the target by `type` and the common fields (send-body.schema.ts reads the published API's body into it). */
export const SendRequestSchema = v.variant('type', [
  QuickSendSchema,
  PhonebookSendSchema,
  FileSendSchema,
  KeywordSendSchema,
  InboxKeywordSendSchema,
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
export type InboxKeywordSend = v.InferOutput<typeof InboxKeywordSendSchema>;
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

/**
 * `POST send/calculate-price`: one message's price to an MCI number and to another operator's, and
 * its parts (as documented); for a whole send body, also what the whole send would cost. Nothing is
 * written.
 */
export const SendPriceDataSchema = v.object({
  mci_price: v.number(),
  other_price: v.number(),
  parts: v.number(),
  encoding: v.picklist(['gsm7', 'ucs2']),
  ...v.partial(
    v.object({
      /** Recipients that would be charged (blacklisted and cancel-11 numbers left out). */
      recipients: v.number(),
      /** Numbers refused: on the blacklist or the cancel-11 list (status 4, not charged). */
      blocked: v.number(),
      /** `blocked` by reason; a number on both lists counts as blacklisted. */
      skipped: v.object({ blacklist: v.number(), cancel_11: v.number() }),
      lines: v.array(PriceLineSchema),
      base: v.number(),
      surcharge: v.number(),
      legal_extra: v.number(),
      /** Rials to be debited. */
      price: v.number(),
      /** The wallet now, and whether it covers the price. */
      credit: v.number(),
      enough_credit: v.boolean(),
    }),
  ).entries,
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
  /** The send's id, as the published API answers it (one send, one id). */
  message_outbox_ids: v.array(v.number()),
  bulk_id: v.number(),
  type: v.picklist(BULK_TYPES),
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

/** `POST send/cancel` (stop sending): the send's id, a number or digits. */
export const SendCancelSchema = v.object({
  message_outbox_id: v.pipe(
    v.union([v.number(), v.string()], sendMessages.bulkNotFound),
    v.transform((id) => (typeof id === 'number' ? id : Number(toLatinDigits(id).trim() || Number.NaN))),
    v.integer(sendMessages.bulkNotFound),
    v.minValue(1, sendMessages.bulkNotFound),
  ),
});
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
  unknownCategory: 'دستهٔ شغلی انتخاب‌شده معتبر نیست',
  unknownSubCategory: 'زیردستهٔ انتخاب‌شده در این دستهٔ شغلی نیست',
  selectOperator: 'اپراتور انتخاب‌شده معتبر نیست',
  selectGender: 'جنسیت انتخاب‌شده معتبر نیست',
  invalidRange: 'شروع و تعداد باید عدد صحیح و نامنفی باشند',
  invalidBirthYear: 'سال تولد باید بین ۱۳۰۰ و ۱۴۱۰ باشد',
  invalidPrefix: 'پیش‌شماره باید ۲ تا ۶ رقم باشد',
} as const;

/** The answer of the published counts: the numbers a bank filter holds, per operator. */
export const OperatorCountsSchema = v.object({
  mci_count: v.number(),
  irancell_count: v.number(),
  other_count: v.number(),
});
export type OperatorCounts = v.InferOutput<typeof OperatorCountsSchema>;

const IdQuery = (message: string) =>
  v.pipe(v.string(message), v.transform(toLatinDigits), v.regex(/^\d+$/, message), v.toNumber());
/** A whole number of 0 or more from a query string, in any digit script. */
const ZeroOrMoreQuery = (message: string) =>
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
  start: v.optional(ZeroOrMoreQuery(bankMessages.invalidRange)),
  size: v.optional(ZeroOrMoreQuery(bankMessages.invalidRange)),
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

// ---------------------------------------------------------------------------------------------
// Live progress

/** Recipients by status (0 sent, 1 reached telecom, 2 reached handset, 3 not reached, 4 blacklisted). */
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

/** `GET report/by_bulk?messages_outbox_id=`: a send of this user, with its progress. */
export const BulkSummaryQuerySchema = v.object({ messages_outbox_id: IdQuery(sendMessages.bulkNotFound) });
/** Our own summary of a send, under `bulk` in the published API's outbox report. */
export const BulkSummarySchema = v.object({
  ...BulkProgressSchema.entries,
  type: v.picklist(BULK_TYPES),
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

/** A send's state as the published API numbers it (0–9), from our bulk status. */
export const OUTBOX_STATE_IDS: Readonly<Record<BulkStatus, number>> = {
  scheduled: 5,
  queued: 5,
  sending: 2,
  done: 6,
  cancelled: 7,
};
/** The published API's Persian names of a send's states 0–9. */
export const outboxStateLabels: readonly string[] = [
  'در حال ایجاد',
  'در صف بررسی',
  'در حال ارسال',
  'ردشده در بررسی',
  'گیرندگان نامعتبر',
  'در صف ارسال',
  'پایان یافته',
  'لغو شده',
  'اعتبار ناکافی',
  'خطای سیستم',
];

/**
 * `GET report/by_bulk`: the send as the published API reports it (ids, counts and times as strings,
 * times in unix seconds, `status` the state's Persian name), with our summary under `bulk`.
 */
export const OutboxReportSchema = v.object({
  username: v.string(),
  number_color: v.null(),
  /** The line, E.164. */
  number: v.string(),
  number_id: v.string(),
  messages_outbox_id: v.string(),
  state: v.string(),
  type: v.string(),
  time_send: v.string(),
  time: v.string(),
  rcpts_count: v.string(),
  exit_count: v.string(),
  status: v.string(),
  /** Rials returned to the wallet (a stopped send). */
  return: v.number(),
  partner_id: v.null(),
  in_delivery_line: v.number(),
  valid: v.null(),
  message: v.string(),
  part: v.string(),
  cost: v.number(),
  summary: v.string(),
  user_ip: v.nullable(v.string()),
  user_id: v.string(),
  reject_comment: v.null(),
  files_path: v.null(),
  parent_id: v.null(),
  state_id: v.number(),
  bulk: BulkSummarySchema,
});
export type OutboxReport = v.InferOutput<typeof OutboxReportSchema>;

/** `GET report/bulk_stats?bulk_id=`: the send's id (a number or digits). */
export const BulkStatsQuerySchema = v.object({ bulk_id: IdQuery(sendMessages.bulkNotFound) });
/** Recipients of one operator, by the text's script: `en` a Latin (GSM-7) text, `fa` a Persian (UCS-2) one. */
const ScriptCountsSchema = v.object({ en: v.number(), fa: v.number() });
const ScriptCountsByOperatorSchema = v.object({
  mci: ScriptCountsSchema,
  irancell: ScriptCountsSchema,
  rightel: ScriptCountsSchema,
  other: ScriptCountsSchema,
});
export type ScriptCountsByOperator = v.InferOutput<typeof ScriptCountsByOperatorSchema>;
/**
 * The send's recipients by outcome and operator: blacklisted (status 4), failed (3, not reached),
 * pending (not gone out yet), sent (with the operator, 0 or 1) and delivered (2).
 */
export const BulkStatsSchema = v.object({
  operators_blacklist: ScriptCountsByOperatorSchema,
  operators_failed: ScriptCountsByOperatorSchema,
  operators_pending: ScriptCountsByOperatorSchema,
  operators_sent: ScriptCountsByOperatorSchema,
  operators_delivered: ScriptCountsByOperatorSchema,
});
export type BulkStats = v.InferOutput<typeof BulkStatsSchema>;
