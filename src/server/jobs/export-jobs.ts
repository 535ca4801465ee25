// Exports run as jobs on the server, not inside the request: the request checks the source, makes the
// file's row (state running) and answers at once; this process's queue then writes the file batch by
// batch under the data folder, publishing `export_progress` and finally `export_ready` (or
// `export_failed`) to the user's sockets. Each job is held under a lease while queued or running; one
// whose process died (or stopped and gave it back) is taken over by a process still up once its lease
// runs out (job-leases.ts): its source is opened again from the row (export-openers.ts) and the file
// written from the start, so any process sharing the database and the files folder finishes it.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { toPersianDigits } from '../../domain/core/digits.ts';
import { formatJalali, parseStoredTimestamp } from '../../domain/core/jalali-format.ts';
import {
  EXPORT_FAILED_EVENT,
  EXPORT_PROGRESS_EVENT,
  EXPORT_READY_EVENT,
  type ExportEventData,
  type FileCategory,
  type FileFormat,
  fileCategoryLabels,
  fileMessages,
  type UserFile,
} from '../../domain/files/files.schema.ts';
import type { Clock } from '../core/clock.ts';
import { notifyIn } from '../core/events.ts';
import type { Logger } from '../core/log.ts';
import type { Db } from '../db/client.ts';
import type { ExportSource } from '../files/export-sources.ts';
import { csvWriter, type SheetWriter, xlsxWriter } from '../files/export-writers.ts';
import { createFileRow, FILE_COLUMNS, type FileRow, toUserFile } from '../files/user-files.ts';
import { ApiError } from '../http/api-error.ts';
import { openExport } from './export-openers.ts';
import type { JobLeases } from './job-leases.ts';

/** Progress reaches the database and the sockets at most this often (real milliseconds). */
export const PROGRESS_EVERY_MS = 500;

export type ExportRequest = {
  userId: number;
  category: FileCategory;
  format: FileFormat;
  /** What the source is opened from, now and by a process that takes the export over (JSON). */
  params: unknown;
  /** What the file is of, for its name (a send's id); else the date. */
  subject?: number;
};

/** Exports one process runs at once, queued ones included: more are left to the other processes. */
export const EXPORTS_QUEUED_MAX = 4;

export type ExportJobs = {
  readonly filesDir: string;
  start(request: ExportRequest): Promise<UserFile>;
  /** Resolves when no job is queued or running (tests, shutdown). */
  idle(): Promise<void>;
  stop(): Promise<void>;
};

function fileName(category: FileCategory, format: FileFormat, subject: number | undefined, at: Date): string {
  const what =
    subject === undefined
      ? `${fileCategoryLabels[category]} ${formatJalali(at, true).replace(/\//g, '-').replace(':', '-')}`
      : `${fileCategoryLabels[category]} ${toPersianDigits(String(subject))}`;
  return `${what}.${format}`;
}

export function startExportJobs(
  db: Db,
  clock: Clock,
  log: Logger,
  filesDir: string,
  leases: JobLeases,
  progressEveryMs = PROGRESS_EVERY_MS,
): ExportJobs {
  mkdirSync(filesDir, { recursive: true });
  const queue: { row: FileRow; source: ExportSource; release: () => void }[] = [];
  let running: Promise<void> = Promise.resolve();
  let current: FileRow | null = null;
  let stopped = false;

  const event = (row: Pick<FileRow, 'id' | 'name' | 'state' | 'progress' | 'row_count' | 'error'>) =>
    ({
      id: row.id,
      name: row.name,
      state: row.state,
      progress: row.progress,
      rows: row.row_count,
      error: row.error,
    }) satisfies ExportEventData;

  /** Answers false when the row is gone (the user deleted the file meanwhile). */
  async function progress(row: FileRow, rows: number, total: number): Promise<boolean> {
    const percent = total > 0 ? Math.min(99, Math.floor((rows * 100) / total)) : 0;
    return db.transaction(async (tx) => {
      const updated = await tx.query(
        `update user_files set progress = $2, row_count = $3 where id = $1 and state = 'running' returning id`,
        [row.id, percent, rows],
      );
      if (updated.length === 0) return false;
      await notifyIn(tx, {
        kind: 'event',
        userId: row.user_id,
        message: {
          event: EXPORT_PROGRESS_EVENT,
          data: event({ ...row, progress: percent, row_count: rows }),
        },
      });
      return true;
    });
  }

  async function run({ row, source }: { row: FileRow; source: ExportSource }): Promise<void> {
    const relative = join(String(row.user_id), `${row.id}-${randomBytes(6).toString('hex')}.${row.format}`);
    const absolute = join(filesDir, relative);
    mkdirSync(join(filesDir, String(row.user_id)), { recursive: true });
    let writer: SheetWriter | null = null;
    try {
      writer =
        row.format === 'csv'
          ? csvWriter(absolute)
          : xlsxWriter(absolute, { sheetName: source.sheetName, columnWidths: source.columnWidths });
      await writer.write([source.header]);
      let rows = 0;
      let told = performance.now();
      for await (const batch of source.batches()) {
        if (stopped) throw new Error('stopped');
        await writer.write(batch);
        rows += batch.length;
        if (performance.now() - told >= progressEveryMs) {
          told = performance.now();
          if (!(await progress(row, rows, source.total))) throw new Deleted();
        }
      }
      const size = await writer.finish();
      writer = null;
      const done = await db.transaction(async (tx) => {
        const [ready] = await tx.query<{ id: number }>(
          `update user_files set state = 'ready', progress = 100, row_count = $2, size = $3, path = $4,
             finished_at = $5 where id = $1 and state = 'running' returning id`,
          [row.id, rows, size, relative, clock.now()],
        );
        if (!ready) return false;
        await notifyIn(tx, {
          kind: 'event',
          userId: row.user_id,
          message: {
            event: EXPORT_READY_EVENT,
            data: event({ ...row, state: 'ready', progress: 100, row_count: rows }),
          },
        });
        return true;
      });
      if (!done) rmSync(absolute, { force: true });
    } catch (error) {
      writer?.abort();
      rmSync(absolute, { force: true });
      if (error instanceof Deleted) return;
      // Stopping: the export is handed back (stop()), for this or another process to write again.
      if (stopped) return;
      log.error('export', { id: row.id, message: (error as Error).message });
      await fail(row, fileMessages.failed);
    }
  }

  async function fail(row: FileRow, message: string): Promise<void> {
    await db
      .transaction(async (tx) => {
        const [failed] = await tx.query(
          `update user_files set state = 'failed', error = $2, finished_at = $3
             where id = $1 and state = 'running' returning id`,
          [row.id, message, clock.now()],
        );
        if (failed)
          await notifyIn(tx, {
            kind: 'event',
            userId: row.user_id,
            message: {
              event: EXPORT_FAILED_EVENT,
              data: event({ ...row, state: 'failed', error: message }),
            },
          });
      })
      .catch(() => {});
  }

  function pump() {
    if (current || stopped) return;
    const next = queue.shift();
    if (!next) return;
    current = next.row;
    running = run(next).finally(() => {
      next.release();
      current = null;
      pump();
    });
  }

  // Exports a dead process left: claimed (as many as this process has room for), opened again from
  // their rows and written from the start. A partial file of the dead process is removed first.
  leases.takeOver('user_files', async (claim) => {
    if (stopped) return;
    const ids = await claim(EXPORTS_QUEUED_MAX - queue.length - (current ? 1 : 0));
    for (const id of ids) {
      const release = leases.hold('user_files', id);
      const [row] = await db.query<FileRow>(
        `update user_files set progress = 0, row_count = 0 where id = $1 and state = 'running'
         returning ${FILE_COLUMNS}`,
        [id],
      );
      if (!row) {
        release();
        continue;
      }
      removePartial(row);
      try {
        const source = await openExport(db, {
          userId: row.user_id,
          category: row.category,
          params: row.params,
          at: parseStoredTimestamp(row.created_at) ?? clock.now(),
        });
        queue.push({ row, source, release });
      } catch (error) {
        release();
        // What it read is gone (a send or a book deleted meanwhile): the export fails, in Persian.
        if (!(error instanceof ApiError))
          log.error('export_takeover', { id: row.id, message: (error as Error).message });
        await fail(row, error instanceof ApiError ? error.message : fileMessages.failed);
      }
    }
    pump();
  });

  /** A dead process's partial file of this export (named `<id>-<random>.<format>`). */
  function removePartial(row: FileRow) {
    const folder = join(filesDir, String(row.user_id));
    let names: string[] = [];
    try {
      names = readdirSync(folder);
    } catch {
      return;
    }
    for (const name of names) if (name.startsWith(`${row.id}-`)) rmSync(join(folder, name), { force: true });
  }

  return {
    filesDir,
    async start(request) {
      const at = clock.now();
      // Opened from what the row will keep, as a process taking it over opens it.
      const params = JSON.parse(JSON.stringify(request.params ?? null)) as unknown;
      const source = await openExport(db, { userId: request.userId, category: request.category, params, at });
      const row = await createFileRow(db, {
        userId: request.userId,
        category: request.category,
        format: request.format,
        name: fileName(request.category, request.format, request.subject, at),
        params,
        at,
        leaseUntil: leases.until(),
      });
      const release = leases.hold('user_files', row.id);
      queue.push({ row, source, release });
      // After the answer: the job never runs inside the request.
      setImmediate(pump);
      return toUserFile(row);
    },
    async idle() {
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        if (!current && queue.length === 0) return;
        await running.catch(() => {});
      }
    },
    async stop() {
      stopped = true;
      // Those queued and the one being written are handed back at once: the next sweep of a process
      // still up (or this one's next start) writes them again.
      const left = queue.splice(0);
      for (const queued of left) queued.release();
      const writing = current;
      await running.catch(() => {});
      await leases
        .handBack('user_files', [...left.map((queued) => queued.row.id), ...(writing ? [writing.id] : [])])
        .catch((error: Error) => log.error('export_hand_back', { message: error.message }));
    },
  };
}

class Deleted extends Error {}
