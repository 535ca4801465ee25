// Contacts (مخاطبان): phonebooks, the numbers in them with their features' values and tags, the
// user's features, the blacklist and the cancel-11 list. The published API (docs/phonebook) gives
// the paths, bodies and field names; tags, the blacklist and cancel-11 are ours, in its style.
//
// Ids arrive as numbers or as digit strings of any script (the published examples send
// `"phonebook_id": "1234"`); numbers in any way people write them. Every message is Persian.
import * as v from 'valibot';
import { isValidEmail } from '../account/identity.rules.ts';
import { toLatinDigits, toPersianDigits } from '../core/digits.ts';
import { FEATURE_TYPES, type FeatureType } from '../core/enums.ts';
import { pagedQuery } from '../core/fields.ts';
import { isValidJalaliDate, jalaliToGregorian } from '../core/jalali.ts';
import { messages } from '../core/messages.ts';
import { foldPersian } from '../core/persian-text.ts';

/** The most ids or numbers one call names. */
export const CONTACT_IDS_MAX = 1_000;
/** The most contacts one add-list-new call carries. */
export const CONTACT_ADD_MAX = 1_000;
/** The largest page of contacts, as documented. */
export const CONTACTS_PER_PAGE_MAX = 1_000;
/** A phonebook's title, as documented. */
export const PHONEBOOK_TITLE_MAX_LENGTH = 200;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_PRE_MAX = 30;
export const CONTACT_EMAIL_MAX = 200;
/** A string feature's value. */
export const OPTION_VALUE_MAX = 200;
export const OPTION_TITLE_MAX = 100;
export const TAG_MAX = 50;
/** The features one phonebook carries. */
export const PHONEBOOK_OPTIONS_MAX = 100;
/**
 * Beyond this many matches a contact list says "at least this many" (see contactListCall). Counting
 * reads every match up to the cap: at 10,000 a broad name in a million-contact book took 130 ms a
 * page; at 2,000 a search still counts two hundred pages of ten, more than anyone pages through.
 */
export const CONTACT_COUNT_CAP = 2_000;

export const contactMessages = {
  titleRequired: 'عنوان دفترچه تلفن را وارد کنید',
  titleTooLong: `عنوان دفترچه تلفن حداکثر ${toPersianDigits(PHONEBOOK_TITLE_MAX_LENGTH)} نویسه است`,
  titleTaken: 'دفترچه تلفنی با این عنوان دارید',
  phonebookNotFound: 'دفترچه تلفن پیدا نشد',
  invalidPhonebook: 'شناسهٔ دفترچه تلفن نامعتبر است',
  phonebooksRequired: 'دست‌کم یک دفترچه تلفن انتخاب کنید',
  invalidId: 'شناسه نامعتبر است',
  idsRequired: 'دست‌کم یک مورد انتخاب کنید',
  tooManyIds: `در هر درخواست حداکثر ${toPersianDigits(CONTACT_IDS_MAX)} مورد`,
  contactNotFound: 'مخاطب پیدا نشد',
  /** An edit made on an older copy of the contact (offline, or in another tab). */
  contactChanged: 'این مخاطب پس از آنکه ویرایشش را شروع کردید تغییر کرده است',
  contactsRequired: 'دست‌کم یک مخاطب وارد کنید',
  tooManyContacts: `در هر درخواست حداکثر ${toPersianDigits(CONTACT_ADD_MAX)} مخاطب`,
  nameTooLong: `نام حداکثر ${toPersianDigits(CONTACT_NAME_MAX)} نویسه است`,
  preTooLong: `عنوان (آقای/خانم) حداکثر ${toPersianDigits(CONTACT_PRE_MAX)} نویسه است`,
  emailTooLong: `ایمیل حداکثر ${toPersianDigits(CONTACT_EMAIL_MAX)} نویسه است`,
  invalidNumberFilter: 'شمارهٔ جستجو فقط می‌تواند رقم باشد',
  invalidDate: 'تاریخ نامعتبر است',
  searchTooLong: 'متن جستجو بیش از حد بلند است',
  optionValueNeedsOption: 'برای جستجو با مقدار ویژگی، ویژگی را انتخاب کنید',
  invalidOptions: 'مقادیر ویژگی‌ها نامعتبر است',
  optionNotFound: 'ویژگی پیدا نشد',
  optionNotOfBook: 'این ویژگی به دفترچه تلفن مخاطب وصل نیست',
  optionTitleRequired: 'عنوان ویژگی را وارد کنید',
  optionTitleTooLong: `عنوان ویژگی حداکثر ${toPersianDigits(OPTION_TITLE_MAX)} نویسه است`,
  optionTypeRequired: 'نوع ویژگی باید متن، تاریخ یا عدد باشد',
  latinTitleTaken: 'ویژگی دیگری با این عنوان لاتین دارید',
  invalidEnabled: 'وضعیت ویژگی باید فعال یا غیرفعال باشد',
  intValue: 'مقدار این ویژگی باید عدد صحیح باشد',
  dateValue: 'مقدار این ویژگی باید تاریخ باشد (مانند ۱۴۰۳/۰۵/۲۰)',
  stringValue: `مقدار این ویژگی حداکثر ${toPersianDigits(OPTION_VALUE_MAX)} نویسه است`,
  tagRequired: 'برچسب را وارد کنید',
  tagTooLong: `برچسب حداکثر ${toPersianDigits(TAG_MAX)} نویسه است`,
  tagsRequired: 'دست‌کم یک برچسب برای افزودن یا برداشتن وارد کنید',
  tooManyTags: 'در هر درخواست حداکثر ۵۰ برچسب',
  numbersRequired: 'دست‌کم یک شماره وارد کنید',
  invalidLine: 'خط باید شمارهٔ خط باشد',
  deleted: (n: number) => `${toPersianDigits(n)} مورد حذف شد`,
  blacklisted: (n: number) => `${toPersianDigits(n)} شماره به لیست سیاه افزوده شد`,
  blacklistKindRequired: 'دست‌کم یکی از ارسال یا دریافت را برای مسدود شدن انتخاب کنید',
  tagged: (n: number) => `برچسب‌های ${toPersianDigits(n)} مخاطب به‌روز شد`,
  added: (n: number) => `${toPersianDigits(n)} مخاطب افزوده شد`,
} as const;

// ---------------------------------------------------------------------------------------------
// Building blocks

/** A positive id sent as a number or as digits of any script. */
export const idValue = (message: string = contactMessages.invalidId) =>
  v.pipe(
    v.union([v.number(message), v.string(message)], message),
    v.transform((x) => (typeof x === 'number' ? String(x) : toLatinDigits(x).trim())),
    v.regex(/^\d{1,15}$/, message),
    v.transform(Number),
    v.minValue(1, message),
  );

/** Some ids (at least one, at most CONTACT_IDS_MAX). */
const idList = (required: string = contactMessages.idsRequired) =>
  v.pipe(
    v.optional(v.array(idValue(), required), []),
    v.nonEmpty(required),
    v.maxLength(CONTACT_IDS_MAX, contactMessages.tooManyIds),
  );

/** An id in a query string. */
const idQuery = (message: string = contactMessages.invalidId) =>
  v.pipe(
    v.string(message),
    v.transform((x) => toLatinDigits(x).trim()),
    v.regex(/^\d{1,15}$/, message),
    v.transform(Number),
    v.minValue(1, message),
  );

/** An optional trimmed text of at most `max` characters; blank reads as absent. */
const optionalText = (max: number, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(max, message),
      v.transform((x) => x || undefined),
    ),
  );

/** A text field of a contact: absent, or a string of at most `max` (blank clears it). */
const contactText = (max: number, message: string) =>
  v.optional(
    v.pipe(
      v.union([v.string(message), v.null()], message),
      v.transform((x) => (x ?? '').trim()),
      v.maxLength(max, message),
    ),
  );

/**
 * A start of a mobile number in any way people write it (0912, 912, +98912, 98912, ۰۹۱۲, with
 * spaces or dashes) as the start of its canonical stored form 98912…; null if it is not digits.
 */
export function mobilePrefix(typed: string): string | null {
  const latin = toLatinDigits(typed).replace(/[\s\-+()\u200c-\u200f]/g, '');
  if (!/^\d*$/.test(latin)) return null;
  if (latin === '') return '';
  if (latin.startsWith('0098')) return latin.slice(2);
  if (latin.startsWith('98')) return latin;
  if (latin.startsWith('0')) return `98${latin.slice(1)}`;
  return `98${latin}`;
}

const numberFilter = v.optional(
  v.pipe(
    v.string(contactMessages.invalidNumberFilter),
    v.maxLength(40, contactMessages.invalidNumberFilter),
    v.check((x) => mobilePrefix(x) !== null, contactMessages.invalidNumberFilter),
    v.transform((x) => mobilePrefix(x) || undefined),
  ),
);

/** Unix seconds in a query string. */
const unixQuery = v.optional(
  v.pipe(
    v.string(contactMessages.invalidDate),
    v.transform((x) => toLatinDigits(x).trim()),
    v.regex(/^\d{1,11}$/, contactMessages.invalidDate),
    v.transform(Number),
  ),
);

/** A tag: trimmed, one line, at most TAG_MAX characters. */
export const TagSchema = v.pipe(
  v.string(contactMessages.tagRequired),
  v.trim(),
  v.nonEmpty(contactMessages.tagRequired),
  v.maxLength(TAG_MAX, contactMessages.tagTooLong),
);
const tagList = v.optional(
  v.pipe(v.array(TagSchema, contactMessages.tagRequired), v.maxLength(50, contactMessages.tooManyTags)),
  [],
);

/**
 * Features' values keyed by feature id, as the published add and update take them
 * (`{"46258": "15", "46027": "1992/10/08"}`); each is checked against its feature's type by the
 * server, which knows the types. Numbers are taken as their digits.
 */
const optionValues = v.optional(
  v.pipe(
    v.record(
      v.string(),
      v.pipe(
        v.union([v.string(), v.number(), v.null()], contactMessages.invalidOptions),
        v.transform((x) => (x === null ? '' : String(x))),
        v.maxLength(OPTION_VALUE_MAX, contactMessages.stringValue),
      ),
      contactMessages.invalidOptions,
    ),
    v.check(
      (record) => Object.keys(record).every((key) => /^\d{1,15}$/.test(toLatinDigits(key).trim())),
      contactMessages.invalidOptions,
    ),
    v.transform((record) =>
      Object.fromEntries(
        Object.entries(record).map(([key, value]) => [String(Number(toLatinDigits(key))), value]),
      ),
    ),
  ),
);

const isoTime = v.string();

// ---------------------------------------------------------------------------------------------
// Phonebooks

/** A phonebook's title, made in the contacts or from the inbox's senders: trimmed, 1 to 200 characters. */
export const PhonebookTitleSchema = v.pipe(
  v.string(contactMessages.titleRequired),
  v.trim(),
  v.nonEmpty(contactMessages.titleRequired),
  v.maxLength(PHONEBOOK_TITLE_MAX_LENGTH, contactMessages.titleTooLong),
);
const phonebookOptionIds = v.optional(
  v.pipe(
    v.array(idValue(contactMessages.optionNotFound), contactMessages.optionNotFound),
    v.maxLength(PHONEBOOK_OPTIONS_MAX, contactMessages.tooManyIds),
  ),
);

/** `POST phonebooks` {title, options?: feature ids}. */
export const PhonebookCreateSchema = v.object({ title: PhonebookTitleSchema, options: phonebookOptionIds });
export type PhonebookCreate = v.InferOutput<typeof PhonebookCreateSchema>;

/** `PUT phonebooks/{id}` {title?, options?}: options, when sent, are the book's whole set. */
export const PhonebookUpdateSchema = v.object({
  title: v.optional(PhonebookTitleSchema),
  options: phonebookOptionIds,
});
export type PhonebookUpdate = v.InferOutput<typeof PhonebookUpdateSchema>;

/** `POST phonebooks/delete-list` {listPhonebooks}. */
export const PhonebookDeleteSchema = v.object({ listPhonebooks: idList(contactMessages.phonebooksRequired) });

// ---------------------------------------------------------------------------------------------
// Contacts

/** `GET phonebooks/numbers/contact-list`: documented filters plus ours (name, tag, option). */
export const ContactListQuerySchema = v.pipe(
  pagedQuery(
    {
      number: numberFilter,
      phonebook_id: v.optional(idQuery(contactMessages.invalidPhonebook)),
      phonebook_title: optionalText(PHONEBOOK_TITLE_MAX_LENGTH, contactMessages.searchTooLong),
      from_created_at: unixQuery,
      name: optionalText(CONTACT_NAME_MAX, contactMessages.searchTooLong),
      tag: optionalText(TAG_MAX, contactMessages.tagTooLong),
      option_id: v.optional(idQuery(contactMessages.optionNotFound)),
      option_value: optionalText(OPTION_VALUE_MAX, contactMessages.stringValue),
    },
    CONTACTS_PER_PAGE_MAX,
    10,
  ),
  v.check(
    (q) => q.option_value === undefined || q.option_id !== undefined,
    contactMessages.optionValueNeedsOption,
  ),
);
export type ContactListQuery = v.InferOutput<typeof ContactListQuerySchema>;

/** A contact's own row, as the list and the contact's page give it. */
const contactFields = {
  id: v.number(),
  phonebook_id: v.number(),
  pre: v.string(),
  name: v.string(),
  email: v.string(),
  /** E.164: +98912… */
  number: v.string(),
  created_at: isoTime,
  updated_at: isoTime,
  phonebook_title: v.string(),
  /** Ours: when the row last changed, to the microsecond; an edit sends it back in If-Match. */
  revision: v.string(),
};

/** A contact as the published list gives it, plus its features' values (by id) and tags. */
export const ContactItemSchema = v.object({
  ...contactFields,
  options: v.record(v.string(), v.string()),
  tags: v.array(v.string()),
});
export type ContactItem = v.InferOutput<typeof ContactItemSchema>;

export const ContactTagSchema = v.object({
  id: v.number(),
  /** As documented: ids as strings. */
  number_id: v.string(),
  phonebook_id: v.string(),
  tag: v.string(),
  created_at: isoTime,
  updated_at: isoTime,
});

/** One message the user sent to the contact's number. */
export const ContactSendSchema = v.object({
  bulk_id: v.number(),
  text: v.string(),
  /** The recipient's status: 0 sent, 1 reached telecom, 2 reached handset, 3 not reached, 4 blacklisted. */
  status: v.number(),
  /** When it went out (or was created, if it has not yet), ISO 8601. */
  time: isoTime,
});
export type ContactSend = v.InferOutput<typeof ContactSendSchema>;

/** `GET phonebooks/numbers/contact-list/{contact_id}`. */
export const ContactShowSchema = v.object({
  ...contactFields,
  is_send_blacklist: v.boolean(),
  /** The number's messages do not reach the inbox. */
  is_receive_blacklist: v.boolean(),
  tags: v.array(ContactTagSchema),
  options: v.record(v.string(), v.string()),
  /** Every row of the user holding the same number: the same person in several books. */
  books: v.array(v.object({ id: v.number(), phonebook_id: v.number(), phonebook_title: v.string() })),
  /** The values of the contact's features, with each feature's title and type. */
  option_values: v.array(
    v.object({
      id: v.number(),
      title: v.string(),
      latin_title: v.string(),
      type: v.string(),
      value: v.string(),
    }),
  ),
  /** The last messages the user sent to this number, newest first. */
  sends: v.array(ContactSendSchema),
});
export type ContactShow = v.InferOutput<typeof ContactShowSchema>;

/** One contact to add; the number and the values are judged by the server, item by item. */
export const ContactInputSchema = v.object({
  number: v.pipe(
    v.union(
      [v.string(messages.enterCorrectMobile), v.number(messages.enterCorrectMobile)],
      messages.enterCorrectMobile,
    ),
    v.transform(String),
    v.maxLength(40, messages.mobileInvalid),
  ),
  pre: contactText(CONTACT_PRE_MAX, contactMessages.preTooLong),
  name: contactText(CONTACT_NAME_MAX, contactMessages.nameTooLong),
  email: contactText(CONTACT_EMAIL_MAX, contactMessages.emailTooLong),
  options: optionValues,
  phonebook_id: idValue(messages.selectPhonebook),
});
export type ContactInput = v.InferOutput<typeof ContactInputSchema>;

/** `POST phonebooks/numbers/add-list-new` {list}. */
export const ContactAddSchema = v.object({
  list: v.pipe(
    v.optional(v.array(ContactInputSchema, contactMessages.contactsRequired), []),
    v.nonEmpty(contactMessages.contactsRequired),
    v.maxLength(CONTACT_ADD_MAX, contactMessages.tooManyContacts),
  ),
});
export type ContactAdd = v.InferOutput<typeof ContactAddSchema>;

/** What an add did: added, refused (a bad number or value) and already in their book. */
export const ContactAddResultSchema = v.object({
  added: v.number(),
  errors: v.number(),
  existences: v.number(),
});

/**
 * `PUT phonebooks/numbers/update-new/{contact_id}`: the documented fields; number and phonebook_id
 * are documented as required, an absent one keeps the contact's.
 */
export const ContactUpdateSchema = v.object({
  number: v.optional(ContactInputSchema.entries.number),
  pre: contactText(CONTACT_PRE_MAX, contactMessages.preTooLong),
  name: contactText(CONTACT_NAME_MAX, contactMessages.nameTooLong),
  email: contactText(CONTACT_EMAIL_MAX, contactMessages.emailTooLong),
  options: optionValues,
  phonebook_id: v.optional(idValue(messages.selectPhonebook)),
});
export type ContactUpdate = v.InferOutput<typeof ContactUpdateSchema>;

/** `POST phonebooks/numbers/delete-list` {listNumbers: contact ids}. */
export const ContactDeleteSchema = v.object({ listNumbers: idList() });

/** How many rows a change touched. */
export const ChangeCountSchema = v.object({ count: v.number() });

/** An email a contact may carry: empty, or well formed. */
export const contactEmailValid = (email: string) => email === '' || isValidEmail(email);

// ---------------------------------------------------------------------------------------------
// Features (options)

const latinTitle = v.pipe(
  v.string(messages.latinKeyboardOnly),
  v.trim(),
  v.maxLength(50, messages.latinKeyboardOnly),
  v.regex(/^[A-Za-z][A-Za-z0-9_]*$/, messages.latinKeyboardOnly),
);
const optionTitle = v.pipe(
  v.string(contactMessages.optionTitleRequired),
  v.trim(),
  v.nonEmpty(contactMessages.optionTitleRequired),
  v.maxLength(OPTION_TITLE_MAX, contactMessages.optionTitleTooLong),
);
const optionType = v.picklist(FEATURE_TYPES, contactMessages.optionTypeRequired);
const enabledValue = v.pipe(
  v.union([v.boolean(), v.number(), v.string()], contactMessages.invalidEnabled),
  v.check(
    (x) => [true, false, 0, 1, '0', '1', 'true', 'false'].includes(x as never),
    contactMessages.invalidEnabled,
  ),
  v.transform((x) => x === true || x === 1 || x === '1' || x === 'true'),
);

/** `GET phonebooks/options/list-new` (title: a part of it; type). */
export const OptionListQuerySchema = pagedQuery(
  {
    title: optionalText(OPTION_TITLE_MAX, contactMessages.searchTooLong),
    type: v.optional(
      v.pipe(
        v.string(contactMessages.optionTypeRequired),
        v.transform((x) => x.trim() || undefined),
        v.union([v.undefined(), optionType], contactMessages.optionTypeRequired),
      ),
    ),
  },
  1_000,
  10,
);
export type OptionListQuery = v.InferOutput<typeof OptionListQuerySchema>;

export const OptionItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  type: v.picklist(FEATURE_TYPES),
  created_at: isoTime,
  latin_title: v.string(),
  enabled: v.boolean(),
  /** The books the feature is attached to. */
  phonebooks: v.array(v.number()),
});
export type OptionItem = v.InferOutput<typeof OptionItemSchema>;

/** `POST phonebooks/options` {title, type, latin_title?}. */
export const OptionCreateSchema = v.object({
  title: optionTitle,
  type: optionType,
  latin_title: v.optional(latinTitle),
});
export type OptionCreate = v.InferOutput<typeof OptionCreateSchema>;

/** `PUT phonebooks/options/{id}` {title?, latin_title?, enabled?}. */
export const OptionUpdateSchema = v.object({
  title: v.optional(optionTitle),
  latin_title: v.optional(latinTitle),
  enabled: v.optional(enabledValue),
});
export type OptionUpdate = v.InferOutput<typeof OptionUpdateSchema>;

/**
 * `POST phonebooks/options/delete-list`: the published example names the list `listOptions`, its
 * table `listNumbers`; either is taken.
 */
export const OptionDeleteSchema = v.pipe(
  v.object({
    listOptions: v.optional(v.array(idValue(), contactMessages.idsRequired)),
    listNumbers: v.optional(v.array(idValue(), contactMessages.idsRequired)),
  }),
  v.transform(({ listOptions, listNumbers }) => ({ ids: [...(listOptions ?? []), ...(listNumbers ?? [])] })),
  v.forward(
    v.check((x) => x.ids.length > 0, contactMessages.idsRequired),
    ['ids'],
  ),
  v.forward(
    v.check((x) => x.ids.length <= CONTACT_IDS_MAX, contactMessages.tooManyIds),
    ['ids'],
  ),
);

// ---------------------------------------------------------------------------------------------
// Tags

/** `POST phonebooks/numbers/tags` {number_ids, add?, remove?}. */
export const ContactTagsSchema = v.pipe(
  v.object({ number_ids: idList(), add: tagList, remove: tagList }),
  v.check((x) => x.add.length + x.remove.length > 0, contactMessages.tagsRequired),
);
export type ContactTags = v.InferOutput<typeof ContactTagsSchema>;

export const TagCountSchema = v.object({ tag: v.string(), count: v.number() });
export const TagCountListSchema = v.array(TagCountSchema);

/** `POST phonebooks/tags/delete-list` {tags}. */
export const TagDeleteSchema = v.object({
  tags: v.pipe(
    v.optional(v.array(TagSchema, contactMessages.tagRequired), []),
    v.nonEmpty(contactMessages.tagRequired),
    v.maxLength(CONTACT_IDS_MAX, contactMessages.tooManyIds),
  ),
});

// ---------------------------------------------------------------------------------------------
// Blacklist and cancel-11

/** `GET phonebooks/blacklist?number=`: a number's start, any way written. */
export const BlacklistListQuerySchema = pagedQuery({ number: numberFilter }, 1_000, 10);
export type BlacklistListQuery = v.InferOutput<typeof BlacklistListQuerySchema>;

/** A blacklist entry blocks sends to the number, messages from it (they never reach the inbox), or both. */
export const BlacklistItemSchema = v.object({
  number: v.string(),
  created_at: isoTime,
  is_send_blacklist: v.boolean(),
  is_receive_blacklist: v.boolean(),
});

const numberList = v.pipe(
  v.optional(
    v.array(
      v.pipe(
        v.union([v.string(messages.mobileInvalid), v.number(messages.mobileInvalid)], messages.mobileInvalid),
        v.transform(String),
        v.maxLength(40, messages.mobileInvalid),
      ),
      contactMessages.numbersRequired,
    ),
    [],
  ),
  v.nonEmpty(contactMessages.numbersRequired),
  v.maxLength(CONTACT_IDS_MAX, contactMessages.tooManyIds),
);

/** `phonebooks/blacklist/delete-list` {numbers}. */
export const BlacklistNumbersSchema = v.object({ numbers: numberList });

/**
 * `POST phonebooks/blacklist` {numbers, is_send_blacklist, is_receive_blacklist}: what the entries
 * block, sends by default; a number already on the list takes the kind given now.
 */
export const BlacklistAddSchema = v.pipe(
  v.object({
    numbers: numberList,
    is_send_blacklist: v.optional(v.boolean(), true),
    is_receive_blacklist: v.optional(v.boolean(), false),
  }),
  v.check((b) => b.is_send_blacklist || b.is_receive_blacklist, contactMessages.blacklistKindRequired),
);
export type BlacklistAdd = v.InferOutput<typeof BlacklistAddSchema>;

export const BlacklistAddResultSchema = v.object({
  added: v.number(),
  /** Already on the list. */
  existences: v.number(),
  /** What was not a mobile number, as sent, with why. */
  refused: v.array(v.object({ number: v.string(), message: v.string() })),
});

/** `GET phonebooks/cancel-11?number=&line=`. */
export const Cancel11ListQuerySchema = pagedQuery(
  {
    number: numberFilter,
    line: v.optional(
      v.pipe(
        v.string(contactMessages.invalidLine),
        v.transform((x) =>
          toLatinDigits(x)
            .replace(/[\s-]/g, '')
            .replace(/^(\+98|0098)/, ''),
        ),
        v.regex(/^\d{0,18}$/, contactMessages.invalidLine),
        v.transform((x) => x || undefined),
      ),
    ),
  },
  1_000,
  10,
);
export type Cancel11ListQuery = v.InferOutput<typeof Cancel11ListQuerySchema>;

export const Cancel11ItemSchema = v.object({
  id: v.number(),
  /** E.164. */
  number: v.string(),
  /** The user's line the 11 was sent to, E.164; '' means every line. */
  line: v.string(),
  /** The message that did it, when known. */
  message: v.nullable(v.string()),
  created_at: isoTime,
});

// ---------------------------------------------------------------------------------------------
// Values and searches, shared by the server and the panel

/**
 * A feature's value in its stored form, or null with the reason: int keeps Latin digits (any script
 * typed, an optional minus), date is a Jalali (1403/05/20) or Gregorian (2024-08-10, 1992/10/08)
 * day kept as ISO yyyy-mm-dd, string is trimmed text of at most OPTION_VALUE_MAX.
 */
export function optionValueOf(
  type: FeatureType,
  raw: string,
): { value: string; message?: undefined } | { value: null; message: string } {
  const text = toLatinDigits(raw).trim();
  if (type === 'int') {
    const compact = text.replace(/[,\u066c\s]/g, '');
    return /^-?\d{1,15}$/.test(compact)
      ? { value: String(Number(compact)) }
      : { value: null, message: contactMessages.intValue };
  }
  if (type === 'date') {
    const iso = isoDayOf(text);
    return iso ? { value: iso } : { value: null, message: contactMessages.dateValue };
  }
  const value = raw.trim();
  return value.length <= OPTION_VALUE_MAX ? { value } : { value: null, message: contactMessages.stringValue };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A Jalali or Gregorian day (`/` or `-` between, any digit script) as ISO yyyy-mm-dd, or null. */
export function isoDayOf(typed: string): string | null {
  const m = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(toLatinDigits(typed).trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1700) {
    if (!isValidJalaliDate(y, mo, d)) return null;
    const g = jalaliToGregorian(y, mo, d);
    return `${g.gy}-${pad2(g.gm)}-${pad2(g.gd)}`;
  }
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad2(mo)}-${pad2(d)}`;
}

/** The words of a name search, folded: each must start a word of the name. */
export function nameSearchWords(typed: string): string[] {
  return foldPersian(typed)
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}
