// The user's files (user/files, download) and the exports that make them: a send's recipients, the
// systemic sends and the inbox, as csv or xlsx. An export is a job that runs on the server; its row is
// the file from the start, with its state and progress, and it is the file once ready.
import * as v from 'valibot';
import { toLatinDigits } from '../core/digits.ts';
import { IdSchema, pagedQuery, queryNumber } from '../core/fields.ts';
import { InboxFiltersSchema } from '../inbox/inbox.schema.ts';
import { sendMessages } from '../send/send.messages.ts';

export const FILE_FORMATS = ['csv', 'xlsx'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

/** What an export holds; the files screen groups files by it. */
export const FILE_CATEGORIES = ['recipients', 'systemic', 'inbox', 'contacts', 'financial'] as const;
export type FileCategory = (typeof FILE_CATEGORIES)[number];
export const fileCategoryLabels: Readonly<Record<FileCategory, string>> = {
  recipients: 'گیرندگان ارسال',
  systemic: 'ارسال‌های سیستمی',
  inbox: 'صندوق دریافت',
  contacts: 'مخاطبان',
  financial: 'تراکنش‌های مالی',
};

/** running: being made; ready: downloadable; failed: ended without a file (`error` says why). */
export const FILE_STATES = ['running', 'ready', 'failed'] as const;
export type FileState = (typeof FILE_STATES)[number];
export const fileStateLabels: Readonly<Record<FileState, string>> = {
  running: 'در حال آماده‌سازی',
  ready: 'آماده',
  failed: 'ناموفق',
};

/** The most files one delete removes. */
export const FILES_DELETE_MAX = 100;

export const fileMessages = {
  notFound: 'فایل مورد نظر یافت نشد',
  notReady: 'این فایل هنوز آماده نشده است',
  invalidFormat: 'نوع فایل باید csv یا xlsx باشد',
  invalidCategory: 'دستهٔ فایل نامعتبر است',
  invalidState: 'وضعیت فایل نامعتبر است',
  invalidId: 'شناسهٔ فایل نامعتبر است',
  invalidIds: 'فایل‌هایی را برای حذف انتخاب کنید',
  tooManyIds: 'در هر بار حداکثر ۱۰۰ فایل حذف می‌شود',
  invalidDate: 'تاریخ نامعتبر است',
  invalidCount: 'تعداد نامعتبر است',
  invalidState_id: 'وضعیت ارسال نامعتبر است',
  invalidSeen: 'وضعیت خوانده‌شدن نامعتبر است',
  invalidText: 'متن جست‌وجو باید حداکثر ۲۰۰ کاراکتر باشد',
  invalidStatus: 'وضعیت گیرنده نامعتبر است',
  started: 'خروجی در حال آماده‌سازی است؛ پس از آماده شدن در مدیریت فایل‌ها دریافت می‌شود',
  deleted: 'فایل حذف شد',
  seen: 'انجام شد',
  interrupted: 'ساخت این فایل با راه‌اندازی دوبارهٔ سرور نیمه‌کاره ماند؛ دوباره خروجی بگیرید',
  failed: 'ساخت این فایل با خطا روبه‌رو شد؛ دوباره خروجی بگیرید',
} as const;

const FormatSchema = v.picklist(FILE_FORMATS, fileMessages.invalidFormat);

/** A whole number given as a number or as digits in any script. */
const WholeNumber = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.string(message)], message),
    v.transform((value) => (typeof value === 'number' ? String(value) : toLatinDigits(value).trim())),
    v.regex(/^\d{1,15}$/, message),
    v.transform(Number),
  );

/**
 * A moment as the published API's filters give it (unix seconds, as a number or digits) or as a
 * stored UTC timestamp `YYYY-MM-DD HH:mm:ss`; out: unix seconds.
 */
const Moment = v.pipe(
  v.union([v.number(fileMessages.invalidDate), v.string(fileMessages.invalidDate)], fileMessages.invalidDate),
  v.transform((value) => {
    const text = typeof value === 'number' ? String(value) : toLatinDigits(value).trim();
    if (/^\d{1,12}$/.test(text)) return Number(text);
    const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
    if (!m) return Number.NaN;
    const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0));
    return Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second) / 1000;
  }),
  v.check((n) => Number.isFinite(n), fileMessages.invalidDate),
);

const Text = v.pipe(v.string(fileMessages.invalidText), v.trim(), v.maxLength(200, fileMessages.invalidText));

/** `POST report/download_recipients`: one of the user's sends, optionally one recipient status. */
export const RecipientsExportSchema = v.object({
  bulk_id: WholeNumber(sendMessages.bulkNotFound),
  format: v.optional(FormatSchema, 'xlsx'),
  status: v.optional(
    v.pipe(WholeNumber(fileMessages.invalidStatus), v.maxValue(4, fileMessages.invalidStatus)),
  ),
});
export type RecipientsExport = v.InferOutput<typeof RecipientsExportSchema>;

/** The published `report/new_list` filters, as the systemic sends' export takes them. */
export const SystemicFiltersSchema = v.object({
  number: v.optional(Text),
  messages_outbox_id: v.optional(WholeNumber(sendMessages.bulkNotFound)),
  create_from_date: v.optional(Moment),
  create_to_date: v.optional(Moment),
  send_from_date: v.optional(Moment),
  send_to_date: v.optional(Moment),
  from_exit_count: v.optional(WholeNumber(fileMessages.invalidCount)),
  to_exit_count: v.optional(WholeNumber(fileMessages.invalidCount)),
  message: v.optional(Text),
  state_id: v.optional(
    v.pipe(WholeNumber(fileMessages.invalidState_id), v.maxValue(9, fileMessages.invalidState_id)),
  ),
});
export type SystemicFilters = v.InferOutput<typeof SystemicFiltersSchema>;

export const SystemicExportSchema = v.object({
  format: v.optional(FormatSchema, 'xlsx'),
  filters: v.optional(SystemicFiltersSchema, {}),
});
export type SystemicExport = v.InferOutput<typeof SystemicExportSchema>;

/** The inbox export: the inbox list's own filters, so the file holds what the list shows. */
export const InboxExportSchema = v.object({
  format: v.optional(FormatSchema, 'xlsx'),
  filters: v.optional(InboxFiltersSchema, {}),
});
export type InboxExport = v.InferOutput<typeof InboxExportSchema>;

/** One of the user's files: an export being made, made, or failed. */
export const UserFileSchema = v.object({
  id: v.number(),
  /** The file's name as it downloads (Persian, with its extension). */
  name: v.string(),
  category: v.picklist(FILE_CATEGORIES),
  category_title: v.string(),
  format: v.picklist(FILE_FORMATS),
  state: v.picklist(FILE_STATES),
  /** 0–100. */
  progress: v.number(),
  /** Data rows written so far (the header row not counted). */
  rows: v.number(),
  /** Bytes, once ready. */
  size: v.number(),
  error: v.nullable(v.string()),
  /** The user has been told it is ready (or failed). */
  seen: v.boolean(),
  created_at: v.string(),
  finished_at: v.nullable(v.string()),
});
export type UserFile = v.InferOutput<typeof UserFileSchema>;

/** `GET user/files`: newest first; by category or state; `unseen=1` only those finished and not yet told. */
export const UserFilesQuerySchema = pagedQuery(
  {
    category: v.optional(v.picklist(FILE_CATEGORIES, fileMessages.invalidCategory)),
    state: v.optional(v.picklist(FILE_STATES, fileMessages.invalidState)),
    unseen: v.optional(v.picklist(['0', '1'], fileMessages.invalidSeen)),
  },
  100,
  10,
);
export type UserFilesQuery = v.InferOutput<typeof UserFilesQuerySchema>;

export const FileCategorySchema = v.object({
  key: v.picklist(FILE_CATEGORIES),
  title: v.string(),
  count: v.number(),
});
export const FileCategoriesSchema = v.array(FileCategorySchema);
export type FileCategoryCount = v.InferOutput<typeof FileCategorySchema>;

/** `GET download?id=`. */
export const DownloadQuerySchema = v.object({ id: queryNumber(fileMessages.invalidId) });

/** `POST user/files/delete`, `POST user/files/seen`. */
export const FileIdsSchema = v.object({
  ids: v.pipe(
    v.array(IdSchema, fileMessages.invalidIds),
    v.minLength(1, fileMessages.invalidIds),
    v.maxLength(FILES_DELETE_MAX, fileMessages.tooManyIds),
    v.transform((ids) => [...new Set(ids)]),
  ),
});
export type FileIds = v.InferOutput<typeof FileIdsSchema>;

/** Live events of the user's exports. */
export const EXPORT_PROGRESS_EVENT = 'export_progress';
export const EXPORT_READY_EVENT = 'export_ready';
export const EXPORT_FAILED_EVENT = 'export_failed';
export type ExportEventData = Pick<UserFile, 'id' | 'name' | 'state' | 'progress' | 'rows' | 'error'>;
