// One send's recipients as the published API's report/recipients has them: the text each got (a
// keyword or peer-to-peer recipient's own, else the send's), parts and status, in send order.
import type { ListPage } from '../../domain/api/envelope.ts';
import { CANCEL_11_SUFFIX, lineE164, sendMessages } from '../../domain/index.ts';
import type { BulkRecipient, BulkRecipientsQuery } from '../../domain/schemas/bulk-recipients.schema.ts';
import type { Queryable } from '../db/client.ts';
import { ApiError } from './api-error.ts';

type Row = { mobile: string; text: string | null; parts: number; status: number };

/** A page of one of the user's sends' recipients; another user's send is as unknown as a missing one. */
export async function bulkRecipientPage(
  db: Queryable,
  userId: number,
  { bulk_id, page, per_page }: BulkRecipientsQuery,
): Promise<ListPage<BulkRecipient>> {
  const [bulk] = await db.query<{ text: string; total: number }>(
    'select text, total from bulks where id = $1 and user_id = $2',
    [bulk_id, userId],
  );
  if (!bulk) throw new ApiError(404, sendMessages.bulkNotFound);
  const rows = await db.query<Row>(
    `select mobile, text, parts::int as parts, status::int as status from bulk_recipients
     where bulk_id = $1 order by idx limit $2 offset $3`,
    [bulk_id, per_page, (page - 1) * per_page],
  );
  return {
    // A recipient's own text is stored without the لغو۱۱ line the send adds (the send's text has it).
    items: rows.map((r) => ({
      recipient: lineE164(r.mobile),
      message: r.text === null ? bulk.text : r.text + CANCEL_11_SUFFIX,
      is_readable: true,
      msg_parts: String(r.parts),
      message_status: String(r.status),
    })),
    total: bulk.total,
    page,
    per_page,
  };
}
