// Where the API-call log's rows are written and read, in the thread that owns the log's connection
// (call-log-thread.ts). On PostgreSQL that is the server's own database, whose migrations made the table;
// on PGlite it is a database of the log's own (DATA_DIR/calls), since an embedded database runs its
// writes on the thread that opened it, and the log must not take the thread that answers requests.
import type { ApiCall, ApiCallItem, ApiCallListQuery } from '../../domain/developers/api-calls.schema.ts';
import type { Db } from '../db/client.ts';
import { type CallAsSent, recordOf } from './call-record.ts';

export type ApiCallRecord = {
  userId: number;
  apiKeyId: number;
  at: Date;
  method: string;
  path: string;
  status: number;
  messageCode: string | null;
  durationMs: number;
  address: string;
  requestId: string;
  requestBody: string | null;
  responseBody: string | null;
};

/** A call as the store has it: the key's title is the server's database's, added by the reader. */
export type StoredCallItem = Omit<ApiCallItem, 'key_title'>;
export type StoredCall = Omit<ApiCall, 'key_title'>;

/**
 * The table in a database of the log's own (PGlite), as migrations 0036 and 0038 leave it in the
 * server's database (call-log-store.test.ts compares the two).
 */
export const OWN_CALL_LOG_SCHEMA = `
  create table if not exists api_calls (
    id bigserial primary key,
    user_id bigint not null,
    api_key_id bigint,
    at timestamptz not null,
    method text not null,
    path text not null,
    status integer not null,
    message_code text,
    duration_ms integer not null,
    address text not null,
    request_id text not null,
    request_body text,
    response_body text
  );
  create index if not exists api_calls_user on api_calls (user_id, at desc, id desc);
  create index if not exists api_calls_request on api_calls (request_id);
  create index if not exists api_calls_at on api_calls using brin (at);
`;

const COLUMNS = [
  'user_id',
  'api_key_id',
  'at',
  'method',
  'path',
  'status',
  'message_code',
  'duration_ms',
  'address',
  'request_id',
  'request_body',
  'response_body',
] as const;

const ITEM_COLUMNS = `c.id::int as id, to_char(c.at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as at,
  c.api_key_id::int as key_id, c.method, c.path, c.status, c.message_code, c.duration_ms, c.address,
  c.request_id`;

/** The log's operations on the database the thread holds. */
export function callLogStore(db: Db) {
  return {
    async write(records: readonly ApiCallRecord[]): Promise<void> {
      await db.copyRows(
        'api_calls',
        COLUMNS,
        records.map((r) => [
          r.userId,
          r.apiKeyId,
          r.at,
          r.method,
          r.path,
          r.status,
          r.messageCode,
          r.durationMs,
          r.address,
          r.requestId,
          r.requestBody,
          r.responseBody,
        ]),
      );
    },

    /** Calls as the answering thread handed them over, shaped (masked, formatted) and written. */
    async record(calls: readonly CallAsSent[]): Promise<void> {
      await this.write(calls.map(recordOf));
    },

    async page(userId: number, q: ApiCallListQuery): Promise<{ items: StoredCallItem[]; total: number }> {
      const where = ['c.user_id = $1'];
      const values: unknown[] = [userId];
      const add = (sql: string, value: unknown) => {
        values.push(value);
        where.push(sql.replace('?', `$${values.length}`));
      };
      if (q.key_id !== undefined) add('c.api_key_id = ?', q.key_id);
      if (q.status) add('c.status / 100 = ?', Number(q.status[0]));
      if (q.path) add(`position(? in c.path) > 0`, q.path);
      if (q.request_id) add('c.request_id = ?', q.request_id);
      if (q.from_date !== undefined) add('c.at >= ?', new Date(q.from_date * 1000));
      if (q.to_date !== undefined) add('c.at <= ?', new Date(q.to_date * 1000));
      const filter = where.join(' and ');
      const [items, [total]] = await Promise.all([
        db.query<StoredCallItem>(
          `select ${ITEM_COLUMNS} from api_calls c where ${filter}
           order by c.at desc, c.id desc limit $${values.length + 1} offset $${values.length + 2}`,
          [...values, q.per_page, (q.page - 1) * q.per_page],
        ),
        db.query<{ n: number }>(`select count(*)::int as n from api_calls c where ${filter}`, values),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async get(userId: number, id: number): Promise<StoredCall | null> {
      const [row] = await db.query<StoredCall>(
        `select ${ITEM_COLUMNS}, c.request_body, c.response_body from api_calls c
         where c.id = $1 and c.user_id = $2`,
        [id, userId],
      );
      return row ?? null;
    },

    async purge(before: Date): Promise<void> {
      await db.query('delete from api_calls where at < $1', [before]);
    },
  };
}

export type CallLogStore = ReturnType<typeof callLogStore>;
