// The API-call log's recording and reading. A call made with an API key is recorded after its answer is
// sent: the record is gathered into a batch, and the batch is handed to the log's own thread
// (call-log-thread.ts), which writes it with one COPY on a connection of its own. The thread that answers
// requests never waits for the log nor does its writing. Secrets (passwords, codes, keys, tokens) are
// masked in both bodies and in the query, and each body is cut at API_CALL_BODY_MAX characters.
import { Worker } from 'node:worker_threads';
import type { Context } from 'hono';
import type { ListPage } from '../../domain/core/envelope.ts';
import {
  API_CALL_RETENTION_DAYS,
  type ApiCall,
  type ApiCallItem,
  type ApiCallListQuery,
  apiCallMessages,
} from '../../domain/developers/api-calls.schema.ts';
import type { Logger } from '../core/log.ts';
import type { Db, DbTarget } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import { ANSWER_TEXT } from '../http/respond.ts';
import type { ApiCallRecord, StoredCall, StoredCallItem } from './call-log-store.ts';
import type { CallLogAnswer, CallLogAsk } from './call-log-thread.ts';
import type { CallAsSent } from './call-record.ts';

export const API_CALL_RETENTION_MS = API_CALL_RETENTION_DAYS * 24 * 60 * 60_000;

/**
 * How long a record waits here for others to share its hand-over, and the most one holds: short, so
 * that records die young in this thread's heap (the log's thread gathers them into larger writes).
 */
const BATCH_WAIT_MS = 40;
const BATCH_MAX = 200;
/**
 * Records handed to the log's thread and not yet written, at most: past it (the thread stopped
 * keeping up, or stopped) a record is counted and dropped rather than held in memory without bound.
 */
const BACKLOG_MAX = 100_000;

/** The log's thread: started at its first use, asked in order, started again after a failure. */
class CallLogThread {
  private started: Promise<Worker> | null = null;
  private worker: Worker | null = null;
  private seq = 0;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  constructor(
    private readonly target: DbTarget,
    private readonly log: Logger,
  ) {}

  open(): Promise<Worker> {
    this.started ??= new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(new URL('../jobs/contact-import-boot.mjs', import.meta.url), {
        workerData: {
          entry: new URL('./call-log-thread.ts', import.meta.url).href,
          callLog: true,
          target: this.target,
        },
      });
      this.worker = worker;
      worker.on('message', (answer: CallLogAnswer) => {
        if ('ready' in answer) resolve(worker);
        else if ('failed' in answer) {
          reject(new Error(answer.failed));
          void worker.terminate();
        } else {
          const waiting = this.waiting.get(answer.id);
          this.waiting.delete(answer.id);
          if (answer.ok) waiting?.resolve(answer.result);
          else waiting?.reject(new Error(answer.message));
        }
      });
      worker.on('error', (error) => this.log.error('api_call_log_thread', { message: error.message }));
      worker.on('exit', () => {
        // Whatever it was asked and did not answer fails; the next question starts a new thread.
        if (this.worker === worker) {
          this.worker = null;
          this.started = null;
        }
        reject(new Error('the API-call log thread ended'));
        for (const [id, waiting] of this.waiting) {
          this.waiting.delete(id);
          waiting.reject(new Error('the API-call log thread ended'));
        }
      });
    });
    return this.started;
  }

  async ask<T>(op: CallLogAsk['op'], ...args: unknown[]): Promise<T> {
    const worker = await this.open();
    const id = ++this.seq;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ id, op, args } satisfies CallLogAsk);
    });
  }

  async close(): Promise<void> {
    if (!this.started) return;
    const worker = await this.started.catch(() => null);
    if (!worker) return;
    await this.ask('close').catch(() => {});
    this.worker = null;
    this.started = null;
    await worker.terminate();
  }
}

/**
 * The log: records are gathered here and handed in batches to the log's own thread, which writes them
 * (and answers the panel's reads) on a connection of its own. A failed write is logged, never the
 * caller's failure.
 */
export class ApiCallLog {
  private readonly thread: CallLogThread;
  private readonly writing = new Set<Promise<void>>();
  private buffer: CallAsSent[] = [];
  private timer: NodeJS.Timeout | null = null;
  private handed = 0;
  private dropped = 0;

  constructor(
    /** The server's database: the keys' titles are read there. */
    private readonly db: Db,
    /** Where the log's rows are: the server's own database on PostgreSQL, one of its own on PGlite. */
    target: DbTarget,
    private readonly log: Logger,
    /** Whether calls are recorded (API_CALL_LOG); the log is read either way. */
    readonly recording = true,
  ) {
    this.thread = new CallLogThread(target, log);
  }

  /**
   * Opens the log's thread now rather than at the first call on record: a database of the log's own is
   * made on its first start (PGlite's initdb, seconds of work), which must not fall on the first calls.
   */
  async open(): Promise<void> {
    await this.thread.open();
  }

  /** Queues a record; it waits up to BATCH_WAIT_MS for others to share its batch. */
  add(record: CallAsSent): void {
    if (this.handed + this.buffer.length >= BACKLOG_MAX) {
      this.dropped++;
      return;
    }
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
    if (this.dropped > 0) {
      this.log.error('api_call_log_dropped', { count: this.dropped });
      this.dropped = 0;
    }
    const batch = this.buffer.splice(0);
    if (batch.length === 0) return;
    this.handed += batch.length;
    const written = this.thread
      .ask<void>('record', batch)
      .catch((error: Error) => this.log.error('api_call_log', { message: error.message }))
      .finally(() => {
        this.handed -= batch.length;
        this.writing.delete(written);
      });
    this.writing.add(written);
  }

  /** Writes every queued record now and waits for them (tests, shutdown). */
  async flush(): Promise<void> {
    this.drain();
    while (this.writing.size > 0) await Promise.all([...this.writing]);
  }

  /** A page of the account's calls, newest first, each with its key's title. */
  async page(userId: number, q: ApiCallListQuery): Promise<ListPage<ApiCallItem>> {
    const { items, total } = await this.thread.ask<{ items: StoredCallItem[]; total: number }>(
      'page',
      userId,
      q,
    );
    return { items: await this.titled(userId, items), total, page: q.page, per_page: q.per_page };
  }

  /** One call of the account's, whole; another account's is not found. */
  async get(userId: number, id: number | null): Promise<ApiCall> {
    const row = id === null ? null : await this.thread.ask<StoredCall | null>('get', userId, id);
    if (!row) throw new ApiError(404, apiCallMessages.notFound);
    const [titled] = await this.titled(userId, [row]);
    return titled as ApiCall;
  }

  /** Removes the calls older than the retention (the purge job's round). */
  async purge(now: Date): Promise<void> {
    await this.thread.ask('purge', new Date(now.getTime() - API_CALL_RETENTION_MS));
  }

  /**
   * On PGlite the log had its rows in the server's database before it had a database of its own: they
   * move over once (in batches), so no call on record is lost.
   */
  async moveFrom(db: Db): Promise<void> {
    // On PostgreSQL the log's rows are in that database already.
    if (db.kind !== 'pglite') return;
    for (;;) {
      const rows = await db.query<ApiCallRecord & { id: number }>(
        `select id::int as id, user_id::int as "userId", api_key_id::int as "apiKeyId", at, method, path,
           status, message_code as "messageCode", duration_ms as "durationMs", address,
           request_id as "requestId", request_body as "requestBody", response_body as "responseBody"
         from api_calls order by id limit 5000`,
      );
      const last = rows.at(-1);
      if (!last) return;
      await this.thread.ask(
        'write',
        rows.map(({ id: _, ...record }) => record),
      );
      await db.query('delete from api_calls where id <= $1', [last.id]);
    }
  }

  async close(): Promise<void> {
    await this.flush();
    await this.thread.close();
  }

  private async titled<T extends StoredCallItem>(
    userId: number,
    items: T[],
  ): Promise<(T & { key_title: string | null })[]> {
    const ids = [...new Set(items.map((item) => item.key_id).filter((id): id is number => id !== null))];
    const titles = new Map(
      ids.length === 0
        ? []
        : (
            await this.db.query<{ id: number; title: string }>(
              'select id::int as id, title from api_keys where user_id = $1 and id = any($2::bigint[])',
              [userId, ids],
            )
          ).map((row) => [row.id, row.title]),
    );
    return items.map((item) => ({
      ...item,
      key_title: item.key_id === null ? null : (titles.get(item.key_id) ?? null),
    }));
  }
}

/**
 * What a declared call tells the log about itself while it runs (calls.ts sets it): the request's body
 * as sent (its text, or a form's fields), and an answer that is not the API's JSON (a file).
 */
export type CallOnRecord = { userId: number; apiKeyId: number; request?: unknown; response?: string };
export const CALL_ON_RECORD = 'apiCallOnRecord';

/** A form's fields as JSON text, a file named by its name (never read). */
function formText(fields: unknown): string {
  return JSON.stringify(fields, (_k, v) => (v instanceof File ? `[file ${v.name}]` : v));
}

/**
 * Queues the record of an answered call. Nothing is parsed, masked or formatted here: the answer's
 * text as sent (respond.ts keeps it on the context) and the request's go to the log's thread as they
 * are, and are shaped there (call-record.ts).
 */
export function recordCall(
  calls: ApiCallLog,
  c: Context,
  call: CallOnRecord,
  started: { at: Date; ms: number },
  requestId: string,
  address: string,
): void {
  const url = c.req.url;
  const query = url.indexOf('?');
  const sent = c.get(ANSWER_TEXT as never) as string | undefined;
  calls.add({
    userId: call.userId,
    apiKeyId: call.apiKeyId,
    at: started.at,
    method: c.req.method,
    path: c.req.path,
    search: query < 0 ? '' : url.slice(query),
    status: c.res.status,
    durationMs: Math.max(0, Math.round(performance.now() - started.ms)),
    address,
    requestId,
    request:
      call.request === undefined || call.request === null
        ? null
        : typeof call.request === 'string'
          ? call.request
          : formText(call.request),
    response: call.response ?? sent ?? null,
  });
}
