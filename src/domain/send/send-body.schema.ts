// `POST send` and the whole-send form of `send/calculate-price`: the published API's body, one
// `sending_type` a way of choosing recipients, with `from_number` (the line in E.164), `message`,
// `send_time` (UTC `YYYY-MM-DD HH:MM:SS`) and per type its `params`. Each type is read here into the
// send's own target (send.schema.ts), so the server prices and sends one shape whatever the client.
// Numbers are accepted in every form people type and come out canonical (98XXXXXXXXXX).
import * as v from 'valibot';
import { toLatinDigits } from '../core/digits.ts';
import { MAX_FILE_RECORDS, MAX_PASTED_NUMBERS } from '../core/limits.ts';
import { messages } from '../core/messages.ts';
import { PatternParamsSchema, VotpCodeSchema } from '../patterns/pattern-send.schema.ts';
import { patternRuleMessages } from '../patterns/patterns.messages.ts';
import { columnIndex, mailMergeMessages } from './mail-merge.rules.ts';
import { sendMessages } from './send.messages.ts';
import {
  type BankFilterInput,
  LngLatSchema,
  mobileListSchema,
  type SendRequest,
  StoredUtcSchema,
} from './send.schema.ts';
import {
  BANK_BIRTH_YEAR_MAX,
  BANK_BIRTH_YEAR_MIN,
  BANK_OPERATOR_IDS,
  bankMessages,
} from './send-banks.schema.ts';

/** Persian refusals of the send body that send.schema.ts does not hold. */
export const sendBodyMessages = {
  unknownType: 'نوع ارسال نامعتبر است',
  fromNumberRequired: messages.selectSenderLine,
  fileRequired: 'فایل گیرندگان را بارگذاری کنید',
  invalidId: 'شناسه نامعتبر است',
  invalidPostalPrefix: 'کد پستی باید بین ۲ تا ۱۰ رقم باشد',
} as const;

/** An id as the published API's examples send it: a number or a string of digits (any script). */
export const LooseIdSchema = v.pipe(
  v.union([v.number(), v.string()], sendBodyMessages.invalidId),
  v.transform((id) => (typeof id === 'number' ? id : Number(toLatinDigits(id).trim() || Number.NaN))),
  v.integer(sendBodyMessages.invalidId),
  v.minValue(1, sendBodyMessages.invalidId),
);
/** A count or offset as the examples send it (a number or a digit string), 0 or more. */
const LooseCountSchema = v.pipe(
  v.union([v.number(), v.string()], sendBodyMessages.invalidId),
  v.transform((n) => (typeof n === 'number' ? n : Number(toLatinDigits(n).trim() || Number.NaN))),
  v.integer(sendBodyMessages.invalidId),
  v.minValue(0, sendBodyMessages.invalidId),
);
const idList = (message: string) =>
  v.pipe(v.array(LooseIdSchema, message), v.minLength(1, message), v.maxLength(1000, message));

/** `send_time`: absent, empty or null sends now. */
const SendTimeSchema = v.optional(
  v.pipe(
    v.nullable(v.union([v.literal(''), StoredUtcSchema], sendMessages.invalidSchedule)),
    v.transform((t) => (t === '' ? null : t)),
  ),
  null,
);
const MessageSchema = v.pipe(
  v.string(messages.textRequired),
  v.trim(),
  v.nonEmpty(messages.textRequired),
  v.maxLength(2_000),
);
/** Multipart sends their booleans as text. */
const LinkTrackingSchema = v.optional(
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false', '1', '0'])]),
    v.transform((b) => b === true || b === 'true' || b === '1'),
  ),
  false,
);

const common = {
  from_number: v.pipe(
    v.string(sendBodyMessages.fromNumberRequired),
    v.trim(),
    v.nonEmpty(sendBodyMessages.fromNumberRequired),
  ),
  message: MessageSchema,
  send_time: SendTimeSchema,
  /** Our extension: UTM link tracking of the links in the message. */
  link_tracking: LinkTrackingSchema,
};
/** Additional recipients besides a bank's or a file's (optional). */
const otherRecipients = v.optional(mobileListSchema(MAX_FILE_RECORDS, messages.fileTooManyRecords));

/** `{ start, size }` of one operator's numbers in a bank (documented for country and postal code). */
const RangeSchema = v.object({ start: v.optional(LooseCountSchema), size: v.optional(LooseCountSchema) });
type Range = v.InferOutput<typeof RangeSchema>;
const range = (r: Range | undefined) => r && { start: r.start ?? 0, size: r.size };
/**
 * A country or postal-code param's `mci`, `irancell` and `other`: none given, every operator and every
 * number; some given, only those operators, each its numbers from `start`, at most `size` (0: none).
 */
function namedRanges(p: {
  mci?: Range | undefined;
  irancell?: Range | undefined;
  other?: Range | undefined;
}) {
  if (!p.mci && !p.irancell && !p.other) return undefined;
  return { mci: range(p.mci), irancell: range(p.irancell), other: range(p.other) };
}
/** A Jalali birth year, 1300 to 1410. */
const BirthYearSchema = v.optional(
  v.pipe(
    v.union([v.number(), v.string()], bankMessages.invalidBirthYear),
    v.transform((n) => (typeof n === 'number' ? n : Number(toLatinDigits(n).trim() || Number.NaN))),
    v.integer(bankMessages.invalidBirthYear),
    v.minValue(BANK_BIRTH_YEAR_MIN, bankMessages.invalidBirthYear),
    v.maxValue(BANK_BIRTH_YEAR_MAX, bankMessages.invalidBirthYear),
  ),
);
/** The birth years and per-operator slices a country or postal-code send may name. */
const ageAndOperatorSizes = {
  age_from: BirthYearSchema,
  age_to: BirthYearSchema,
  mci: v.optional(RangeSchema),
  irancell: v.optional(RangeSchema),
  other: v.optional(RangeSchema),
};

/**
 * Who of a bank a param takes: `bank` "white" only numbers not on the operators' list of those who
 * refuse advertising ("all", or none: every number); `pre` the number's prefix (938, "0912"); `gender`
 * 1 men, 2 women, 3 organisations (0, or none: everyone).
 */
const bankFilters = {
  bank: v.optional(v.picklist(['all', 'white'], bankMessages.invalidBank)),
  pre: v.optional(
    v.pipe(
      v.union([v.number(), v.string()], bankMessages.invalidPrefix),
      v.transform((p) =>
        toLatinDigits(String(p))
          .trim()
          .replace(/^(\+?98|0)/, ''),
      ),
      v.regex(/^(9\d{1,5})?$/, bankMessages.invalidPrefix),
    ),
  ),
  gender: v.optional(
    v.pipe(
      v.union([v.number(), v.string()], bankMessages.selectGender),
      v.transform((g) => (typeof g === 'number' ? g : Number(toLatinDigits(g).trim() || Number.NaN))),
      v.picklist([0, 1, 2, 3], bankMessages.selectGender),
    ),
  ),
};
type BankParam = {
  bank?: 'all' | 'white' | undefined;
  pre?: string | undefined;
  gender?: number | undefined;
};
/** A param's filters as the send's target carries them. */
function filterOf(p: BankParam, from: number | undefined, to: number | undefined): BankFilterInput {
  return {
    ...(p.gender ? { gender: p.gender as 1 | 2 | 3 } : {}),
    ...(from === undefined ? {} : { birth_year_from: from }),
    ...(to === undefined ? {} : { birth_year_to: to }),
    ...(p.pre ? { number_prefix: p.pre } : {}),
    ...(p.bank === 'white' ? { white_only: true } : {}),
  };
}

/** A send before its line is known: the published API names the line by number, not by id. */
export type SendOrder = SendRequest extends infer T
  ? T extends unknown
    ? Omit<T, 'sender_line_id'>
    : never
  : never;
/** A send of the composer's pipeline: the line by number and the target and text. */
export type ComposerSendOrder = { from_number: string; request: SendOrder };
type Order = ComposerSendOrder;
/** A send of one message with a pattern: made by pattern-send.ts, not by the composer's pipeline. */
export type PatternSendOrder = {
  kind: 'pattern';
  from_number: string;
  code: string;
  mobile: string;
  params: Record<string, string | number>;
  phonebook?: v.InferOutput<typeof PatternPhonebookSchema>;
};
/** A voice code to one number; `from_number` null: the user's default line. */
export type VotpSendOrder = { kind: 'votp'; from_number: string | null; code: string; mobile: string };
/** What `POST send`'s body reads into. */
export type AnySendOrder = Order | PatternSendOrder | VotpSendOrder;
type Common = { from_number: string; message: string; send_time: string | null; link_tracking: boolean };
const shared = (b: Common) => ({
  text: b.message,
  scheduled_at: b.send_time,
  link_tracking: b.link_tracking,
});
const order = (b: Common, request: Record<string, unknown>): Order =>
  ({ from_number: b.from_number, request: { ...shared(b), ...request } }) as Order;

// --- documented types ------------------------------------------------------------------------

const Webservice = v.pipe(
  v.object({
    sending_type: v.literal('webservice'),
    ...common,
    params: v.object({ recipients: mobileListSchema(MAX_PASTED_NUMBERS, messages.tooManyPastedNumbers) }),
  }),
  v.transform((b) => order(b, { type: 'quick', mobiles: b.params.recipients })),
);

const PeerToPeer = v.pipe(
  v.object({
    sending_type: v.literal('peer_to_peer'),
    ...common,
    /** Each text carries its own; a top-level one is not asked for. */
    message: v.optional(v.string(), ''),
    params: v.pipe(
      v.array(
        v.object({
          recipients: mobileListSchema(MAX_FILE_RECORDS, messages.fileTooManyRecords),
          message: MessageSchema,
        }),
        messages.contactsRequired,
      ),
      v.minLength(1, messages.contactsRequired),
    ),
  }),
  v.check(
    (b) => b.params.reduce((s, p) => s + p.recipients.length, 0) <= MAX_FILE_RECORDS,
    messages.fileTooManyRecords,
  ),
  v.transform((b) =>
    order(b, {
      type: 'peer_to_peer',
      pairs: b.params.flatMap((p, message) =>
        p.recipients.map((mobile) => ({ mobile, text: p.message, message })),
      ),
    }),
  ),
);

const PhonebookGroupSchema = v.variant(
  'type',
  [
    v.object({
      type: v.literal('all'),
      phonebook_ids: idList(messages.selectPhonebook),
      start: v.optional(LooseCountSchema),
      size: v.optional(LooseCountSchema),
    }),
    v.object({
      type: v.literal('detail'),
      phonebook_id: LooseIdSchema,
      number_ids: idList(messages.contactsRequired),
    }),
  ],
  messages.selectPhonebook,
);

const Phonebook = v.pipe(
  v.object({
    sending_type: v.literal('phonebook'),
    ...common,
    params: v.pipe(
      v.array(PhonebookGroupSchema, messages.selectPhonebook),
      v.minLength(1, messages.selectPhonebook),
      v.maxLength(1000),
    ),
  }),
  v.transform((b) => order(b, { type: 'phonebook', groups: b.params })),
);

/** `files[]`: the first file is read (csv, txt, xlsx or xls) by the same reader as the panel's. */
const FilesSchema = v.optional(
  v.array(v.instance(Blob, sendBodyMessages.fileRequired), sendBodyMessages.fileRequired),
);
/**
 * A missing `files[]` is refused with its own message (an optional key's pipe does not run), under
 * `files` as the published API names it.
 */
const hasFile = <T extends { files?: Blob[] | undefined }>() =>
  v.forward(
    v.check<T, string>((b) => (b.files?.length ?? 0) > 0, sendBodyMessages.fileRequired),
    ['files'] as never,
  );

// The file itself is read on the server (services), with the reader the panel's worker uses.
const File_ = v.pipe(
  v.object({
    sending_type: v.literal('file'),
    ...common,
    files: FilesSchema,
    other_recipients: otherRecipients,
  }),
  hasFile(),
  v.transform((b) => order(b, { type: 'file', upload: b.files?.[0], other_recipients: b.other_recipients })),
);

const PeerToPeerFile = v.pipe(
  v.object({
    sending_type: v.literal('peer_to_peer_file'),
    ...common,
    message: v.optional(v.string(), ''),
    files: FilesSchema,
  }),
  hasFile(),
  v.transform((b) => order(b, { type: 'peer_to_peer', upload: b.files?.[0] })),
);

/**
 * `keyword` (mail merge): `message` holds column placeholders ({ex_B}) filled per row of `files[]`
 * (xlsx, csv or txt, read like a file send's); `excluded_rows` (ours) names the file's rows to leave
 * out (row numbers: its non-empty rows counted from 1, the header row too); `mobile_column` (ours)
 * names the mobile column by letter (B) when the user chose one, else it is found as in a file send.
 */
const Keyword = v.pipe(
  v.object({
    sending_type: v.literal('keyword'),
    ...common,
    files: FilesSchema,
    excluded_rows: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.union([v.number(), v.string()], mailMergeMessages.invalidRows),
            v.transform((n) => (typeof n === 'number' ? n : Number(toLatinDigits(n).trim() || Number.NaN))),
            v.integer(mailMergeMessages.invalidRows),
            v.minValue(1, mailMergeMessages.invalidRows),
          ),
          mailMergeMessages.invalidRows,
        ),
        v.maxLength(MAX_FILE_RECORDS, mailMergeMessages.invalidRows),
      ),
    ),
    mobile_column: v.optional(
      v.pipe(
        v.string(mailMergeMessages.invalidColumn),
        v.trim(),
        v.regex(/^[A-Za-z]{1,3}$/, mailMergeMessages.invalidColumn),
        v.transform(columnIndex),
      ),
    ),
  }),
  hasFile(),
  v.transform((b) =>
    order(b, {
      type: 'keyword',
      upload: b.files?.[0],
      excluded_rows: b.excluded_rows ?? [],
      mobile_column: b.mobile_column,
    }),
  ),
);

/** A postal code or its leading digits, 2 to 10 (a short one stands for every area it begins). */
const PostalCodeSchema = v.pipe(
  v.union([v.number(), v.string()], sendBodyMessages.invalidPostalPrefix),
  v.transform((code) => toLatinDigits(String(code)).replace(/[\s-]/g, '')),
  v.regex(/^\d{2,10}$/, sendBodyMessages.invalidPostalPrefix),
);
const PostalCode = v.pipe(
  v.object({
    sending_type: v.literal('postal_code'),
    ...common,
    params: v.pipe(
      v.array(
        v.object({
          ...bankFilters,
          postal_code: PostalCodeSchema,
          ...ageAndOperatorSizes,
        }),
        sendMessages.invalidPostalCode,
      ),
      v.minLength(1, sendMessages.invalidPostalCode),
      v.maxLength(1000),
    ),
    other_recipients: otherRecipients,
  }),
  v.transform((b) =>
    order(b, {
      type: 'postal_code',
      postal_codes: b.params.map((p) => p.postal_code),
      parts: b.params.map((p) => ({
        postal_codes: [p.postal_code],
        filter: filterOf(p, p.age_from, p.age_to),
        ranges: namedRanges(p),
      })),
      other_recipients: b.other_recipients,
    }),
  ),
);

/** The narrowest place a country param names: its city, else its county, else its province. */
type Place = {
  province_id?: number | undefined;
  county_id?: number | undefined;
  city_id?: number | undefined;
};
function places(params: readonly Place[]) {
  const out = { province_ids: [] as number[], county_ids: [] as number[], city_ids: [] as number[] };
  for (const p of params) {
    if (p.city_id !== undefined) out.city_ids.push(p.city_id);
    else if (p.county_id !== undefined) out.county_ids.push(p.county_id);
    else if (p.province_id !== undefined) out.province_ids.push(p.province_id);
  }
  return out;
}
/** A geolocation param names at least a province. */
const namesPlaces = <T extends { params: readonly Place[] }>(b: T) =>
  b.params.every((p) => (p.city_id ?? p.county_id ?? p.province_id) !== undefined);

const Country = v.pipe(
  v.object({
    sending_type: v.literal('country'),
    ...common,
    params: v.pipe(
      v.array(
        v.object({
          ...bankFilters,
          province_id: LooseIdSchema,
          county_id: v.optional(LooseIdSchema),
          city_id: v.optional(LooseIdSchema),
          ...ageAndOperatorSizes,
        }),
        messages.selectCity,
      ),
      v.minLength(1, messages.selectCity),
      v.maxLength(1000),
    ),
    other_recipients: otherRecipients,
  }),
  v.transform((b) =>
    order(b, {
      type: 'city',
      ...places(b.params),
      parts: b.params.map((p) => ({
        ...places([p]),
        filter: filterOf(p, p.age_from, p.age_to),
        ranges: namedRanges(p),
      })),
      other_recipients: b.other_recipients,
    }),
  ),
);

const OPERATOR_BY_ID = {
  [BANK_OPERATOR_IDS.mci]: 'mci',
  [BANK_OPERATOR_IDS.irancell]: 'irancell',
  [BANK_OPERATOR_IDS.other]: 'other',
} as const;
/** One operator's slice (1 MCI, 2 Irancell, 13 every other); without `id`, each operator not named. */
const OperatorRangeSchema = v.object({
  ...RangeSchema.entries,
  id: v.optional(
    v.pipe(
      LooseIdSchema,
      v.picklist(Object.values(BANK_OPERATOR_IDS), bankMessages.selectOperator),
      v.transform((id) => OPERATOR_BY_ID[id]),
    ),
  ),
});
/** A param's operators, each named once. */
const OperatorListSchema = v.optional(
  v.pipe(
    v.array(OperatorRangeSchema, bankMessages.selectOperator),
    v.check((list) => {
      const ids = list.flatMap((e) => (e.id ? [e.id] : []));
      return new Set(ids).size === ids.length && list.filter((e) => !e.id).length <= 1;
    }, bankMessages.repeatedOperator),
  ),
);
type OperatorEntry = v.InferOutput<typeof OperatorRangeSchema>;
/** A geolocation or job param's `operator`: none (or empty) every operator and number; else those named. */
function operatorRanges(list: readonly OperatorEntry[] | undefined) {
  if (!list || list.length === 0) return undefined;
  const rest = list.find((e) => !e.id);
  const of = (op: 'mci' | 'irancell' | 'other') => range(list.find((e) => e.id === op) ?? rest);
  return { mci: of('mci'), irancell: of('irancell'), other: of('other') };
}

const Geolocation = v.pipe(
  v.object({
    sending_type: v.literal('geolocation'),
    ...common,
    params: v.pipe(
      v.array(
        v.object({
          ...bankFilters,
          province_id: v.optional(LooseIdSchema),
          county_id: v.optional(LooseIdSchema),
          city_id: v.optional(LooseIdSchema),
          from_age: BirthYearSchema,
          to_age: BirthYearSchema,
          operator: OperatorListSchema,
        }),
        messages.selectCity,
      ),
      v.minLength(1, messages.selectCity),
      v.maxLength(1000),
    ),
    other_recipients: otherRecipients,
  }),
  v.check(namesPlaces, messages.selectCity),
  v.transform((b) =>
    order(b, {
      type: 'city',
      ...places(b.params),
      parts: b.params.map((p) => ({
        ...places([p]),
        filter: filterOf(p, p.from_age, p.to_age),
        ranges: operatorRanges(p.operator),
      })),
      other_recipients: b.other_recipients,
    }),
  ),
);

const Job = v.pipe(
  v.object({
    sending_type: v.literal('job'),
    ...common,
    params: v.pipe(
      v.array(
        v.object({
          main_category_id: LooseIdSchema,
          sub_category_id: v.optional(LooseIdSchema),
          operator: OperatorListSchema,
        }),
        messages.selectJob,
      ),
      v.minLength(1, messages.selectJob),
      v.maxLength(1000),
    ),
  }),
  v.transform((b) =>
    order(b, {
      type: 'job',
      sub_category_ids: b.params.flatMap((p) => (p.sub_category_id === undefined ? [] : [p.sub_category_id])),
      category_ids: b.params.flatMap((p) => (p.sub_category_id === undefined ? [p.main_category_id] : [])),
      parts: b.params.map((p) => ({
        sub_category_ids: p.sub_category_id === undefined ? [] : [p.sub_category_id],
        category_ids: p.sub_category_id === undefined ? [p.main_category_id] : [],
        ranges: operatorRanges(p.operator),
      })),
    }),
  ),
);

/**
 * `keyword_phonebook`: `message` holds placeholders filled per contact of the chosen phonebooks
 * (mail-merge-phonebook.ts): `{ex_<feature id>}` as documented, and ours `{ex_name}`, `{ex_pre}`.
 * It becomes a keyword send whose pairs the server makes from the books.
 */
const KeywordPhonebook = v.pipe(
  v.object({
    sending_type: v.literal('keyword_phonebook'),
    ...common,
    params: v.pipe(
      v.array(v.object({ phonebook_id: LooseIdSchema }), messages.selectPhonebook),
      v.minLength(1, messages.selectPhonebook),
      v.maxLength(100, messages.selectPhonebook),
    ),
  }),
  v.transform((b) =>
    order(b, { type: 'keyword', phonebook_ids: [...new Set(b.params.map((p) => p.phonebook_id))] }),
  ),
);

/** The phonebook a pattern send saves its recipient to, as documented (`options`: feature id → value). */
const PatternPhonebookSchema = v.object({
  id: LooseIdSchema,
  name: v.optional(v.string()),
  pre: v.optional(v.string()),
  email: v.optional(v.string()),
  options: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});

/**
 * `pattern` (docs/send/pattern.md): one recipient, the pattern's `code` and its variables' values in
 * `params`; optionally the recipient saved to a phonebook. The pattern and the values are checked by
 * the server (pattern-send.ts), which knows the pattern.
 */
const Pattern = v.pipe(
  v.object({
    sending_type: v.literal('pattern'),
    from_number: common.from_number,
    code: v.pipe(
      v.union([v.string(), v.number()], patternRuleMessages.patternCodeRequired),
      v.transform((c) => String(c).trim()),
      v.nonEmpty(patternRuleMessages.patternCodeRequired),
      v.maxLength(100, patternRuleMessages.patternNotFound),
    ),
    recipients: mobileListSchema(1, patternRuleMessages.patternOneRecipient),
    params: PatternParamsSchema,
    phonebook: v.optional(PatternPhonebookSchema),
  }),
  v.transform(
    (b): PatternSendOrder => ({
      kind: 'pattern',
      from_number: b.from_number,
      code: b.code,
      mobile: b.recipients[0] as string,
      params: b.params,
      ...(b.phonebook ? { phonebook: b.phonebook } : {}),
    }),
  ),
);

/**
 * `votp` (docs/send/votp.md): a voice code, `message` its digits, to the one number in
 * `params.recipients`. `from_number` is not documented for it: absent, the user's default line.
 */
const Votp = v.pipe(
  v.object({
    sending_type: v.literal('votp'),
    from_number: v.optional(v.pipe(v.string(), v.trim())),
    message: VotpCodeSchema,
    params: v.object({ recipients: mobileListSchema(1, patternRuleMessages.votpOneRecipient) }),
  }),
  v.transform(
    (b): VotpSendOrder => ({
      kind: 'votp',
      from_number: b.from_number || null,
      code: b.message,
      mobile: b.params.recipients[0] as string,
    }),
  ),
);

// --- designed types (the published API has none for these panel modes) ---------------------------

/** `map`: the area drawn on the map, `[longitude, latitude]` points, at most `size` numbers. */
const MapArea = v.pipe(
  v.object({
    sending_type: v.literal('map'),
    ...common,
    params: v.object({
      polygon: v.pipe(
        v.array(LngLatSchema, messages.selectLocation),
        v.minLength(3, messages.selectLocation),
        v.maxLength(500, sendMessages.invalidPolygon),
      ),
      size: v.optional(LooseCountSchema),
    }),
  }),
  v.transform((b) => order(b, { type: 'map', polygon: b.params.polygon, count: b.params.size || undefined })),
);

/** `irancell_tower`: Irancell tower areas, at most `size` numbers. */
const Tower = v.pipe(
  v.object({
    sending_type: v.literal('irancell_tower'),
    ...common,
    params: v.object({ tower_area_ids: idList(messages.selectLocation), size: v.optional(LooseCountSchema) }),
  }),
  v.transform((b) =>
    order(b, { type: 'tower', tower_area_ids: b.params.tower_area_ids, count: b.params.size || undefined }),
  ),
);

/** `inbox_keyword`: the people who texted `keyword` to the user's lines. */
const InboxKeyword = v.pipe(
  v.object({
    sending_type: v.literal('inbox_keyword'),
    ...common,
    params: v.object({
      keyword: v.pipe(
        v.string(sendMessages.keywordRequired),
        v.trim(),
        v.nonEmpty(sendMessages.keywordRequired),
        v.maxLength(50),
      ),
    }),
  }),
  v.transform((b) => order(b, { type: 'inbox_keyword', keyword: b.params.keyword })),
);

export const SENDING_TYPES = [
  'webservice',
  'peer_to_peer',
  'phonebook',
  'file',
  'peer_to_peer_file',
  'postal_code',
  'country',
  'geolocation',
  'job',
  'map',
  'irancell_tower',
  'inbox_keyword',
  'keyword',
  'keyword_phonebook',
  'pattern',
  'votp',
] as const;
export type SendingType = (typeof SENDING_TYPES)[number];

const variants = [
  Webservice,
  PeerToPeer,
  Phonebook,
  File_,
  PeerToPeerFile,
  PostalCode,
  Country,
  Geolocation,
  Job,
  MapArea,
  Tower,
  InboxKeyword,
  Keyword,
  KeywordPhonebook,
  Pattern,
  Votp,
] as const;

/**
 * `POST send`: the body by `sending_type`, read into `{ from_number, request }` (the send's target and
 * text; the server resolves `from_number` to one of the user's lines).
 */
export const SendBodySchema = v.pipe(
  v.looseObject({ sending_type: v.picklist(SENDING_TYPES, sendBodyMessages.unknownType) }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const type = dataset.value.sending_type;
    const schema = variants.find((s) => {
      const entries = s.pipe[0].entries as {
        sending_type: { literal?: string; options?: readonly string[] };
      };
      return entries.sending_type.literal === type || entries.sending_type.options?.includes(type);
    });
    const result = v.safeParse(schema as v.GenericSchema<unknown, AnySendOrder>, dataset.value);
    if (result.success) return result.output;
    for (const issue of result.issues)
      addIssue({ message: issue.message, ...(issue.path ? { path: issue.path } : {}) });
    return NEVER;
  }),
);
export type SendBody = v.InferOutput<typeof SendBodySchema>;

/** `POST send`'s body as documented: one form per sending_type (for the API's description only). */
export const SendBodyForms = v.union([...variants]);

/** What a client sends: a JSON body, or form fields and files for the file types. */
export type SendBodyInput = {
  sending_type: SendingType;
  from_number: string;
  message?: string;
  send_time?: string | null;
  link_tracking?: boolean;
  params?: unknown;
  other_recipients?: string[];
  files?: Blob[];
  /** Keyword send: the file's rows left out, and the mobile column chosen (its letter). */
  excluded_rows?: number[];
  mobile_column?: string;
};

/** A line as the published API writes it, E.164 (+98…): `3000505`, `983000505` or `+983000505`. */
export function lineE164(number: string): string {
  const digits = toLatinDigits(number).trim().replace(/[\s-]/g, '');
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('0098')) return `+${digits.slice(2)}`;
  if (digits.startsWith('98')) return `+${digits}`;
  if (digits.startsWith('0')) return `+98${digits.slice(1)}`;
  return `+98${digits}`;
}

/** `POST send/calculate-price` as documented: the line and the text; answers one message's price. */
export const PriceOfMessageSchema = v.object({
  number: common.from_number,
  message: MessageSchema,
});
/**
 * `POST send/calculate-price` takes the documented `{ number, message }`, or (our extension) a whole
 * send body, `sending_type` and all, to price the whole send before it is made.
 */
export const CalculatePriceBodySchema = v.pipe(
  v.looseObject({ sending_type: v.optional(v.string()) }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const whole = dataset.value.sending_type !== undefined;
    const result = whole
      ? v.safeParse(SendBodySchema, dataset.value)
      : v.safeParse(PriceOfMessageSchema, dataset.value);
    if (!result.success) {
      for (const issue of result.issues)
        addIssue({ message: issue.message, ...(issue.path ? { path: issue.path } : {}) });
      return NEVER;
    }
    if (whole) return { kind: 'send' as const, order: result.output as SendBody };
    const b = result.output as v.InferOutput<typeof PriceOfMessageSchema>;
    return { kind: 'message' as const, number: b.number, message: b.message };
  }),
);

/** `send/calculate-price`'s body as documented, and our extension (any form of a send). */
export const CalculatePriceBodyForms = v.union([PriceOfMessageSchema, ...variants]);
