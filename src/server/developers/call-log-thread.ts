// The API-call log's thread: it holds the log's own connection and does every write and read of the
// log, so the thread that answers requests only hands it batches of records. Started by CallLogThread
// (api-call-log.ts) through the boot script that gives a worker the TypeScript loader.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { GroupCommit } from '../core/group-commit.ts';
import { type DbTarget, openDb } from '../db/client.ts';
import { type CallLogStore, callLogStore, OWN_CALL_LOG_SCHEMA } from './call-log-store.ts';
import type { CallAsSent } from './call-record.ts';

export type CallLogAsk = { id: number; op: keyof CallLogStore | 'close'; args: unknown[] };
export type CallLogAnswer =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; message: string }
  | { ready: true }
  | { failed: string };

const data = workerData as { callLog?: boolean; target?: DbTarget } | null;

if (parentPort && data?.callLog && data.target) {
  const port = parentPort;
  // The log is background work: on Linux a priority set with pid 0 is this thread's alone, and the
  // thread that answers requests goes first when the cores are busy.
  try {
    setPriority(10);
  } catch {}
  try {
    const db = await openDb(data.target);
    if (db.kind === 'pglite') await db.exec(OWN_CALL_LOG_SCHEMA);
    const store = callLogStore(db);
    // Batches that arrive while one is being written go together in the next COPY: the answering thread
    // hands over small batches often (its records die young there), and the writes stay few.
    const records = new GroupCommit<CallAsSent[], void>(async (batches) => {
      await store.record(batches.flat());
      return batches.map(() => undefined);
    }, 50);
    port.on('message', async ({ id, op, args }: CallLogAsk) => {
      try {
        if (op === 'close') {
          await db.close();
          port.postMessage({ id, ok: true, result: null } satisfies CallLogAnswer);
          return;
        }
        const result =
          op === 'record'
            ? await records.submit(args[0] as CallAsSent[])
            : await (store[op] as (...a: unknown[]) => Promise<unknown>)(...args);
        port.postMessage({ id, ok: true, result } satisfies CallLogAnswer);
      } catch (error) {
        port.postMessage({ id, ok: false, message: (error as Error).message } satisfies CallLogAnswer);
      }
    });
    port.postMessage({ ready: true } satisfies CallLogAnswer);
  } catch (error) {
    port.postMessage({ failed: (error as Error).message } satisfies CallLogAnswer);
  }
}
