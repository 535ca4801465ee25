// One send's recipients as the published API's report/recipients has them: the text each got (a
// keyword or peer-to-peer recipient's own, else the send's), parts and status, in send order.
// A send's recipients are numbered 0…total-1 without gaps, so a page of them all is a range of that
// number (as cheap at the millionth row as at the first); a page of one status walks the
// (bulk, status, number) index, from the nearer end, and its total comes from the send's counts.
import type { ListPage } from '../../domain/api/envelope.ts';
import { CANCEL_11_SUFFIX, lineE164, sendMessages } from '../../domain/index.ts';
import type { BulkRecipient, BulkRecipientsQuery } from '../../domain/schemas/bulk-recipients.schema.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from './api-error.ts';

type Row = { mobile: string; text: string | null; parts: number; status: number };
type BulkCounts = {
  text: string;
  total: number;
  status_1: number;
  status_2: number;
  status_3: number;
  status_4: number;
};

const COLUMNS = 'r.mobile, r.text, r.parts::int as parts, r.status::int as status';

/** Recipients with a status: 1–4 are counted on the send; 0 is everyone else (waiting, out, stopped). */
function countOf(bulk: BulkCounts, status: number): number {
  if (status === 0) return bulk.total - bulk.status_1 - bulk.status_2 - bulk.status_3 - bulk.status_4;
  return bulk[`status_${status}` as 'status_1'];
}

/** A page of one of the user's sends' recipients; another user's send is as unknown as a missing one. */
export async function bulkRecipientPage(
  db: Queryable,
  userId: number,
  { bulk_id, page, per_page, message_status }: BulkRecipientsQuery,
): Promise<ListPage<BulkRecipient>> {
  const [bulk] = await db.query<BulkCounts>(
    'select text, total, status_1, status_2, status_3, status_4 from bulks where id = $1 and user_id = $2',
    [bulk_id, userId],
  );
  if (!bulk) throw new ApiError(404, sendMessages.bulkNotFound);
  const offset = (page - 1) * per_page;
  let total: number;
  let rows: Row[] = [];
  if (message_status === undefined) {
    total = bulk.total;
    if (offset < total)
      rows = await db.query<Row>(
        // Ordered and limited, the primary key is walked from the page's first number whatever the
        // planner guesses of the range (a low range is common to every small send).
        `select ${COLUMNS} from bulk_recipients r where r.bulk_id = $1 and r.idx >= $2 order by r.idx limit $3`,
        [bulk_id, offset, per_page],
      );
  } else {
    total = countOf(bulk, message_status);
    if (offset < total) {
      // Past the middle the index is walked from the end: the last page costs what the first does.
      const fromEnd = offset > total / 2;
      const limit = Math.min(per_page, total - offset);
      const skip = fromEnd ? total - offset - limit : offset;
      rows = await db.query<Row>(
        `select ${COLUMNS} from (
           select idx from bulk_recipients where bulk_id = $1 and status = $2
           order by idx ${fromEnd ? 'desc' : 'asc'} offset $3 limit $4
         ) p join bulk_recipients r on r.bulk_id = $1 and r.idx = p.idx
         order by r.idx`,
        [bulk_id, message_status, skip, limit],
      );
    }
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
