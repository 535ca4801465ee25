// The API-call log's writing and reading. A call made with an API key is recorded after its answer is
// sent: the record goes to a group commit (core/group-commit.ts), so a busy key costs one COPY per
// batch (db/client.ts copyRows), never a write on the request's path. Secrets (passwords, codes, keys,
// tokens) are masked in both bodies and in the query, and each body is cut at API_CALL_BODY_MAX
// characters.
import type { Context } from 'hono';
import type { ListPage } from '../../domain/core/envelope.ts';
import {
  API_CALL_BODY_MAX,
  API_CALL_RETENTION_DAYS,
  type ApiCall,
  type ApiCallItem,
  type ApiCallListQuery,
  apiCallMessages,
} from '../../domain/developers/api-calls.schema.ts';
import { GroupCommit } from '../core/group-commit.ts';
import type { Logger } from '../core/log.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { codeOfStatus } from '../http/respond.ts';

export const API_CALL_RETENTION_MS = API_CALL_RETENTION_DAYS * 24 * 60 * 60_000;

/** A field whose value is a secret: its value is never recorded. */
const SECRET_FIELD =
  /pass(word)?|secret|token|otp|^code$|_code$|^pin$|api_?key|^key$|authorization|signature|card_?number|cvv2?/i;
/** Fields named *_code that are not secrets. */
const NOT_SECRET =
  /^(message_code|national_code|postal_code|city_code|country_code|status_code|economic_code)$/i;
export const MASK = '***';

const isSecret = (name: string) => SECRET_FIELD.test(name) && !NOT_SECRET.test(name);

/** The value with every secret field's value replaced, at any depth. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20) return MASK;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value))
      out[name] = isSecret(name) ? MASK : maskSecrets(item, depth + 1);
    return out;
  }
  return value;
}

/** A query string with its secrets masked; empty stays empty. */
export function maskQuery(search: string): string {
  if (!search || search === '?') return '';
  const params = new URLSearchParams(search);
  const masked = new URLSearchParams();
  for (const [name, value] of params) masked.append(name, isSecret(name.replace(/\[\]$/, '')) ? MASK : value);
  const text = masked.toString();
  return text ? `?${text}` : '';
}

/** A body as recorded: JSON masked and indented, other text as it is; cut at the limit. */
export function recordedBody(body: unknown): string | null {
  if (body === undefined || body === null || body === '') return null;
  let text: string;
  if (typeof body === 'string') {
    try {
      text = JSON.stringify(maskSecrets(JSON.parse(body)), null, 2);
    } catch {
      text = body;
    }
  } else if (typeof body === 'object' && !(body instanceof Blob) && !(body instanceof File)) {
    text = JSON.stringify(maskSecrets(body), (_k, v) => (v instanceof File ? `[file ${v.name}]` : v), 2);
  } else text = String(body);
  // PostgreSQL's text holds no NUL: a body carrying one (JSON may) is kept with it written out.
  const kept = text.includes('\u0000') ? text.replaceAll('\u0000', '\\u0000') : text;
  return kept.length > API_CALL_BODY_MAX ? kept.slice(0, API_CALL_BODY_MAX) : kept;
}

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
/** How long a record waits for others to share its insert, and the most one insert takes. */
const BATCH_WAIT_MS = 250;
const BATCH_MAX = 400;

/** Writes records in batches; a failed write is logged, never the caller's failure. */
export class ApiCallLog {
  private readonly commit: GroupCommit<ApiCallRecord, void>;
  private pending = new Set<Promise<void>>();
  private buffer: ApiCallRecord[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
  ) {
    this.commit = new GroupCommit<ApiCallRecord, void>(async (items) => {
      await this.db.copyRows(
        'api_calls',
        COLUMNS,
        items.map((r) => [
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
      return items.map(() => undefined);
    }, BATCH_MAX);
  }

  /**
   * Queues a record. Records wait up to BATCH_WAIT_MS to go in one insert with those that follow: on
   * the embedded database every commit is a write to disk on the server's own thread, so a busy key
   * costs a few commits a second, not one per handful of calls.
   */
  add(record: ApiCallRecord): void {
    this.buffer.push(record);
    if (this.buffer.length >= BATCH_MAX) this.drain();
    else if (!this.timer) {
      this.timer = setTimeout(() => this.drain(), BATCH_WAIT_MS);
      this.timer.unref();
    }
  }

  private drain(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.buffer.splice(0);
    for (const record of batch) {
      const written = this.commit.submit(record).catch((error: Error) => {
        this.log.error('api_call_log', { message: error.message });
      });
      this.pending.add(written);
      void written.finally(() => this.pending.delete(written));
    }
  }

  /** Writes every queued record now and waits for them (tests, shutdown). */
  async flush(): Promise<void> {
    this.drain();
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

/** What a declared call tells the log about itself while it runs (calls.ts sets it). */
export type CallOnRecord = { userId: number; apiKeyId: number; request?: unknown; response?: unknown };
export const CALL_ON_RECORD = 'apiCallOnRecord';

/** Reads what the answer says (its message_code and body) and queues the record: after the answer is sent. */
export async function recordCall(
  calls: ApiCallLog,
  c: Context,
  call: CallOnRecord,
  started: { at: Date; ms: number },
  requestId: string,
  address: string,
): Promise<void> {
  const res = c.res;
  const durationMs = Math.max(0, Math.round(performance.now() - started.ms));
  // The answer as the handler gave it (or the refusal thrown): the sent body is never read back, so
  // the server's fast path for a string body stays as it is.
  const error = c.error;
  const answered =
    call.response !== undefined
      ? call.response
      : error instanceof ApiError
        ? {
            data: null,
            meta: {
              status: false,
              message: error.message,
              message_code: error.code ?? codeOfStatus(error.status),
              errors: error.errors ?? {},
            },
          }
        : null;
  const meta = (answered as { meta?: { message_code?: unknown } } | null)?.meta;
  const messageCode = typeof meta?.message_code === 'string' ? meta.message_code : null;
  const responseBody = recordedBody(answered);
  const url = new URL(c.req.url);
  calls.add({
    userId: call.userId,
    apiKeyId: call.apiKeyId,
    at: started.at,
    method: c.req.method,
    path: c.req.path + maskQuery(url.search),
    status: res.status,
    messageCode,
    durationMs,
    address,
    requestId,
    requestBody: recordedBody(call.request),
    responseBody,
  });
}

const ITEM_COLUMNS = `c.id::int as id, to_char(c.at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as at,
  c.api_key_id::int as key_id, k.title as key_title, c.method, c.path, c.status, c.message_code,
  c.duration_ms, c.address, c.request_id`;

export async function apiCallPage(
  db: Queryable,
  userId: number,
  q: ApiCallListQuery,
): Promise<ListPage<ApiCallItem>> {
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
    db.query<ApiCallItem>(
      `select ${ITEM_COLUMNS} from api_calls c left join api_keys k on k.id = c.api_key_id and k.user_id = c.user_id
       where ${filter} order by c.at desc, c.id desc limit $${values.length + 1} offset $${values.length + 2}`,
      [...values, q.per_page, (q.page - 1) * q.per_page],
    ),
    db.query<{ n: number }>(`select count(*)::int as n from api_calls c where ${filter}`, values),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, per_page: q.per_page };
}

export async function apiCallOf(db: Queryable, userId: number, id: number | null): Promise<ApiCall> {
  const [row] =
    id === null
      ? []
      : await db.query<ApiCall>(
          `select ${ITEM_COLUMNS}, c.request_body, c.response_body from api_calls c
           left join api_keys k on k.id = c.api_key_id and k.user_id = c.user_id
           where c.id = $1 and c.user_id = $2`,
          [id, userId],
        );
  if (!row) throw new ApiError(404, apiCallMessages.notFound);
  return row;
}
