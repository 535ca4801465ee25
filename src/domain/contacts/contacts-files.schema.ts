// Contacts in and out of files: importing a file into a book (the published `phonebooks/{id}/import`,
// with our mapping of the file's columns), its sample file, and exporting a book or a contact search
// (`phonebooks/{id}/export`, `phonebooks/numbers/contact-list/export`) as csv or xlsx. The value rules
// (a feature's type decides what a cell may hold) live here so the panel's preview and the server's
// import judge a cell the same way.
import * as v from 'valibot';
import { isValidEmail } from '../account/identity.rules.ts';
import { toLatinDigits, toPersianDigits } from '../core/digits.ts';
import { isValidJalaliDate, jalaliToGregorian } from '../core/jalali.ts';
import { FILE_FORMATS } from '../files/files.schema.ts';

/** The longest text a contact's title, name, email or string feature takes from a file. */
export const CONTACT_TEXT_MAX = 200;
export const CONTACT_PRE_MAX = 50;
/** The most columns a mapping names (a wider file's other columns are left out). */
export const IMPORT_COLUMNS_MAX = 100;
/** The largest upload an import takes: a million rows with a few columns. */
export const IMPORT_MAX_BYTES = 96 * 1024 * 1024;

export const contactFileMessages = {
  bookNotFound: 'دفترچه تلفن مورد نظر یافت نشد',
  fileRequired: 'فایل مخاطبان را انتخاب کنید',
  invalidMapping: 'ستون‌های فایل به‌درستی مشخص نشده است',
  numberColumnRequired: 'ستون شماره موبایل را مشخص کنید',
  columnTwice: 'هر ستون فایل فقط به یک مورد نسبت داده می‌شود',
  unknownFeature: 'ویژگی انتخاب‌شده در این دفترچه تلفن نیست',
  invalidHeader: 'مشخص کنید سطر اول فایل عنوان ستون‌هاست یا نه',
  importRunning: 'ورود فایل دیگری در این دفترچه تلفن در جریان است؛ پس از پایان آن دوباره تلاش کنید',
  importStarted: 'ورود فایل آغاز شد؛ پیشرفت آن همین‌جا نمایش داده می‌شود',
  importFailed: 'ورود فایل با خطا روبه‌رو شد؛ دوباره تلاش کنید',
  importInterrupted: 'ورود فایل با راه‌اندازی دوبارهٔ سرور نیمه‌کاره ماند؛ فایل را دوباره وارد کنید',
  invalidFormat: 'نوع فایل باید csv یا xlsx باشد',
  invalidId: 'شناسهٔ دفترچه تلفن نامعتبر است',
  invalidNumber: 'شماره باید فقط رقم باشد',
  invalidText: `متن جست‌وجو حداکثر ${toPersianDigits(CONTACT_TEXT_MAX)} نویسه است`,
  invalidDate: 'تاریخ نامعتبر است',
  // Why rows or values were refused, as the import's answer lists them.
  refusedInvalid: 'شماره معتبر نیست',
  refusedEmpty: 'شماره‌ای وارد نشده است',
  refusedDuplicate: 'این شماره پیش‌تر در همین فایل آمده است',
  refusedInt: 'مقدار ویژگی عددی، عدد صحیح نیست',
  refusedDate: 'مقدار ویژگی تاریخ، تاریخ معتبر نیست (نمونه: ۱۴۰۳/۰۵/۱۲)',
  refusedText: `مقدار بیش از ${toPersianDigits(CONTACT_TEXT_MAX)} نویسه است`,
  refusedEmail: 'ایمیل معتبر نیست',
} as const;

export type FeatureType = 'string' | 'date' | 'int';
export type ImportFeature = { id: number; title: string; latin_title: string; type: FeatureType };

/** What a contact cell turned into: a value to store, nothing (blank), or a refusal and why. */
export type CellValue = { value: string | number } | { refused: string } | null;

const BLANK = /^[\s\u200c-\u200f\ufeff]*$/;

/** Excel keeps a date as days since 1899-12-30; a cell read as its number still means that day. */
function fromExcelSerial(days: number): string | null {
  if (days < 1 || days > 80_000) return null;
  const at = new Date(Date.UTC(1899, 11, 30) + days * 86_400_000);
  return at.toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date feature's cell as stored: `YYYY-MM-DD` (Gregorian). A Jalali date (1403/05/12, 1403-5-12,
 * any digits) is read as Jalali, a year of 1700 or later as Gregorian, a bare number as Excel's serial.
 */
export function featureDate(cell: string): string | null {
  const text = toLatinDigits(cell).trim();
  if (/^\d{1,5}(\.\d+)?$/.test(text)) return fromExcelSerial(Math.floor(Number(text)));
  const m = /^(\d{4})[/\-.](\d{1,2})[/\-.](\d{1,2})(?:[ T].*)?$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y >= 1700) {
    const at = new Date(Date.UTC(y, mo - 1, d));
    if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d) return null;
    return `${y}-${pad(mo)}-${pad(d)}`;
  }
  if (y < 1200 || !isValidJalaliDate(y, mo, d)) return null;
  const g = jalaliToGregorian(y, mo, d);
  return `${g.gy}-${pad(g.gm)}-${pad(g.gd)}`;
}

/** A feature's cell by the feature's type; a blank cell is no value (it changes nothing on a merge). */
export function featureValue(type: FeatureType, cell: string): CellValue {
  if (BLANK.test(cell)) return null;
  if (type === 'int') {
    const text = toLatinDigits(cell).trim().replace(/[,٬]/g, '');
    if (!/^-?\d{1,15}(\.0+)?$/.test(text)) return { refused: contactFileMessages.refusedInt };
    // Kept as Latin digits in text, as the contacts' own calls keep an int feature's value.
    return { value: String(Number.parseInt(text, 10)) };
  }
  if (type === 'date') {
    const date = featureDate(cell);
    return date === null ? { refused: contactFileMessages.refusedDate } : { value: date };
  }
  const text = cell.trim();
  return text.length > CONTACT_TEXT_MAX ? { refused: contactFileMessages.refusedText } : { value: text };
}

/** A contact's own text cell (title, name): trimmed, refused when too long. */
export function contactText(cell: string, max = CONTACT_TEXT_MAX): CellValue {
  if (BLANK.test(cell)) return null;
  const text = cell.trim();
  return text.length > max ? { refused: contactFileMessages.refusedText } : { value: text };
}

export function contactEmail(cell: string): CellValue {
  if (BLANK.test(cell)) return null;
  const text = cell.trim();
  return text.length <= CONTACT_TEXT_MAX && isValidEmail(text)
    ? { value: text }
    : { refused: contactFileMessages.refusedEmail };
}

/**
 * Which column of the file (zero-based) fills what: the number (required), the title (pre), the name,
 * the email, and features by id. A column fills one thing at most.
 */
export type ImportMapping = {
  number: number;
  pre?: number | undefined;
  name?: number | undefined;
  email?: number | undefined;
  features?: Record<string, number> | undefined;
};

const Column = v.pipe(
  v.number(contactFileMessages.invalidMapping),
  v.integer(contactFileMessages.invalidMapping),
  v.minValue(0, contactFileMessages.invalidMapping),
  v.maxValue(IMPORT_COLUMNS_MAX - 1, contactFileMessages.invalidMapping),
);

export const ImportMappingSchema = v.pipe(
  v.record(v.string(), v.unknown(), contactFileMessages.invalidMapping),
  // A missing number column is named as such (a missing key is otherwise the object's message).
  v.check((m) => m.number !== undefined && m.number !== null, contactFileMessages.numberColumnRequired),
  v.object(
    {
      number: v.pipe(
        v.number(contactFileMessages.invalidMapping),
        v.integer(contactFileMessages.invalidMapping),
        v.minValue(0, contactFileMessages.invalidMapping),
        v.maxValue(IMPORT_COLUMNS_MAX - 1, contactFileMessages.invalidMapping),
      ),
      pre: v.optional(Column),
      name: v.optional(Column),
      email: v.optional(Column),
      features: v.optional(
        v.pipe(
          v.record(
            v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, contactFileMessages.unknownFeature)),
            Column,
          ),
          v.check((f) => Object.keys(f).length <= IMPORT_COLUMNS_MAX, contactFileMessages.invalidMapping),
        ),
      ),
    },
    contactFileMessages.invalidMapping,
  ),
  v.check((m) => {
    const used = [m.number, m.pre, m.name, m.email, ...Object.values(m.features ?? {})].filter(
      (c) => c !== undefined,
    );
    return new Set(used).size === used.length;
  }, contactFileMessages.columnTwice),
  v.transform((m) => m as ImportMapping),
);

/** A mapping as multipart sends it (JSON text) or as an object. */
const MappingField = v.pipe(
  v.union([v.string(), v.record(v.string(), v.unknown())], contactFileMessages.invalidMapping),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    if (typeof dataset.value !== 'string') return dataset.value;
    try {
      return JSON.parse(dataset.value) as unknown;
    } catch {
      addIssue({ message: contactFileMessages.invalidMapping });
      return NEVER;
    }
  }),
  ImportMappingSchema,
);

const FileField = v.pipe(
  v.union(
    [
      v.instance(Blob, contactFileMessages.fileRequired),
      v.pipe(
        v.array(v.instance(Blob, contactFileMessages.fileRequired), contactFileMessages.fileRequired),
        v.minLength(1, contactFileMessages.fileRequired),
      ),
    ],
    contactFileMessages.fileRequired,
  ),
  v.transform((f) => (Array.isArray(f) ? f[0] : f) as Blob),
);

/**
 * `POST phonebooks/{phonebook_id}/import` (multipart): `file` as documented (`file[]` also taken);
 * ours: `mapping` (JSON, ImportMapping; without it the number column is found as the file send
 * finds it and nothing else is read) and `header` (1: the first row names the columns, 0: it is a
 * contact; without it, guessed as the file send guesses).
 */
export const ContactImportBodySchema = v.pipe(
  v.record(v.string(), v.unknown(), contactFileMessages.fileRequired),
  v.check((b) => b.file !== undefined, contactFileMessages.fileRequired),
  v.object({
    file: FileField,
    mapping: v.optional(MappingField),
    header: v.optional(
      v.pipe(
        v.union([v.boolean(), v.string(), v.number()], contactFileMessages.invalidHeader),
        v.transform((h) => String(h)),
        v.picklist(['1', '0', 'true', 'false'], contactFileMessages.invalidHeader),
        v.transform((h) => h === '1' || h === 'true'),
      ),
    ),
  }),
);
export type ContactImportBody = v.InferOutput<typeof ContactImportBodySchema>;

export const IMPORT_STATES = ['running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** An import of a file into a book: running with its progress, done with its counts, or failed. */
export const ContactImportSchema = v.object({
  id: v.number(),
  phonebook_id: v.number(),
  file_name: v.string(),
  state: v.picklist(IMPORT_STATES),
  /** 0–100. */
  progress: v.number(),
  /** Rows read from the file (the header not counted). */
  total: v.number(),
  /** New contacts in the book. */
  added: v.number(),
  /** Numbers already in the book, their contact updated from the file. */
  merged: v.number(),
  /** Rows left out, and why (each reason once, with how many rows). */
  refused: v.number(),
  /** Cells not stored (a feature's value not of its type, a bad email…), the row itself kept. */
  refused_values: v.number(),
  refusals: v.array(v.object({ reason: v.string(), count: v.number() })),
  error: v.nullable(v.string()),
  created_at: v.string(),
  finished_at: v.nullable(v.string()),
});
export type ContactImportJob = v.InferOutput<typeof ContactImportSchema>;

/** Live events of a book's import: progress while it runs, then its answer (done or failed). */
export const CONTACT_IMPORT_PROGRESS_EVENT = 'contact_import_progress';
export const CONTACT_IMPORT_DONE_EVENT = 'contact_import_done';

export const SampleQuerySchema = v.object({
  format: v.optional(v.picklist(FILE_FORMATS, contactFileMessages.invalidFormat), 'xlsx'),
});

const FormatField = v.optional(v.picklist(FILE_FORMATS, contactFileMessages.invalidFormat), 'xlsx');

const Text = (message: string) => v.pipe(v.string(message), v.trim(), v.maxLength(CONTACT_TEXT_MAX, message));

const Id = v.pipe(
  v.string(contactFileMessages.invalidId),
  v.transform(toLatinDigits),
  v.regex(/^\d{1,15}$/, contactFileMessages.invalidId),
  v.toNumber(contactFileMessages.invalidId),
);

/** A unix second (the published filter) or a date `YYYY-MM-DD` (Gregorian or Jalali); out: unix seconds. */
const FromCreatedAt = v.pipe(
  v.string(contactFileMessages.invalidDate),
  v.transform((s) => toLatinDigits(s).trim()),
  v.transform((s) => {
    if (/^\d{1,12}$/.test(s)) return Number(s);
    const date = featureDate(s);
    return date === null || /^\d+$/.test(s) ? Number.NaN : Date.parse(`${date}T00:00:00Z`) / 1000;
  }),
  v.check((n) => Number.isFinite(n), contactFileMessages.invalidDate),
);

/** `GET phonebooks/{phonebook_id}/export`: the book's contacts; ours: `format`. */
export const BookExportQuerySchema = v.object({ format: FormatField });

/**
 * `GET phonebooks/numbers/contact-list/export`: the published filters (number, phonebook_id,
 * phonebook_title, from_created_at) and ours (name, tag, format).
 */
export const ContactListExportQuerySchema = v.object({
  format: FormatField,
  number: v.optional(
    v.pipe(
      v.string(contactFileMessages.invalidNumber),
      v.transform((s) => toLatinDigits(s).trim().replace(/^\+/, '')),
      v.regex(/^\d{0,15}$/, contactFileMessages.invalidNumber),
    ),
  ),
  phonebook_id: v.optional(Id),
  phonebook_title: v.optional(Text(contactFileMessages.invalidText)),
  from_created_at: v.optional(FromCreatedAt),
  name: v.optional(Text(contactFileMessages.invalidText)),
  tag: v.optional(Text(contactFileMessages.invalidText)),
});
export type ContactListExportQuery = v.InferOutput<typeof ContactListExportQuerySchema>;

/** The sample file's and the export's column names, in the order the sample gives them. */
export const CONTACT_COLUMN_TITLES = {
  number: 'شماره موبایل',
  pre: 'عنوان',
  name: 'نام',
  email: 'ایمیل',
  book: 'دفترچه تلفن',
  tags: 'برچسب‌ها',
  created: 'زمان افزودن',
} as const;
