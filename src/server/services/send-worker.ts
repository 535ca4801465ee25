// The operator simulator for bulk sends: a worker loop that takes due recipients in batches with
// FOR UPDATE SKIP LOCKED (so several server processes share the work without taking the same row)
// and moves them as an operator would report them: waiting → 0 sent → 1 reached telecom → 2 reached
// handset or 3 not reached, over seconds, by configurable ratios. Scheduled sends wait for their time
// (their rows are due only then). Time comes from the injected clock, so tests move it.
import { CANCEL_11_SUFFIX } from '../../domain/index.ts';
import type { Db, Queryable } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Logger } from './log.ts';
import { type BulkRow, notifyProgress } from './send.ts';
import type { BulkMessage, SmsGateway } from './sms-gateway.ts';

export type SendWorkerOptions = {
  /** How often the loop looks for due work (real milliseconds). */
  intervalMs: number;
  /** Recipients per batch (one transaction each). */
  batchSize: number;
  /** Batches per tick at most, so one huge send does not starve the event loop. */
  batchesPerTick: number;
  /** Clock time from going out (status 0) to the telecom's receipt (status 1). */
  telecomDelayMs: number;
  /** Clock time from the telecom to the handset's delivery report (status 2 or 3). */
  handsetDelayMs: number;
  /** Percent of recipients reached (status 2); the rest are not reached (3). */
  deliveredPercent: number;
};

export const defaultSendWorkerOptions: SendWorkerOptions = {
  intervalMs: 250,
  batchSize: 5_000,
  batchesPerTick: 20,
  telecomDelayMs: 2_000,
  handsetDelayMs: 4_000,
  deliveredPercent: 92,
};

// Recipient statuses; DESIGN.md keeps idempotency keys at least 7 days.
const KEY_RETENTION_MS = 8 * 86_400_000;
const CLEANUP_EVERY_MS = 3_600_000;

type Moved = {
  bulk_id: number;
  old_stage: number;
  old_status: number;
  new_status: number;
  n: number;
  /** Set on the rows that list each recipient leaving now (only when a gateway takes them). */
  idx: number | null;
  mobile: string | null;
  text: string | null;
};

export type SendWorker = { tick(): Promise<number>; stop(): Promise<void> };

/**
 * One batch in one transaction; answers how many recipients moved, and puts each touched bulk's new
 * state in `touched` (the round tells the user once, not once a batch).
 */
async function runBatch(
  db: Db,
  clock: Clock,
  o: SendWorkerOptions,
  touched: Map<number, BulkRow>,
  gateway: Pick<SmsGateway, 'submitBulk'>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const moved = await tx.query<Moved>(
      `with picked as (
         select bulk_id, idx, stage, status from bulk_recipients
         where stage < 2 and next_at <= $1
         order by next_at limit $2
         for update skip locked
       ), moved as (
         update bulk_recipients r set
           stage = case when p.stage = 0 or p.status = 0 then 1 else 2 end,
           status = case when p.stage = 0 then 0 when p.status = 0 then 1
                         when ((r.idx::bigint * 2654435761 + r.bulk_id * 40503) % 100) < $3 then 2 else 3 end,
           sent_at = case when p.stage = 0 then $1 else r.sent_at end,
           next_at = case when p.stage = 0 then $1 + $4 * interval '1 millisecond'
                          when p.status = 0 then $1 + $5 * interval '1 millisecond' end,
           done_at = case when p.stage = 1 and p.status = 1 then $1 end
         from picked p where r.bulk_id = p.bulk_id and r.idx = p.idx
         returning r.bulk_id, r.idx, r.mobile, r.text, p.stage as old_stage, p.status as old_status,
           r.status as new_status)
       select bulk_id::int as bulk_id, old_stage::int as old_stage, old_status::int as old_status,
              new_status::int as new_status, count(*)::int as n, null::int as idx, null as mobile, null as text
       from moved group by 1, 2, 3, 4
       union all
       select bulk_id::int, 0, 0, 0, 0, idx, mobile, text from moved where old_stage = 0 and $6`,
      [now, o.batchSize, o.deliveredPercent, o.telecomDelayMs, o.handsetDelayMs, !!gateway.submitBulk],
    );
    if (gateway.submitBulk) await submit(tx, gateway.submitBulk.bind(gateway), moved);
    const deltas = new Map<number, number[]>(); // [pending, s0, s1, s2, s3]
    let total = 0;
    for (const m of moved) {
      if (m.idx !== null) continue;
      total += m.n;
      const d = deltas.get(m.bulk_id) ?? [0, 0, 0, 0, 0];
      const add = (i: number, n: number) => {
        d[i] = (d[i] ?? 0) + n;
      };
      if (m.old_stage === 0) {
        add(0, -m.n);
        add(1, m.n);
      } else {
        add(1 + m.old_status, -m.n);
        add(1 + m.new_status, m.n);
      }
      deltas.set(m.bulk_id, d);
    }
    for (const [bulkId, d] of deltas) {
      const [bulk] = await tx.query<BulkRow>(
        `update bulks set pending = pending + $2, status_0 = status_0 + $3, status_1 = status_1 + $4,
           status_2 = status_2 + $5, status_3 = status_3 + $6,
           status = case when status in ('queued', 'scheduled') then 'sending' else status end
         where id = $1
         returning id::int as id, user_id::int as user_id, status, total, pending,
           status_0, status_1, status_2, status_3, status_4`,
        [bulkId, ...d],
      );
      if (!bulk) continue;
      if (bulk.pending === 0 && bulk.status_0 === 0 && bulk.status_1 === 0) {
        await tx.query(
          `update bulks set finished_at = $2, status = case when status = 'cancelled' then status else 'done' end
           where id = $1`,
          [bulkId, now],
        );
        if (bulk.status !== 'cancelled') bulk.status = 'done';
      }
      touched.set(bulkId, bulk);
    }
    return total;
  });
}

const withCancel11 = (text: string) => text + CANCEL_11_SUFFIX;

/** Hands the recipients leaving in this batch to the gateway, with their bulk's line and text. */
async function submit(
  tx: Queryable,
  submitBulk: NonNullable<SmsGateway['submitBulk']>,
  moved: readonly Moved[],
): Promise<void> {
  const leaving = moved.filter((m) => m.idx !== null);
  if (leaving.length === 0) return;
  const bulkIds = [...new Set(leaving.map((m) => m.bulk_id))];
  const bulks = await tx.query<{ id: number; sender_number: string; text: string }>(
    'select id::int as id, sender_number, text from bulks where id = any($1::bigint[])',
    [bulkIds],
  );
  const byId = new Map(bulks.map((b) => [b.id, b]));
  const batch: BulkMessage[] = leaving.map((m) => {
    const bulk = byId.get(m.bulk_id);
    return {
      bulkId: m.bulk_id,
      idx: m.idx as number,
      mobile: m.mobile as string,
      from: bulk?.sender_number ?? '',
      // A bulk's text is stored with its لغو۱۱ line; a peer-to-peer recipient's own text without.
      text: m.text !== null ? withCancel11(m.text) : (bulk?.text ?? ''),
    };
  });
  await submitBulk(batch);
}

/** Starts the loop; `tick()` runs one round at once (tests), `stop()` ends it and waits for the round. */
export function startSendWorker(
  db: Db,
  clock: Clock,
  log: Logger,
  options: Partial<SendWorkerOptions> = {},
  gateway: Pick<SmsGateway, 'submitBulk'> = {},
): SendWorker {
  const o = { ...defaultSendWorkerOptions, ...options };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);
  let lastCleanup = 0;

  async function round(): Promise<number> {
    let moved = 0;
    // bulk_progress at most once a round (every intervalMs) per bulk, with its latest state: a
    // million-recipient send moves in hundreds of batches, and a phone wants a few updates a second,
    // not a message per batch.
    const touched = new Map<number, BulkRow>();
    try {
      for (let i = 0; i < o.batchesPerTick && !stopped; i++) {
        const n = await runBatch(db, clock, o, touched, gateway);
        moved += n;
        if (n < o.batchSize) break;
      }
    } finally {
      if (touched.size > 0) {
        // Read afresh: a cancel may have come in since the batch that touched the bulk.
        const bulks = await db.query<BulkRow>(
          `select id::int as id, user_id::int as user_id, status, total, pending,
             status_0, status_1, status_2, status_3, status_4 from bulks where id = any($1::bigint[])`,
          [[...touched.keys()]],
        );
        for (const bulk of bulks) await notifyProgress(db, bulk);
      }
    }
    const now = clock.now().getTime();
    if (now - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = now;
      await db.query('delete from idempotency_keys where created_at < $1 and response_status is not null', [
        new Date(now - KEY_RETENTION_MS),
      ]);
    }
    return moved;
  }

  const tick = () => {
    running = running.then(round, round).catch((error: Error) => {
      if (!stopped) log.error('send_worker', { message: error.message });
      return 0;
    });
    return running;
  };
  const loop = () => {
    if (stopped) return;
    void tick().then(() => {
      if (!stopped) timer = setTimeout(loop, o.intervalMs);
    });
  };
  timer = setTimeout(loop, o.intervalMs);
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running.catch(() => 0);
    },
  };
}
