// The send flow's shapes, for the panel, the server's validation and the OpenAPI document. A send as
// the server prices and makes it is one of ten targets told apart by `type` (send-body.schema.ts reads
// the published API's body, by `sending_type`, into it) plus the common fields. Money is integer rials, times are
// stored UTC `YYYY-MM-DD HH:mm:ss`.
import * as v from 'valibot';
import { toLatinDigits } from '../core/digits.ts';
import { IdSchema } from '../core/fields.ts';
import { MAX_FILE_RECORDS, MAX_PASTED_NUMBERS } from '../core/limits.ts';
import { messages } from '../core/messages.ts';
import { CANONICAL_MOBILE_PATTERN, normalizeMobile } from '../core/mobile.ts';
import { sendMessages } from './send.messages.ts';

/** A stored UTC timestamp, `YYYY-MM-DD HH:mm:ss`. */
export const StoredUtcSchema = v.pipe(
  v.string(sendMessages.invalidSchedule),
  v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, sendMessages.invalidSchedule),
);

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
  /**
   * Which message of the send the pair belongs to (the published body's params item, counted from
   * 0); absent, each pair is a message of its own (a file's row).
   */
  message: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type PeerToPeerPair = v.InferOutput<typeof PeerToPeerPairSchema>;
export const PeerToPeerTargetSchema = v.object({
  type: v.literal('peer_to_peer'),
  pairs: v.pipe(
    v.array(PeerToPeerPairSchema, messages.contactsRequired),
    v.minLength(1, messages.contactsRequired),
    v.maxLength(MAX_FILE_RECORDS, messages.fileTooManyRecords),
    v.check((pairs) => pairs.every((p) => normalizeMobile(p.mobile) !== null), messages.numberNotValid),
    v.transform((pairs) =>
      pairs.map((p) => ({
        mobile: normalizeMobile(p.mobile) as string,
        text: p.text,
        ...(p.message === undefined ? {} : { message: p.message }),
      })),
    ),
  ),
});
/**
 * Who of a bank's people a part of a send takes: gender (1 men, 2 women, 3 organisations), Jalali birth
 * years, the number's prefix after its 0 or 98 (912, 9351…), and with `white_only` only numbers not on
 * the operators' list of those who refuse advertising.
 */
export const BankFilterSchema = v.object({
  gender: v.optional(v.picklist([1, 2, 3])),
  birth_year_from: v.optional(v.pipe(v.number(), v.integer())),
  birth_year_to: v.optional(v.pipe(v.number(), v.integer())),
  number_prefix: v.optional(v.pipe(v.string(), v.regex(/^9\d{1,5}$/))),
  white_only: v.optional(v.boolean()),
});
export type BankFilterInput = v.InferOutput<typeof BankFilterSchema>;
const OperatorRangeSchema = v.optional(
  v.object({
    start: v.pipe(v.number(), v.integer(), v.minValue(0)),
    size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
);
/** Only the operators named, each its numbers from `start` (counted from 0), at most `size`. */
export const BankRangesSchema = v.object({
  mci: OperatorRangeSchema,
  irancell: OperatorRangeSchema,
  other: OperatorRangeSchema,
});
export type BankRanges = v.InferOutput<typeof BankRangesSchema>;
/** What each part of a bank target (one param of the published body) may narrow. */
const BankPartEntries = {
  filter: v.optional(BankFilterSchema),
  ranges: v.optional(BankRangesSchema),
};
const PartsSchema = <T extends v.ObjectEntries>(entries: T) =>
  v.optional(v.pipe(v.array(v.object({ ...entries, ...BankPartEntries })), v.maxLength(1000)));

/** A job (business sub-category) must be chosen. */
export const JobTargetSchema = v.object({
  type: v.literal('job'),
  sub_category_ids: IdListSchema(messages.selectJob),
  count: CountSchema,
  /** Each part its sub-categories (or whole categories), filter and operator slices; the union is sent. */
  parts: PartsSchema({ sub_category_ids: v.array(IdSchema), category_ids: v.array(IdSchema) }),
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
  /** Each part its codes (a code shorter than 5 digits: every area it begins), filter and slices. */
  parts: PartsSchema({ postal_codes: v.array(v.pipe(v.string(), v.regex(/^\d{2,10}$/))) }),
});
/** A city (or a whole county or province) must be chosen. */
export const CityTargetSchema = v.pipe(
  v.object({
    type: v.literal('city'),
    province_ids: v.optional(v.array(IdSchema), []),
    county_ids: v.optional(v.array(IdSchema), []),
    city_ids: v.optional(v.array(IdSchema), []),
    count: CountSchema,
    /** Each part its places, filter and operator slices; the union is sent. */
    parts: PartsSchema({
      province_ids: v.array(IdSchema),
      county_ids: v.array(IdSchema),
      city_ids: v.array(IdSchema),
    }),
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
  /**
   * The ids the published API answers: one per message of a peer_to_peer send (per params item),
   * of a peer_to_peer_file send (per row) and of a keyword_phonebook send (per contact), in that
   * order; any other send is one message and answers its campaign's id.
   */
  message_outbox_ids: v.array(v.number()),
  /** The campaign: the whole send, as the reports list it and its live progress names it. */
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
