// What each export reads: its header, its rows in batches straight from the database (keyset pages,
// never the whole table), and how many rows to expect (for the progress). Times are Jalali
// (jYYYY/jMM/jDD HH:mm), statuses and states in Persian words; the user's own rows only.

import { exportTexts } from '../../domain/files/files.messages.ts';
import type { RecipientsExport, SystemicFilters } from '../../domain/files/files.schema.ts';
import type { InboxFilters } from '../../domain/inbox/inbox.schema.ts';
import {
  type BulkStatus,
  CANCEL_11_SUFFIX,
  formatJalali,
  lineE164,
  recipientStatusLabels,
  sendMessages,
} from '../../domain/index.ts';
import {
  type BulkStopReason,
  outboxStateId,
  outboxStateLabel,
  sendTypeLabel,
} from '../../domain/reports/report-lists.schema.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { inboxWhere } from '../inbox/inbox.ts';
import { reportListWhere } from '../reports/report-lists.ts';
import { writeChunksOf } from '../send/recipient-chunks.ts';
import type { Cell } from './export-writers.ts';

/** Rows read per query. */
export const EXPORT_BATCH = 5_000;

export type ExportSource = {
  sheetName: string;
  header: string[];
  columnWidths: number[];
  total: number;
  batches(): AsyncGenerator<Cell[][]>;
};

/** Jalali text of unix seconds; a send's rows share few minutes, so each minute is formatted once. */
function jalaliMinutes() {
  const cache = new Map<number, string>();
  return (seconds: number | null): string => {
    if (seconds === null) return '';
    const minute = Math.floor(seconds / 60);
    let text = cache.get(minute);
    if (text === undefined) {
      if (cache.size > 100_000) cache.clear();
      text = formatJalali(new Date(minute * 60_000), true, { digits: 'latin' });
      cache.set(minute, text);
    }
    return text;
  };
}

/** A mobile as people write it in Iran: 0912…; anything else as stored. */
const localMobile = (mobile: string) => (/^98\d{10}$/.test(mobile) ? `0${mobile.slice(2)}` : mobile);

const epoch = (column: string) => `floor(extract(epoch from ${column}))::int`;

/** One of the user's sends, recipient by recipient in send order; another user's send: 404. */
export async function recipientsSource(
  db: Queryable,
  userId: number,
  { bulk_id, status }: Pick<RecipientsExport, 'bulk_id' | 'status'>,
): Promise<ExportSource> {
  const [bulk] = await db.query<{ text: string; total: number; counts: number[] }>(
    `select text, total, array[status_0, status_1, status_2, status_3, status_4] as counts
     from bulks where id = $1 and user_id = $2`,
    [bulk_id, userId],
  );
  if (!bulk) throw new ApiError(404, sendMessages.bulkNotFound);
  const jalali = jalaliMinutes();
  const statusOnly = status ?? null;
  return {
    sheetName: exportTexts.recipients.sheetName(bulk_id),
    header: [...exportTexts.recipients.header],
    columnWidths: [16, 18, 10, 60, 18, 18],
    total: statusOnly === null ? bulk.total : Number(bulk.counts[statusOnly] ?? 0),
    async *batches() {
      // A big send's recipients still stored as chunks are written out first, in the job (not in the
      // request that asked for the file).
      await writeChunksOf(db, { bulkId: bulk_id });
      let after = -1;
      for (;;) {
        const rows = await db.query<{
          idx: number;
          mobile: string;
          text: string | null;
          parts: number;
          status: 0 | 1 | 2 | 3 | 4;
          sent: number | null;
          done: number | null;
        }>(
          `select idx, mobile, text, parts::int as parts, status::int as status,
             ${epoch('sent_at')} as sent, ${epoch('done_at')} as done
           from bulk_recipients where bulk_id = $1 and idx > $2 and ($3::int is null or status = $3)
           order by idx limit $4`,
          [bulk_id, after, statusOnly, EXPORT_BATCH],
        );
        if (rows.length === 0) return;
        after = (rows[rows.length - 1] as { idx: number }).idx;
        // A recipient's own text is kept without the cancel-11 line the send adds.
        yield rows.map((r) => [
          localMobile(r.mobile),
          recipientStatusLabels[r.status] ?? '',
          r.parts,
          r.text === null ? bulk.text : r.text + CANCEL_11_SUFFIX,
          jalali(r.sent),
          jalali(r.done),
        ]);
        if (rows.length < EXPORT_BATCH) return;
      }
    },
  };
}

/**
 * The systemic sends (made with an API key) of the last 30 days, on the systemic list's own condition
 * (reportListWhere): the file holds exactly the sends the list shows.
 */
export async function systemicSource(
  db: Queryable,
  now: Date,
  userId: number,
  f: SystemicFilters,
): Promise<ExportSource> {
  const where = await reportListWhere(db, now, userId, 'systemic', {
    ...f,
    number: f.number === undefined ? undefined : lineE164(f.number),
  });
  const [count] = where
    ? await db.query<{ n: number }>(`select count(*)::int as n from bulks b where ${where.sql}`, where.params)
    : [];
  const jalali = jalaliMinutes();
  return {
    sheetName: exportTexts.systemSends.sheetName,
    header: [...exportTexts.systemSends.header],
    columnWidths: [12, 16, 16, 16, 18, 18, 12, 12, 10, 14, 60],
    total: count?.n ?? 0,
    async *batches() {
      if (!where) return;
      const n = where.params.length;
      let before: number | null = null;
      for (;;) {
        const rows: {
          id: number;
          sender_number: string;
          type: string;
          status: BulkStatus;
          stop_reason: BulkStopReason | null;
          created: number;
          sent: number;
          total: number;
          exit_count: number;
          parts: number;
          price: string;
          text: string;
        }[] = await db.query(
          `select b.id::int as id, b.sender_number, b.type, b.status, b.stop_reason, ${epoch('b.created_at')} as created,
             ${epoch('coalesce(b.scheduled_at, b.created_at)')} as sent, b.total,
             b.status_0 + b.status_1 + b.status_2 + b.status_3 + b.status_4 as exit_count, b.parts, b.price, b.text
           from bulks b where ${where.sql} and ($${n + 1}::bigint is null or b.id < $${n + 1})
           order by b.id desc limit $${n + 2}`,
          [...where.params, before, EXPORT_BATCH],
        );
        if (rows.length === 0) return;
        before = (rows[rows.length - 1] as { id: number }).id;
        yield rows.map((r) => [
          r.id,
          r.sender_number,
          sendTypeLabel(r.type),
          outboxStateLabel(outboxStateId(r.status, r.stop_reason)),
          jalali(r.created),
          jalali(r.sent),
          r.total,
          r.exit_count,
          r.parts,
          Number(r.price),
          r.text,
        ]);
        if (rows.length < EXPORT_BATCH) return;
      }
    },
  };
}

export async function inboxSource(db: Queryable, userId: number, f: InboxFilters): Promise<ExportSource> {
  // The list's own condition (inboxWhere): the file holds exactly the messages the list shows.
  const { sql: where, params } = inboxWhere(userId, f);
  const n = params.length;
  const from = 'inbox_messages m join sender_lines l on l.id = m.sender_line_id';
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from ${from} where ${where}`,
    params,
  );
  const jalali = jalaliMinutes();
  return {
    sheetName: exportTexts.inbox.sheetName,
    header: [...exportTexts.inbox.header],
    columnWidths: [12, 16, 16, 60, 18, 14],
    total: count?.n ?? 0,
    async *batches() {
      let before: { at: string; id: number } | null = null;
      for (;;) {
        const rows: {
          id: number;
          at: string;
          received: number;
          from_mobile: string;
          number: string;
          text: string;
          read: boolean;
        }[] = await db.query(
          `select m.id::int as id, m.received_at::text as at, ${epoch('m.received_at')} as received,
               m.from_mobile, l.number, m.text, m.read_at is not null as read
             from ${from} where ${where}
               and ($${n + 1}::timestamptz is null or (m.received_at, m.id) < ($${n + 1}::timestamptz, $${n + 2}::bigint))
             order by m.received_at desc, m.id desc limit $${n + 3}`,
          [...params, before?.at ?? null, before?.id ?? null, EXPORT_BATCH],
        );
        if (rows.length === 0) return;
        const last = rows[rows.length - 1] as { id: number; at: string };
        before = { at: last.at, id: last.id };
        yield rows.map((r) => [
          r.id,
          localMobile(r.from_mobile),
          r.number,
          r.text,
          jalali(r.received),
          r.read ? exportTexts.inbox.read : exportTexts.inbox.unread,
        ]);
        if (rows.length < EXPORT_BATCH) return;
      }
    },
  };
}
