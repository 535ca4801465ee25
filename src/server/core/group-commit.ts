// Group commit: work items that arrive while a batch is being written wait for the next batch, and
// each batch is written by one call (one database transaction), so a thousand sends a second cost a
// few dozen commits, not a thousand. No timer: the first item starts a batch at once (its latency is
// one transaction), and the items arriving meanwhile make the next one. Each item gets its own answer
// or its own refusal; a batch that fails as a whole is written again one item at a time, so a failure
// is only ever the failing item's.

type Waiting<I, R> = { item: I; resolve: (result: R) => void; reject: (error: unknown) => void };

/** Writes a batch; answers one result or one Error per item, in order. */
export type BatchWriter<I, R> = (items: readonly I[]) => Promise<(R | Error)[]>;

export class GroupCommit<I, R> {
  private queue: Waiting<I, R>[] = [];
  private scheduled = false;
  private inFlight = 0;

  constructor(
    private readonly write: BatchWriter<I, R>,
    /** Items per batch at most (a bound on the statement's size and the transaction's time). */
    private readonly max = 500,
    /** Batches written at the same time at most (each on its own connection). */
    private readonly lanes = 1,
  ) {}

  /** How many items wait for a batch (for tests and the bench). */
  get waiting() {
    return this.queue.length;
  }

  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.scheduled && this.inFlight < this.lanes) {
        this.scheduled = true;
        // Items of the same turn of the event loop go in the first batch together.
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  /** Starts batches while a lane is free; a batch ending starts the next with what waits. */
  private pump() {
    while (this.inFlight < this.lanes && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.max);
      this.inFlight++;
      void this.writeBatch(batch.map((w) => w.item)).then((results) => {
        batch.forEach((w, i) => {
          const result = results[i];
          if (result instanceof Error) w.reject(result);
          else w.resolve(result as R);
        });
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async writeBatch(items: I[]): Promise<(R | Error)[]> {
    try {
      return await this.write(items);
    } catch (error) {
      if (items.length === 1) return [error instanceof Error ? error : new Error(String(error))];
      const results: (R | Error)[] = [];
      for (const item of items) results.push(...(await this.writeBatch([item])));
      return results;
    }
  }
}
