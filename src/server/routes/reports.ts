// spec 7 (Reports): what the send flow's success page needs, one send's summary by id. The reports
// issue grows this area (lists, recipients, archive, exports).
import { Hono } from 'hono';
import { BulkSummaryQuerySchema, BulkSummarySchema, sendMessages } from '../../domain/index.ts';
import type { ApiCall } from '../services/api-call.ts';
import { ApiError } from '../services/api-error.ts';
import { requireAuth } from '../services/auth-middleware.ts';
import type { AuthEnv, ServerDeps } from '../services/context.ts';
import { ok } from '../services/respond.ts';
import { type BulkRow, progressOf } from '../services/send.ts';
import { queryParams } from '../services/validate.ts';

export const reportCalls: ApiCall[] = [
  {
    method: 'get',
    path: '/report/by_bulk',
    summary: "One of the user's sends, with its progress",
    query: BulkSummaryQuerySchema,
    data: BulkSummarySchema,
    tag: 'reports',
    auth: true,
    errors: { 404: 'No such send of this user' },
  },
];

const stored = (d: Date | string | null) =>
  d === null ? null : new Date(d).toISOString().slice(0, 19).replace('T', ' ');

type SummaryRow = BulkRow & {
  type: string;
  sender_number: string;
  text: string;
  parts: number;
  price: string;
  refunded: string;
  scheduled_at: Date | null;
  created_at: Date;
  finished_at: Date | null;
};

export function reportRoutes(deps: ServerDeps) {
  return new Hono<AuthEnv>().get(
    '/report/by_bulk',
    requireAuth(deps.db),
    queryParams(BulkSummaryQuerySchema),
    async (c) => {
      const [row] = await deps.db.query<SummaryRow>(
        `select id::int as id, user_id::int as user_id, status, total, pending, status_0, status_1, status_2,
           status_3, status_4, type, sender_number, text, parts, price, refunded, scheduled_at, created_at, finished_at
         from bulks where id = $1 and user_id = $2`,
        [c.req.valid('query').bulk_id, c.get('auth').user.id],
      );
      // Another user's send is as unknown as one that does not exist.
      if (!row) throw new ApiError(404, sendMessages.bulkNotFound);
      return ok(c, {
        ...progressOf(row),
        type: row.type,
        sender_number: row.sender_number,
        text: row.text,
        parts: row.parts,
        price: Number(row.price),
        refunded: Number(row.refunded),
        scheduled_at: stored(row.scheduled_at),
        created_at: stored(row.created_at),
        finished_at: stored(row.finished_at),
      });
    },
  );
}
