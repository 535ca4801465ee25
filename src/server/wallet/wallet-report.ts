// The wallet's transactions (report/payment/new) and their export (export_type financial): the
// ledger's rows of one user, newest first, with the send a debit or refund was for and the payment a
// deposit credited. The list and the file read the same filters through one `where`.
import { formatJalali, parseStoredTimestamp, toStoredTimestamp } from '../../domain/core/jalali-format.ts';
import { transactionsExportTexts } from '../../domain/wallet/wallet.messages.ts';
import {
  type PaymentMethod,
  type PaymentState,
  paymentMethodLabels,
  paymentStateLabels,
  type TransactionFilters,
  type TransactionKind,
  type TransactionReportBody,
  type TransactionRow,
  type TransactionType,
  transactionKindLabels,
  transactionTypeLabels,
} from '../../domain/wallet/wallet-transfers.schema.ts';
import type { Queryable } from '../db/client.ts';
import { EXPORT_BATCH, type ExportSource } from '../files/export-sources.ts';

type Where = { sql: string; params: unknown[] };

/** The filters as SQL over `wallet_transactions t left join payments p on p.id = t.payment_id`. */
export function transactionsWhere(userId: number, f: TransactionFilters): Where {
  const params: unknown[] = [userId];
  const parts = ['t.user_id = $1'];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  if (f.type) add((n) => `t.type = ${n}`, f.type);
  if (f.kind) add((n) => `t.kind = ${n}`, f.kind);
  if (f.from) add((n) => `t.created_at >= ${n}`, parseStoredTimestamp(f.from));
  if (f.to) add((n) => `t.created_at < ${n}`, parseStoredTimestamp(f.to));
  if (f.min_amount !== undefined) add((n) => `t.amount >= ${n}`, f.min_amount);
  if (f.max_amount !== undefined) add((n) => `t.amount <= ${n}`, f.max_amount);
  if (f.reference)
    add(
      (n) =>
        `(t.bulk_id::text = ${n} or t.id::text = ${n} or p.reference_code = ${n} or p.bank_reference = ${n})`,
      f.reference,
    );
  return { sql: parts.join(' and '), params };
}

const FROM = 'wallet_transactions t left join payments p on p.id = t.payment_id';

type LedgerRow = {
  id: number;
  amount: string;
  type: TransactionType;
  kind: TransactionKind;
  description: string;
  balance_after: string;
  created_at: Date | string;
  bulk_id: number | null;
  payment_id: number | null;
  method: PaymentMethod | null;
  state: PaymentState | null;
  reference: string | null;
};

const COLUMNS = `t.id::int as id, t.amount, t.type, t.kind, t.description, t.balance_after, t.created_at,
  t.bulk_id::int as bulk_id, p.id::int as payment_id, p.method, p.state,
  coalesce(p.reference_code, p.bank_reference) as reference`;

function rowOut(r: LedgerRow): TransactionRow {
  return {
    id: r.id,
    amount: Number(r.amount),
    type: r.type,
    kind: r.kind,
    description: r.description,
    balance_after: Number(r.balance_after),
    created_at: toStoredTimestamp(new Date(r.created_at)),
    bulk_id: r.bulk_id,
    payment:
      r.payment_id !== null && r.method && r.state
        ? { id: r.payment_id, method: r.method, state: r.state, reference: r.reference }
        : null,
  };
}

export async function transactionsPage(db: Queryable, userId: number, body: TransactionReportBody) {
  const where = transactionsWhere(userId, body.filters);
  const n = where.params.length;
  const [[count], rows] = await Promise.all([
    db.query<{ n: number }>(`select count(*)::int as n from ${FROM} where ${where.sql}`, where.params),
    db.query<LedgerRow>(
      `select ${COLUMNS} from ${FROM} where ${where.sql}
       order by t.created_at desc, t.id desc limit $${n + 1} offset $${n + 2}`,
      [...where.params, body.per_page, (body.page - 1) * body.per_page],
    ),
  ]);
  return { items: rows.map(rowOut), total: count?.n ?? 0, page: body.page, per_page: body.per_page };
}

/** The financial export: the same rows, newest first (by id), read in keyset batches; Jalali times. */
export async function financialSource(
  db: Queryable,
  userId: number,
  filters: TransactionFilters,
): Promise<ExportSource> {
  const where = transactionsWhere(userId, filters);
  const n = where.params.length;
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from ${FROM} where ${where.sql}`,
    where.params,
  );
  return {
    sheetName: transactionsExportTexts.sheetName,
    header: [...transactionsExportTexts.header],
    columnWidths: [10, 18, 10, 18, 16, 20, 50, 12, 18, 14, 20],
    total: count?.n ?? 0,
    async *batches() {
      // Keyset on the id (exact, unlike a timestamp through JS's milliseconds); ids grow with time.
      let before: number | null = null;
      for (;;) {
        const rows: LedgerRow[] = await db.query<LedgerRow>(
          `select ${COLUMNS} from ${FROM} where ${where.sql} and ($${n + 1}::bigint is null or t.id < $${n + 1})
           order by t.id desc limit $${n + 2}`,
          [...where.params, before, EXPORT_BATCH],
        );
        if (rows.length === 0) return;
        before = (rows[rows.length - 1] as LedgerRow).id;
        yield rows.map((r) => [
          r.id,
          formatJalali(new Date(r.created_at), true, { digits: 'latin' }),
          transactionTypeLabels[r.type],
          transactionKindLabels[r.kind],
          Number(r.amount),
          Number(r.balance_after),
          r.description,
          r.bulk_id,
          r.method ? paymentMethodLabels[r.method] : null,
          r.state ? paymentStateLabels[r.state] : null,
          r.reference,
        ]);
        if (rows.length < EXPORT_BATCH) return;
      }
    },
  };
}
