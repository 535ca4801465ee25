// Reading an uploaded file for a send or its price happens off the thread that answers requests: in
// a few worker threads, each under a memory ceiling and a time limit, at most READS_PER_PROCESS at
// once in this process and READS_PER_USER for one user. A read past either is refused at once (429)
// rather than queued: a queued request holds its whole upload in memory while it waits, so a queue
// would multiply the very memory these limits bound, while the client loses only a retry a few
// seconds later. A thread that dies of its memory ceiling, or runs out of time, is replaced and its
// file refused in Persian; the process and every other request go on.
import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import { FileImportError, isFileImportErrorCode } from '../../domain/core/file-import/errors.ts';
import { uploadReadMessages } from '../../domain/core/file-import/file-import.messages.ts';
import type { FileImport } from '../../domain/core/file-import/types.ts';
import { ApiError } from '../http/api-error.ts';
import { Places } from './places.ts';
import type { UploadReadAnswer, UploadReadJob } from './upload-read-worker.ts';

/** Files read at once in one server process. */
export const READS_PER_PROCESS = 2;
/** Files of one user read at once. */
export const READS_PER_USER = 1;

export type UploadReadLimits = {
  perProcess: number;
  perUser: number;
  /** A reading thread's V8 heap ceiling (MB): a million-row file needs a few hundred. */
  heapMb: number;
  /** How long one file may take (real ms); a million-row xlsx takes a few seconds. */
  timeoutMs: number;
  /** How long a thread waits idle for the next file before it ends (real ms). */
  idleMs: number;
};

export const DEFAULT_UPLOAD_READ_LIMITS: UploadReadLimits = {
  perProcess: READS_PER_PROCESS,
  perUser: READS_PER_USER,
  heapMb: 512,
  timeoutMs: 60_000,
  idleMs: 30_000,
};

type Job = UploadReadJob['options'];

/** A thread whose heap grew past this reading a file ends after it, the memory given back at once. */
const KEEP_THREAD_UP_TO_HEAP_BYTES = 64 * 1024 * 1024;

/** Refusal of a file as the send's 422, its Persian message under `files`. */
function refused(message: string): ApiError {
  return new ApiError(422, message, { files: [message] });
}

/** Emits 'start' (the user's id) as a file goes to a thread, for tests and figures. */
export class UploadReaders extends EventEmitter<{ start: [userId: number] }> {
  private readonly places: Places;
  private readonly idle: Worker[] = [];
  private readonly threads = new Set<Worker>();
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();

  constructor(private readonly limits: UploadReadLimits = DEFAULT_UPLOAD_READ_LIMITS) {
    super();
    this.places = new Places(limits.perProcess, limits.perUser, {
      user: uploadReadMessages.userBusy,
      process: uploadReadMessages.serverBusy,
    });
  }

  /** Files being read now (all users), for tests and figures. */
  get reading(): number {
    return this.places.taken;
  }

  /**
   * The file read in a thread: its import, or a FileImportError for a file the reader refuses, or an
   * ApiError (429 when too many are read, 422 when the thread died of memory or time).
   */
  async read(userId: number, file: Blob, options: Job): Promise<FileImport> {
    const release = this.claim(userId);
    try {
      this.emit('start', userId);
      return await this.run(file, options);
    } finally {
      release();
    }
  }

  /** One of the places a read takes, for `userId`, or a 429 (Places.claim). */
  claim(userId: number): () => void {
    return this.places.claim(userId);
  }

  /** Ends every thread (the server's close, tests). */
  async close(): Promise<void> {
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    this.idle.length = 0;
    await Promise.all([...this.threads].map((thread) => thread.terminate()));
    this.threads.clear();
  }

  private spawn(): Worker {
    const thread = new Worker(new URL('../jobs/contact-import-boot.mjs', import.meta.url), {
      workerData: { entry: new URL('./upload-read-worker.ts', import.meta.url).href, uploadRead: true },
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.heapMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(4, Math.floor(this.limits.heapMb / 8))),
      },
    });
    this.threads.add(thread);
    // An idle thread that ends (or fails) is simply forgotten; a busy one is answered by run().
    const forget = () => this.forget(thread);
    thread.on('error', forget);
    thread.on('exit', forget);
    return thread;
  }

  private forget(thread: Worker): void {
    this.threads.delete(thread);
    const at = this.idle.indexOf(thread);
    if (at >= 0) this.idle.splice(at, 1);
    const timer = this.idleTimers.get(thread);
    if (timer) clearTimeout(timer);
    this.idleTimers.delete(thread);
  }

  private park(thread: Worker): void {
    thread.unref();
    this.idle.push(thread);
    const timer = setTimeout(() => {
      this.forget(thread);
      void thread.terminate();
    }, this.limits.idleMs);
    timer.unref();
    this.idleTimers.set(thread, timer);
  }

  private take(): Worker {
    const thread = this.idle.pop();
    if (!thread) return this.spawn();
    const timer = this.idleTimers.get(thread);
    if (timer) clearTimeout(timer);
    this.idleTimers.delete(thread);
    thread.ref();
    return thread;
  }

  private run(file: Blob, options: Job): Promise<FileImport> {
    const thread = this.take();
    return new Promise<FileImport>((resolve, reject) => {
      let settled = false;
      const finish = (outcome: FileImport | Error, keep: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        thread.off('message', onMessage);
        thread.off('error', onError);
        thread.off('exit', onExit);
        if (keep) this.park(thread);
        else {
          this.forget(thread);
          void thread.terminate();
        }
        if (outcome instanceof Error) reject(outcome);
        else resolve(outcome);
      };
      const onMessage = (answer: UploadReadAnswer) => {
        const keep = (answer.heap ?? 0) <= KEEP_THREAD_UP_TO_HEAP_BYTES;
        if (answer.ok) finish(answer.read, keep);
        else if (answer.code !== null && isFileImportErrorCode(answer.code))
          finish(new FileImportError(answer.code), keep);
        else finish(refused(uploadReadMessages.failed), keep);
      };
      const onError = (error: Error & { code?: string }) =>
        finish(
          refused(
            error.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? uploadReadMessages.tooMuchMemory
              : uploadReadMessages.failed,
          ),
          false,
        );
      const onExit = () => finish(refused(uploadReadMessages.failed), false);
      const timer = setTimeout(
        () => finish(refused(uploadReadMessages.tooSlow), false),
        this.limits.timeoutMs,
      );
      thread.on('message', onMessage);
      thread.on('error', onError);
      thread.on('exit', onExit);
      thread.postMessage({ file, options } satisfies UploadReadJob);
    });
  }
}

/** This process's readers: the limits hold across every server in it. */
export const uploadReaders = new UploadReaders();
