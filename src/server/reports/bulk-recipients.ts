// One send's recipients as the published API's report/recipients has them: the text each got (a
// keyword or peer-to-peer recipient's own, else the send's), parts and status, in send order;
// narrowed by status and by a number search when asked.
import type { ListPage } from '../../domain/core/envelope.ts';
import { CANCEL_11_SUFFIX, lineE164, sendMessages } from '../../domain/index.ts';
import type { BulkRecipient, BulkRecipientsQuery } from '../../domain/reports/bulk-recipients.schema.ts';
import { recipientSearch } from '../../domain/reports/report-details.rules.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { writeChunksOf } from '../send/recipient-chunks.ts';
import { outboxTarget } from '../send/send.ts';

type Row = { mobile: string; text: string | null; parts: number; status: number };
type Bulk = {
  text: string;
  total: number;
  status_1: number;
  status_2: number;
  status_3: number;
  status_4: number;
};

/**
 * Recipients with a status, from the send's own counters (no count over a million rows): 1 to 4
 * are counted as they change; every other recipient, waiting, stopped or gone out, reads 0.
 */
function withStatus(bulk: Bulk, status: number): number {
  if (status === 0) return bulk.total - bulk.status_1 - bulk.status_2 - bulk.status_3 - bulk.status_4;
  return bulk[`status_${status}` as 'status_1'];
}

/**
 * A page of the recipients that pass `filter`, in send order. The ids of the page are found first
 * (an index of the send's statuses answers that alone) and only their rows are read; a page past
 * the middle is counted from the end, so the last page costs what the first does.
 */
async function filteredPage(
  db: Queryable,
  filter: string,
  params: unknown[],
  { offset, per_page, total }: { offset: number; per_page: number; total: number },
): Promise<Row[]> {
  if (offset >= total) return [];
  const fromEnd = offset > total / 2;
  const skip = fromEnd ? Math.max(0, total - offset - per_page) : offset;
  const take = fromEnd ? Math.min(per_page, total - offset) : per_page;
  const order = fromEnd ? 'desc' : 'asc';
  const rows = await db.query<Row>(
    `select r.mobile, r.text, r.parts::int as parts, r.status::int as status
     from (select idx from bulk_recipients where ${filter} order by idx ${order}
           limit $${params.length + 1} offset $${params.length + 2}) page
     join bulk_recipients r on r.bulk_id = $1 and r.idx = page.idx
     order by r.idx`,
    [...params, take, skip],
  );
  return rows;
}

/**
 * A page of one of the user's sends' recipients: a campaign's all, or one message's alone (by its
 * id); another user's send is as unknown as a missing one.
 */
export async function bulkRecipientPage(
  db: Queryable,
  userId: number,
  { bulk_id: id, page, per_page, message_status, recipient }: BulkRecipientsQuery,
): Promise<ListPage<BulkRecipient>> {
  const { bulkId: bulk_id, message } = await outboxTarget(db, userId, id);
  const [bulk] = await db.query<Bulk>(
    'select text, total, status_1, status_2, status_3, status_4 from bulks where id = $1 and user_id = $2',
    [bulk_id, userId],
  );
  if (!bulk) throw new ApiError(404, sendMessages.bulkNotFound);
  const search = recipient === undefined ? null : recipientSearch(recipient);
  const offset = (page - 1) * per_page;
  const plain = search === null && message_status === undefined && message === null;
  // A big send's recipients still stored as chunks are written out first: a plain page needs those
  // up to its last, a search or a filter all of them.
  await writeChunksOf(db, plain ? { bulkId: bulk_id, beforeIdx: offset + per_page } : { bulkId: bulk_id });
  let rows: Row[];
  let total: number;
  if (plain) {
    // A send's recipients are numbered 0, 1, 2… in send order with no gaps, so a page is a range
    // of the primary key however deep it is.
    rows = await db.query<Row>(
      `select mobile, text, parts::int as parts, status::int as status from bulk_recipients
       where bulk_id = $1 and idx >= $2 order by idx limit $3`,
      [bulk_id, offset, per_page],
    );
    total = bulk.total;
  } else {
    const where = ['bulk_id = $1'];
    const params: unknown[] = [bulk_id];
    if (message !== null) {
      params.push(message.no);
      where.push(`message_no = $${params.length}`);
    }
    if (message_status !== undefined) {
      params.push(message_status);
      where.push(`status = $${params.length}`);
    }
    if (search !== null) {
      params.push(search.prefix ? `${search.digits}%` : `%${search.digits}%`);
      where.push(`mobile like $${params.length}`);
    }
    const filter = where.join(' and ');
    if (search === null && message === null && message_status !== undefined)
      total = withStatus(bulk, message_status);
    else {
      const [count] = await db.query<{ n: number }>(
        `select count(*)::int as n from bulk_recipients where ${filter}`,
        params,
      );
      total = count?.n ?? 0;
    }
    rows = await filteredPage(db, filter, params, { offset, per_page, total });
  }
  return {
    // A recipient's own text is stored without the لغو۱۱ line the send adds (the send's text has it).
    items: rows.map((r) => ({
      recipient: lineE164(r.mobile),
      message: r.text === null ? bulk.text : r.text + CANCEL_11_SUFFIX,
      is_readable: true,
      msg_parts: String(r.parts),
      message_status: String(r.status),
    })),
    total,
    page,
    per_page,
  };
}
