// Exports run as jobs on the server, not inside the request: the request checks the source, makes the
// file's row (state running) and answers at once; this process's queue then writes the file batch by
// batch under the data folder, publishing `export_progress` and finally `export_ready` (or
// `export_failed`) to the user's sockets. Each job is held under a lease while queued or running; one
// whose process died is failed by a process still up once its lease runs out (job-leases.ts).
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { toPersianDigits } from '../../domain/core/digits.ts';
import { formatJalali } from '../../domain/core/jalali-format.ts';
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
import type { Db, Queryable } from '../db/client.ts';
import type { ExportSource } from '../files/export-sources.ts';
import { csvWriter, type SheetWriter, xlsxWriter } from '../files/export-writers.ts';
import { createFileRow, type FileRow, toUserFile } from '../files/user-files.ts';
import type { JobLeases } from './job-leases.ts';

/** Progress reaches the database and the sockets at most this often (real milliseconds). */
export const PROGRESS_EVERY_MS = 500;

export type ExportRequest = {
  userId: number;
  category: FileCategory;
  format: FileFormat;
  params: unknown;
  /** What the file is of, for its name (a send's id); else the date. */
  subject?: number;
  /** Opens the source; throws (404) before anything is made when it is not the user's. */
  open(db: Queryable): Promise<ExportSource>;
};

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
  let busy = false;
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
      const message = stopped ? fileMessages.interrupted : fileMessages.failed;
      if (!stopped) log.error('export', { id: row.id, message: (error as Error).message });
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
  }

  function pump() {
    if (busy || stopped) return;
    const next = queue.shift();
    if (!next) return;
    busy = true;
    running = run(next).finally(() => {
      next.release();
      busy = false;
      pump();
    });
  }

  return {
    filesDir,
    async start(request) {
      const source = await request.open(db);
      const at = clock.now();
      const row = await createFileRow(db, {
        userId: request.userId,
        category: request.category,
        format: request.format,
        name: fileName(request.category, request.format, request.subject, at),
        params: request.params,
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
        if (!busy && queue.length === 0) return;
        await running.catch(() => {});
      }
    },
    async stop() {
      stopped = true;
      // Those not started are let go: their lease runs out and a process still up fails them.
      for (const queued of queue.splice(0)) queued.release();
      await running.catch(() => {});
    },
  };
}

class Deleted extends Error {}
