// Importing a file of contacts into a book, as a job: the request checks the book and the mapping,
// makes the import's row (running) and answers; a worker thread reads the file
// (contact-import-worker.ts) and hands over batches, which this thread writes with one multi-row
// insert each (a number already in the book is merged: its non-empty cells update the contact).
// Progress and the final answer (added, merged, refused and why) reach the user's sockets as
// contact_import_progress and contact_import_done. The upload is kept in the shared files folder and
// each batch written is recorded in its own transaction, so that an import whose process died (or
// stopped) is taken over by another once its lease runs out (job-leases.ts): it reads the file again,
// skips the batches already written and finishes with the same counts.
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import {
  CONTACT_IMPORT_DONE_EVENT,
  CONTACT_IMPORT_PROGRESS_EVENT,
  type ContactImportBody,
  type ContactImportJob,
  contactFileMessages,
  type ImportFeature,
} from '../../domain/contacts/contacts-files.schema.ts';
import { isFileImportErrorCode } from '../../domain/core/file-import/errors.ts';
import {
  fileImportMessages,
  uploadReadMessages,
} from '../../domain/core/file-import/file-import.messages.ts';
import type { Clock } from '../core/clock.ts';
import { notifyIn } from '../core/events.ts';
import type { Logger } from '../core/log.ts';
import { Places } from '../core/places.ts';
import type { Db, Queryable } from '../db/client.ts';
import { ApiError } from '../http/api-error.ts';
import type { ImportBatch, ImportWorkerInput, ImportWorkerMessage } from '../jobs/contact-import-worker.ts';
import type { JobLeases } from '../jobs/job-leases.ts';

/** Progress reaches the database and the sockets at most this often (real milliseconds). */
const PROGRESS_EVERY_MS = 500;
/**
 * Rows a single insert writes. PGlite runs each statement on this very thread, so its batches stay
 * small enough to leave the thread free between them; PostgreSQL works on its own.
 */
export const IMPORT_BATCH = { pglite: 1_000, postgres: 5_000 } as const;
/** Batches written at once. */
const WRITERS = { pglite: 1, postgres: 3 } as const;
/** Reading the file is this share of the progress, writing the rest. */
const READ_SHARE = 30;
/** Imports run at once in one server process, and for one user; a further one is refused (429). */
export const IMPORTS_PER_PROCESS = 2;
export const IMPORTS_PER_USER = 1;
/** The reading thread's V8 heap ceiling (MB): a million rows kept whole need a few hundred. */
const IMPORT_HEAP_MB = 512;
/** The code a reading thread's death of memory is told by (no file import error has it). */
const OUT_OF_MEMORY = 'out-of-memory';

/**
 * This process's import places. A further import is refused rather than queued: a queued one would
 * hold its whole file in memory while it waits, and a refused one is simply started again later.
 */
export const contactImportPlaces = new Places(IMPORTS_PER_PROCESS, IMPORTS_PER_USER, {
  user: uploadReadMessages.importsUserBusy,
  process: uploadReadMessages.importsServerBusy,
});

type ImportRow = Omit<ContactImportJob, 'refusals'> & {
  user_id: number;
  refusals: { reason: string; count: number }[];
};

const STORED = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
const COLUMNS = `id::int as id, user_id::int as user_id, phonebook_id::int as phonebook_id, file_name, state,
  progress::int as progress, total, added, merged, refused, refused_values, refusals, error,
  ${STORED('created_at')} as created_at, ${STORED('finished_at')} as finished_at`;

function toJob(row: ImportRow): ContactImportJob {
  const { user_id: _, ...job } = row;
  return job;
}

/** The book's id from the path, when it is the user's; else 404, as for a book that does not exist. */
export async function bookOf(
  db: Queryable,
  userId: number,
  param: string | undefined,
): Promise<{ id: number; title: string }> {
  const text = (param ?? '').trim();
  if (!/^\d{1,15}$/.test(text)) throw new ApiError(404, contactFileMessages.bookNotFound);
  const [book] = await db.query<{ id: number; title: string }>(
    'select id::int as id, title from phonebooks where id = $1 and user_id = $2',
    [Number(text), userId],
  );
  if (!book) throw new ApiError(404, contactFileMessages.bookNotFound);
  return book;
}

/** The features attached to a book, the user's own. */
export function bookFeatures(db: Queryable, userId: number, bookId: number): Promise<ImportFeature[]> {
  return db.query<ImportFeature>(
    `select o.id::int as id, o.title, o.latin_title, o.type from phonebook_options po
       join contact_options o on o.id = po.option_id
     where po.phonebook_id = $1 and o.user_id = $2 order by o.id`,
    [bookId, userId],
  );
}

export async function lastImport(db: Queryable, bookId: number): Promise<ContactImportJob | null> {
  const [row] = await db.query<ImportRow>(
    `select ${COLUMNS} from contact_imports where phonebook_id = $1 order by id desc limit 1`,
    [bookId],
  );
  return row ? toJob(row) : null;
}

const UPSERT = `
  with up as (
    insert into phonebook_numbers as n
      (phonebook_id, user_id, mobile, pre, name, email, options, created_at, updated_at)
    select $1, $2, s.mobile, s.pre, s.name, s.email, s.options::jsonb, $8, $8
    from unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) as s(mobile, pre, name, email, options)
    on conflict (phonebook_id, mobile) do update set
      pre = case when excluded.pre <> '' then excluded.pre else n.pre end,
      name = case when excluded.name <> '' then excluded.name else n.name end,
      email = case when excluded.email <> '' then excluded.email else n.email end,
      options = n.options || excluded.options,
      updated_at = excluded.updated_at
    returning (xmax = 0) as inserted
  )
  select count(*) filter (where inserted)::int as added, count(*) filter (where not inserted)::int as merged from up`;

export type ContactImports = {
  start(input: {
    userId: number;
    book: { id: number; title: string };
    body: ContactImportBody;
  }): Promise<ContactImportJob>;
  /** Resolves when no import runs (tests, shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

const registry = new WeakMap<Db, ContactImports>();

/** The imports of this server (one runner per database handle); uploads are kept under `filesDir`. */
export function contactImports(
  db: Db,
  clock: Clock,
  log: Logger,
  leases: JobLeases,
  filesDir: string,
): ContactImports {
  let runner = registry.get(db);
  if (!runner) {
    runner = startContactImports(db, clock, log, leases, filesDir);
    registry.set(db, runner);
  }
  return runner;
}

/** Waits for the imports of the server on `db` (tests). */
export async function contactImportsIdle(db: Db): Promise<void> {
  await registry.get(db)?.idle();
}

/** Stops the imports of the server on `db`, handing those under way back (its shutdown). */
export async function stopContactImports(db: Db): Promise<void> {
  await registry.get(db)?.stop();
}

/** An import's stored upload, relative to the files folder. */
const uploadPath = (userId: number, id: number) => join('imports', String(userId), `${id}.upload`);

/** What a process taking an import over reads it again with (the row's stored choices). */
type StoredImport = ImportRow & {
  upload_path: string | null;
  mapping: ContactImportBody['mapping'] | null;
  header: boolean | null;
};

function startContactImports(
  db: Db,
  clock: Clock,
  log: Logger,
  leases: JobLeases,
  filesDir: string,
): ContactImports {
  const running = new Set<Promise<void>>();
  const workers = new Set<Worker>();
  /** The imports this process runs, by id: handed back when it stops. */
  const mine = new Set<number>();
  let stopped = false;

  async function save(row: ImportRow, event: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [updated] = await tx.query<ImportRow>(
        `update contact_imports set state = $2, progress = $3, total = $4, added = $5, merged = $6,
           refused = $7, refused_values = $8, refusals = $9::jsonb, error = $10,
           finished_at = case when $2 = 'running' then null else $11::timestamptz end
         where id = $1 and state = 'running' returning ${COLUMNS}`,
        [
          row.id,
          row.state,
          row.progress,
          row.total,
          row.added,
          row.merged,
          row.refused,
          row.refused_values,
          JSON.stringify(row.refusals),
          row.error,
          clock.now(),
        ],
      );
      if (!updated) return false;
      await notifyIn(tx, { kind: 'event', userId: row.user_id, message: { event, data: toJob(updated) } });
      return true;
    });
  }

  /**
   * Runs an import. `skip`: the batches (by their order in the file) a process before this one
   * wrote; they are skipped, their counts already in the row's.
   */
  async function run(
    row: ImportRow,
    input: ImportWorkerInput,
    skip: ReadonlySet<number> = new Set(),
  ): Promise<void> {
    const worker = new Worker(new URL('../jobs/contact-import-boot.mjs', import.meta.url), {
      workerData: {
        entry: new URL('../jobs/contact-import-worker.ts', import.meta.url).href,
        contactImport: true,
        input,
      },
      resourceLimits: { maxOldGenerationSizeMb: IMPORT_HEAP_MB, maxYoungGenerationSizeMb: 64 },
    });
    workers.add(worker);
    const job = { ...row };
    let valid = 0;
    let seq = 0;
    let told = performance.now();
    let refusedValues: Record<string, number> = {};
    const queue: ImportWorkerMessage[] = [];
    let wake: (() => void) | null = null;
    let ended = false;
    const next = async (): Promise<ImportWorkerMessage | null> => {
      while (queue.length === 0) {
        if (ended) return null;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
      return queue.shift() as ImportWorkerMessage;
    };
    const push = (message: ImportWorkerMessage | null) => {
      if (message) queue.push(message);
      else ended = true;
      const w = wake;
      wake = null;
      w?.();
    };
    worker.on('message', (message: ImportWorkerMessage) => push(message));
    worker.on('error', (error: Error & { code?: string }) => {
      // A thread past its memory ceiling ends alone: the import fails in Persian, the server goes on.
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
        push({ type: 'failed', code: OUT_OF_MEMORY, message: '' });
      else push({ type: 'failed', code: null, message: error.message });
      push(null);
    });
    worker.on('exit', () => push(null));

    const writing = new Set<Promise<void>>();
    let failure: Error | null = null;
    const tell = async (force = false) => {
      if (!force && performance.now() - told < PROGRESS_EVERY_MS) return true;
      told = performance.now();
      return save(job, CONTACT_IMPORT_PROGRESS_EVENT);
    };
    const write = async (batch: ImportBatch, at: number) => {
      // The batch and its record commit together: a process taking the import over skips it exactly.
      const counts = await db.transaction(async (tx) => {
        const [made] = await tx.query<{ added: number; merged: number }>(UPSERT, [
          job.phonebook_id,
          job.user_id,
          batch.mobiles,
          batch.pres,
          batch.names,
          batch.emails,
          batch.options,
          clock.now(),
        ]);
        await tx.query(
          'insert into contact_import_batches (import_id, seq, added, merged) values ($1, $2, $3, $4)',
          [job.id, at, made?.added ?? 0, made?.merged ?? 0],
        );
        return made;
      });
      job.added += counts?.added ?? 0;
      job.merged += counts?.merged ?? 0;
      const written = job.added + job.merged;
      job.progress = Math.max(
        job.progress,
        Math.min(99, READ_SHARE + Math.floor(((100 - READ_SHARE) * written) / Math.max(1, valid))),
      );
    };

    try {
      for (;;) {
        if (stopped) throw new Error('stopped');
        const message = await next();
        if (!message) throw new Error('the import thread ended without an answer');
        if (message.type === 'read') {
          // Taken over, the file is read again: the progress shown stays where the first process left
          // it (never going back) until the writing passes it.
          if (skip.size > 0) continue;
          job.progress = Math.min(
            READ_SHARE,
            Math.floor((READ_SHARE * message.loaded) / Math.max(1, message.total)),
          );
          if (!(await tell())) return;
        } else if (message.type === 'counted') {
          valid = message.valid;
          job.total = message.total;
          job.refusals = Object.entries(message.refusals).map(([reason, count]) => ({ reason, count }));
          job.refused = job.refusals.reduce((sum, r) => sum + r.count, 0);
        } else if (message.type === 'batch') {
          worker.postMessage('more');
          const at = seq++;
          if (skip.has(at)) continue;
          // PostgreSQL writes a few batches at once, each on its own connection; PGlite one by one.
          while (writing.size >= WRITERS[db.kind]) await Promise.race(writing);
          if (failure) throw failure;
          // A failed write is kept and fails the import at the next turn.
          const writes: Promise<void> = write(message, at)
            .catch((error: unknown) => {
              failure ??= error as Error;
            })
            .finally(() => writing.delete(writes));
          writing.add(writes);
          if (!(await tell())) return;
        } else if (message.type === 'done') {
          refusedValues = message.refusedValues;
          await Promise.all(writing);
          if (failure) throw failure;
          break;
        } else if (message.code === OUT_OF_MEMORY) {
          throw new Failed(uploadReadMessages.tooMuchMemory);
        } else {
          const known = message.code !== null && isFileImportErrorCode(message.code);
          if (!known) log.error('contact-import', { id: job.id, message: message.message });
          throw new Failed(
            known
              ? fileImportMessages[message.code as keyof typeof fileImportMessages]
              : contactFileMessages.importFailed,
          );
        }
      }
      const values = Object.entries(refusedValues).map(([reason, count]) => ({ reason, count }));
      job.refused_values = values.reduce((sum, r) => sum + r.count, 0);
      job.refusals = [...job.refusals, ...values];
      job.state = 'done';
      job.progress = 100;
      if (await save(job, CONTACT_IMPORT_DONE_EVENT)) await forget(job);
    } catch (error) {
      // Stopping: the import is handed back (stop()), for this or another process to finish.
      if (stopped && !(error instanceof Failed)) return;
      const message = error instanceof Failed ? error.message : contactFileMessages.importFailed;
      if (!(error instanceof Failed))
        log.error('contact-import', { id: job.id, message: (error as Error).message });
      job.state = 'failed';
      job.error = message;
      await save(job, CONTACT_IMPORT_DONE_EVENT).catch(() => {});
      await forget(job).catch(() => {});
    } finally {
      workers.delete(worker);
      await worker.terminate();
    }
  }

  /**
   * The uploads and batch records of finished imports (this one, or without `job` every one whose
   * process could not clean up: failed by a sweep after too many takeovers), no longer needed.
   */
  async function forget(job?: ImportRow): Promise<void> {
    const gone = await db.query<{ id: number; upload_path: string }>(
      `with gone as (
         select id, upload_path from contact_imports
         where state <> 'running' and upload_path is not null ${job ? 'and id = $1' : ''}
         for update skip locked)
       update contact_imports c set upload_path = null from gone where c.id = gone.id
       returning c.id::int as id, gone.upload_path`,
      job ? [job.id] : [],
    );
    for (const { upload_path } of gone) rmSync(join(filesDir, upload_path), { force: true });
    if (gone.length > 0)
      await db.query('delete from contact_import_batches where import_id = any($1::bigint[])', [
        gone.map((g) => g.id),
      ]);
  }

  /** Runs an import (this process's place for it taken): its lease held until it ends. */
  function launch(
    row: ImportRow,
    input: ImportWorkerInput,
    release: () => void,
    skip?: ReadonlySet<number>,
  ): void {
    const letGo = leases.hold('contact_imports', row.id);
    mine.add(row.id);
    const job = run(row, input, skip)
      .catch(async (error: Error) => {
        // The reading thread could not even start: the import fails, in Persian, and the server goes on.
        log.error('contact-import', { id: row.id, message: error.message });
        await save(
          { ...row, state: 'failed', error: contactFileMessages.importFailed },
          CONTACT_IMPORT_DONE_EVENT,
        );
        await forget(row);
      })
      .catch(() => {})
      .finally(() => {
        mine.delete(row.id);
        letGo();
        release();
        running.delete(job);
      });
    running.add(job);
  }

  // Imports a dead process left: as many as this process has places for, each read again from its
  // stored upload with its stored choices, the batches already written skipped.
  leases.takeOver('contact_imports', async (claim) => {
    if (stopped) return;
    await forget();
    const ids = await claim(IMPORTS_PER_PROCESS - contactImportPlaces.taken);
    for (const id of ids) {
      const [row] = await db.query<StoredImport>(
        `select ${COLUMNS}, upload_path, mapping, header from contact_imports where id = $1 and state = 'running'`,
        [id],
      );
      if (!row) {
        await leases.handBack('contact_imports', [id], { uncounted: true });
        continue;
      }
      let release: () => void;
      try {
        release = contactImportPlaces.claim(row.user_id);
      } catch {
        // The user's place here is taken: left for the next sweep (this process's or another's).
        await leases.handBack('contact_imports', [id], { uncounted: true });
        continue;
      }
      try {
        if (!row.upload_path) throw new Failed(contactFileMessages.importInterrupted);
        // Read whole, as the upload was: the reading thread takes a Blob in memory (a file-backed one
        // cannot cross to it).
        const file = new Blob([
          await readFile(join(filesDir, row.upload_path)).catch(() => {
            throw new Failed(contactFileMessages.importInterrupted);
          }),
        ]);
        const batches = await db.query<{ seq: number; added: number; merged: number }>(
          'select seq, added, merged from contact_import_batches where import_id = $1',
          [id],
        );
        const { upload_path: _, mapping, header, ...job } = row;
        job.added = batches.reduce((sum, b) => sum + b.added, 0);
        job.merged = batches.reduce((sum, b) => sum + b.merged, 0);
        const input: ImportWorkerInput = {
          file,
          mapping: mapping ?? undefined,
          header: header ?? undefined,
          features: await bookFeatures(db, row.user_id, row.phonebook_id),
          batchSize: IMPORT_BATCH[db.kind],
        };
        launch(job, input, release, new Set(batches.map((b) => b.seq)));
      } catch (error) {
        release();
        const failed = { ...row, state: 'failed' as const };
        failed.error = error instanceof Failed ? error.message : contactFileMessages.importFailed;
        if (!(error instanceof Failed))
          log.error('contact_import_takeover', { id, message: (error as Error).message });
        await save(failed, CONTACT_IMPORT_DONE_EVENT).catch(() => {});
        await forget(failed).catch(() => {});
        await leases.handBack('contact_imports', [id]);
      }
    }
  });

  return {
    async start({ userId, book, body }) {
      const features = await bookFeatures(db, userId, book.id);
      const known = new Set(features.map((f) => String(f.id)));
      for (const id of Object.keys(body.mapping?.features ?? {}))
        if (!known.has(id))
          throw new ApiError(422, contactFileMessages.unknownFeature, {
            mapping: [contactFileMessages.unknownFeature],
          });
      if (body.file.size === 0)
        throw new ApiError(422, fileImportMessages.empty, { file: [fileImportMessages.empty] });
      const name = body.file instanceof File && body.file.name ? body.file.name.slice(0, 200) : '';
      const release = contactImportPlaces.claim(userId);
      let row: ImportRow | undefined;
      try {
        // One import a book at a time: the row is made only when none runs (checked in the same statement).
        // Its upload is stored before the answer: a process taking the import over reads it from there.
        row = await db.transaction(async (tx) => {
          const [made] = await tx.query<ImportRow>(
            `insert into contact_imports (user_id, phonebook_id, file_name, state, created_at, lease_until,
               mapping, header)
             select $1, $2, $3, 'running', $4, $5, $6::jsonb, $7
             where not exists (select 1 from contact_imports where phonebook_id = $2 and state = 'running')
             returning ${COLUMNS}`,
            [
              userId,
              book.id,
              name,
              clock.now(),
              leases.until(),
              body.mapping === undefined ? null : JSON.stringify(body.mapping),
              body.header ?? null,
            ],
          );
          if (!made) return undefined;
          const relative = uploadPath(userId, made.id);
          mkdirSync(join(filesDir, 'imports', String(userId)), { recursive: true });
          await pipeline(
            Readable.fromWeb(body.file.stream() as import('node:stream/web').ReadableStream),
            createWriteStream(join(filesDir, relative)),
          ).catch((error: unknown) => {
            rmSync(join(filesDir, relative), { force: true });
            throw error;
          });
          await tx.query('update contact_imports set upload_path = $2 where id = $1', [made.id, relative]);
          return made;
        });
      } catch (error) {
        release();
        throw error;
      }
      if (!row) {
        release();
        throw new ApiError(409, contactFileMessages.importRunning);
      }
      const input: ImportWorkerInput = {
        file: body.file,
        mapping: body.mapping,
        header: body.header,
        features,
        batchSize: IMPORT_BATCH[db.kind],
      };
      launch(row, input, release);
      return toJob(row);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    async stop() {
      stopped = true;
      const left = [...mine];
      for (const worker of workers) await worker.terminate();
      await this.idle();
      // Handed back at once: the next sweep of a process still up (or this one's next start) takes them.
      await leases
        .handBack('contact_imports', left)
        .catch((error: Error) => log.error('contact_import_hand_back', { message: error.message }));
    },
  };
}

class Failed extends Error {}
