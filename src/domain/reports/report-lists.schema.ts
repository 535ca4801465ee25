// The lists of sends: `report/new_list` (the last 30 days) as the published API documents it, and
// `archive_list` (older) and `systemic_list` (sends made with an API key) with the same body and rows.
// A send's state 0–9 is derived here, once, from our bulk's status and why it stopped, for the
// server's answers, its filter and the panel's words alike.
import * as v from 'valibot';
import { toLatinDigits } from '../core/digits.ts';
import type { BulkStatus, SendType } from '../send/send.schema.ts';
import { lineE164 } from '../send/send-body.schema.ts';
import { OUTBOX_STATE_IDS, outboxStateLabels } from './bulk-summary.schema.ts';

/** Reports show the last month; older sends are in the archive. */
export const REPORT_WINDOW_DAYS = 30;

/**
 * Why a send stopped before going out, when it did not end as an ordinary send or cancellation: the
 * review refused it (3), its recipients were all invalid (4), the credit did not cover it when its
 * time came (8), a system error (9). Such a bulk's status is `cancelled` and its reason says why.
 */
export const BULK_STOP_REASONS = [
  'rejected',
  'invalid_recipients',
  'insufficient_credit',
  'system_error',
] as const;
export type BulkStopReason = (typeof BULK_STOP_REASONS)[number];

const STOP_REASON_STATE_IDS: Readonly<Record<BulkStopReason, number>> = {
  rejected: 3,
  invalid_recipients: 4,
  insufficient_credit: 8,
  system_error: 9,
};

/** A send's state 0–9 from its status and stop reason. */
export function outboxStateId(status: BulkStatus, stopReason: BulkStopReason | null): number {
  return stopReason ? STOP_REASON_STATE_IDS[stopReason] : OUTBOX_STATE_IDS[status];
}

/** The short state word of the published rows (`finish` for a send that ended). */
export function outboxStateName(status: BulkStatus, stopReason: BulkStopReason | null): string {
  if (stopReason) return stopReason;
  return status === 'done' ? 'finish' : status;
}

/** The Persian word of a state 0–9 (an unknown one reads as a system error). */
export const outboxStateLabel = (stateId: number): string =>
  outboxStateLabels[stateId] ?? outboxStateLabels[9] ?? '';

export const OUTBOX_STATE_COUNT = 10;

/** Which stored bulks have state `stateId`: the statuses without a stop reason, or the reason itself. */
export function bulksInState(stateId: number): { statuses: BulkStatus[]; stopReason: BulkStopReason | null } {
  const reason = (Object.entries(STOP_REASON_STATE_IDS) as [BulkStopReason, number][]).find(
    ([, id]) => id === stateId,
  );
  if (reason) return { statuses: ['cancelled'], stopReason: reason[0] };
  const statuses = (Object.entries(OUTBOX_STATE_IDS) as [BulkStatus, number][])
    .filter(([, id]) => id === stateId)
    .map(([status]) => status);
  return { statuses, stopReason: null };
}

/** The tone a state is shown in. */
export function outboxStateTone(stateId: number): 'success' | 'info' | 'warning' | 'danger' | 'neutral' {
  if (stateId === 6) return 'success';
  if (stateId === 2 || stateId === 5 || stateId === 1 || stateId === 0) return 'info';
  if (stateId === 7) return 'neutral';
  if (stateId === 8) return 'warning';
  return 'danger';
}

/** Our send types in the words every screen uses for them. */
export const sendTypeLabels: Readonly<Record<SendType, string>> = {
  quick: 'ارسال سریع',
  phonebook: 'ارسال از دفترچه تلفن',
  file: 'ارسال از فایل',
  keyword: 'ارسال کلیدواژه‌ای',
  peer_to_peer: 'ارسال نظیر به نظیر',
  job: 'ارسال به مشاغل',
  map: 'ارسال روی نقشه',
  postal_code: 'ارسال بر اساس کد پستی',
  city: 'ارسال شهری و استانی',
  tower: 'ارسال منطقه‌ای ایرانسل',
  inbox_keyword: 'ارسال به فرستندگان کلیدواژه',
};
/**
 * A send's type as the published API names SMS types (normal, webservice, regional, irancellarea…):
 * a quick send made with an API key is a webservice send; the city and tower sends are the regional and
 * Irancell-area types; the other modes keep their names.
 */
export function publishedSendType(type: string, origin: 'panel' | 'api'): string {
  if (type === 'quick') return origin === 'api' ? 'webservice' : 'normal';
  if (type === 'city') return 'regional';
  if (type === 'tower') return 'irancellarea';
  return type;
}

/** The published type names the lists answer, in the same words as the modes they come from. */
const publishedTypeLabels: Readonly<Record<string, string>> = {
  normal: sendTypeLabels.quick,
  pattern: 'ارسال با الگو',
  votp: 'کد صوتی',
  webservice: 'ارسال با وب‌سرویس',
  regional: sendTypeLabels.city,
  irancellarea: sendTypeLabels.tower,
};

/** A send's type in words, by our name or the published one. */
export const sendTypeLabel = (type: string): string =>
  (sendTypeLabels as Record<string, string>)[type] ?? publishedTypeLabels[type] ?? 'سایر';

export const reportListMessages = {
  invalidState: 'وضعیت ارسال نامعتبر است',
  invalidDate: 'تاریخ نامعتبر است',
  invalidRange: 'ابتدای بازه نباید بعد از انتهای آن باشد',
  invalidCount: 'تعداد گیرندگان باید عددی صحیح و دست‌کم صفر باشد',
  invalidLine: 'شماره خط ارسال نامعتبر است',
  invalidSendId: 'شناسهٔ ارسال نامعتبر است',
  invalidPage: 'شماره صفحه باید عددی صحیح و دست‌کم ۱ باشد',
  invalidLimit: 'تعداد ردیف هر صفحه نامعتبر است',
  invalidText: 'متن جست‌وجو بیش از اندازه بلند است',
} as const;

export const REPORT_LIST_MAX_PER_PAGE = 100;
const MAX_SEARCH_TEXT = 200;

/** A whole number given as a JSON number or as digits (any script), from `min` to `max`. */
const wholeNumber = (message: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.union([v.number(message), v.string(message)], message),
    v.rawTransform<number | string, number>(({ dataset, addIssue, NEVER }) => {
      const text =
        typeof dataset.value === 'number' ? String(dataset.value) : toLatinDigits(dataset.value).trim();
      const n = Number(text);
      if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < min || n > max) {
        addIssue({ message });
        return NEVER;
      }
      return n;
    }),
  );

/** Absent, null or an empty string: no filter. */
const optionalFilter = <S extends v.GenericSchema>(schema: S) => v.optional(schema);

/** A filter given as null or an empty string is no filter. */
const withoutEmptyFilters = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, x]) => x !== '' && x !== null))
    : value;

const UnixSeconds = wholeNumber(reportListMessages.invalidDate, 0, 253_402_300_799);

const FiltersSchema = v.pipe(
  v.unknown(),
  v.transform(withoutEmptyFilters),
  v.object({
    /** The account's username, `*` a wildcard; a user only ever sees their own sends. */
    username: optionalFilter(
      v.pipe(v.string(), v.maxLength(MAX_SEARCH_TEXT, reportListMessages.invalidText)),
    ),
    /** The sender line, E.164 (any written form is read). */
    number: optionalFilter(
      v.pipe(
        v.string(reportListMessages.invalidLine),
        v.transform((text) => toLatinDigits(text).trim().replace(/[\s-]/g, '')),
        v.regex(/^(\+|00)?\d{3,20}$/, reportListMessages.invalidLine),
        v.transform((text) => lineE164(text)),
      ),
    ),
    messages_outbox_id: optionalFilter(wholeNumber(reportListMessages.invalidSendId, 1)),
    create_from_date: optionalFilter(UnixSeconds),
    create_to_date: optionalFilter(UnixSeconds),
    send_from_date: optionalFilter(UnixSeconds),
    send_to_date: optionalFilter(UnixSeconds),
    from_exit_count: optionalFilter(wholeNumber(reportListMessages.invalidCount, 0)),
    to_exit_count: optionalFilter(wholeNumber(reportListMessages.invalidCount, 0)),
    message: optionalFilter(
      v.pipe(
        v.string(reportListMessages.invalidText),
        v.maxLength(MAX_SEARCH_TEXT, reportListMessages.invalidText),
      ),
    ),
    state_id: optionalFilter(wholeNumber(reportListMessages.invalidState, 0, OUTBOX_STATE_COUNT - 1)),
  }),
  v.forward(
    v.check(
      (f) =>
        f.create_from_date === undefined ||
        f.create_to_date === undefined ||
        f.create_from_date <= f.create_to_date,
      reportListMessages.invalidRange,
    ),
    ['create_to_date'],
  ),
  v.forward(
    v.check(
      (f) =>
        f.send_from_date === undefined || f.send_to_date === undefined || f.send_from_date <= f.send_to_date,
      reportListMessages.invalidRange,
    ),
    ['send_to_date'],
  ),
  v.forward(
    v.check(
      (f) =>
        f.from_exit_count === undefined ||
        f.to_exit_count === undefined ||
        f.from_exit_count <= f.to_exit_count,
      reportListMessages.invalidRange,
    ),
    ['to_exit_count'],
  ),
);
export type ReportListFilters = v.InferOutput<typeof FiltersSchema>;

/** `POST report/new_list` (and archive_list, systemic_list): page, limit (or per_page) and filters. */
export const ReportListBodySchema = v.pipe(
  v.object({
    page: v.optional(wholeNumber(reportListMessages.invalidPage, 1), 1),
    limit: v.optional(wholeNumber(reportListMessages.invalidLimit, 1, REPORT_LIST_MAX_PER_PAGE)),
    per_page: v.optional(wholeNumber(reportListMessages.invalidLimit, 1, REPORT_LIST_MAX_PER_PAGE)),
    filters: v.optional(v.nullable(FiltersSchema), {}),
  }),
  v.transform(({ page, limit, per_page, filters }) => ({
    page,
    per_page: limit ?? per_page ?? 10,
    filters: filters ?? {},
  })),
);
export type ReportListBody = v.InferOutput<typeof ReportListBodySchema>;
export type ReportListBodyInput = v.InferInput<typeof ReportListBodySchema>;

/** One send in a list, with the published row's fields and types (ids, counts and times as strings). */
export const ReportListRowSchema = v.object({
  username: v.string(),
  /** The line's colour in lists. */
  number_color: v.string(),
  /** The line, E.164. */
  number: v.string(),
  number_id: v.string(),
  messages_outbox_id: v.string(),
  state: v.string(),
  type: v.string(),
  /** Unix seconds: when it was (or is to be) sent, and when it was made. */
  time_send: v.string(),
  time: v.string(),
  rcpts_count: v.string(),
  exit_count: v.string(),
  /** The state in Persian. */
  status: v.string(),
  partner_id: v.null(),
  in_delivery_line: v.number(),
  valid: v.string(),
  message: v.string(),
  part: v.string(),
  /** Rials. */
  cost: v.number(),
  /** Rials returned to the wallet (a stopped send). */
  return: v.number(),
  summary: v.string(),
  user_ip: v.null(),
  user_id: v.string(),
  files_path: v.nullable(v.string()),
  parent_id: v.nullable(v.string()),
  state_id: v.number(),
  /** Ours: how it was sent, `panel` or `api` (with an API key). */
  origin: v.picklist(['panel', 'api']),
});
export type ReportListRow = v.InferOutput<typeof ReportListRowSchema>;

const LINE_COLORS = ['#95E871', '#71C7E8', '#E8B871', '#C971E8', '#E87171', '#71E8C0'] as const;
/** A line's colour, the same for the line everywhere. */
export const lineColor = (lineId: number): string => LINE_COLORS[lineId % LINE_COLORS.length] ?? '#95E871';
