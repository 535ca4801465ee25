// The operator simulator for bulk sends: a worker loop that takes due recipients in batches with
// FOR UPDATE SKIP LOCKED (so several server processes share the work without taking the same row)
// and moves them as an operator would report them: waiting → 0 sent → 1 reached telecom → 2 reached
// handset or 3 not reached, over seconds, by configurable ratios. Scheduled sends wait for their time
// (their rows are due only then). Time comes from the injected clock, so tests move it.
import { CANCEL_11_SUFFIX } from '../../domain/index.ts';
import type { Clock } from '../core/clock.ts';
import { EVENTS_CHANNEL } from '../core/events.ts';
import type { Logger } from '../core/log.ts';
import type { BulkMessage, SmsGateway } from '../core/sms-gateway.ts';
import type { Db, Queryable } from '../db/client.ts';
import { emitSendsFinished } from '../developers/webhooks.ts';
import { writeNextChunk } from '../send/recipient-chunks.ts';
import { type BulkRow, progressOf } from '../send/send.ts';

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
  /** Delivery reports per webhook event at most (one request to the customer's endpoint). */
  webhookReports: number;
};

export const defaultSendWorkerOptions: SendWorkerOptions = {
  intervalMs: 250,
  batchSize: 5_000,
  batchesPerTick: 20,
  telecomDelayMs: 2_000,
  handsetDelayMs: 4_000,
  deliveredPercent: 92,
  webhookReports: 500,
};

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
           r.status as new_status
       ), voice as (
         -- The simulator's record of a voice code's call, made as the call leaves (a real gateway
         -- takes it in submitBulk instead).
         insert into sms_outbox (mobile, body, channel, created_at)
         select m.mobile, b.text, 'voice', $1 from moved m join bulks b on b.id = m.bulk_id
         where m.old_stage = 0 and b.type = 'votp' and not $6
       ), reports as (
         -- Delivery reports owed to the customers' webhook endpoints, $7 a request (webhooks.ts).
         insert into webhook_events (user_id, endpoint_id, event_id, type, payload, created_at, next_at)
         select g.user_id, g.endpoint_id, g.event_id, 'message.delivery',
           json_build_object('id', g.event_id, 'type', 'message.delivery',
             'created', floor(extract(epoch from $1::timestamptz))::bigint,
             'data', json_build_object('reports', g.reports))::text, $1, $1
         from (
           select w.user_id, w.id as endpoint_id,
             'evt_' || substr(md5(random()::text || clock_timestamp()::text || w.id::text || r.chunk::text), 1, 24)
               as event_id,
             json_agg(json_build_object('bulk_id', r.bulk_id, 'mobile', r.mobile, 'status', r.new_status,
               'delivered', r.new_status = 2) order by r.bulk_id, r.idx) as reports
           from (
             select m.bulk_id, m.idx, m.mobile, m.new_status, b.user_id,
               (row_number() over (partition by b.user_id order by m.bulk_id, m.idx) - 1) / $7 as chunk
             from moved m join bulks b on b.id = m.bulk_id
             where m.old_stage = 1 and m.new_status in (2, 3) and b.user_id in (
               select e.user_id from webhook_endpoints e where e.enabled and 'message.delivery' = any(e.events))
           ) r
           join webhook_endpoints w on w.user_id = r.user_id and w.enabled and 'message.delivery' = any(w.events)
           group by w.user_id, w.id, r.chunk
         ) g
       )
       select bulk_id::int as bulk_id, old_stage::int as old_stage, old_status::int as old_status,
              new_status::int as new_status, count(*)::int as n, null::int as idx, null as mobile, null as text
       from moved group by 1, 2, 3, 4
       union all
       select bulk_id::int, 0, 0, 0, 0, idx, mobile, text from moved where old_stage = 0 and $6`,
      [
        now,
        o.batchSize,
        o.deliveredPercent,
        o.telecomDelayMs,
        o.handsetDelayMs,
        !!gateway.submitBulk,
        o.webhookReports,
      ],
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
    if (deltas.size > 0) {
      // Every touched bulk in one statement (a batch of one-recipient pattern sends touches
      // thousands): its counts, and done once nothing of it is waiting or out with the operator.
      const ids = [...deltas.keys()].sort((a, b) => a - b);
      const d = (k: number) => ids.map((id) => (deltas.get(id) as number[])[k] ?? 0);
      const bulks = await tx.query<BulkRow>(
        `update bulks b set pending = b.pending + d.p, status_0 = b.status_0 + d.s0,
           status_1 = b.status_1 + d.s1, status_2 = b.status_2 + d.s2, status_3 = b.status_3 + d.s3,
           status = case
             when b.status = 'cancelled' then b.status
             when b.pending + d.p = 0 and b.status_0 + d.s0 = 0 and b.status_1 + d.s1 = 0 then 'done'
             when b.status in ('queued', 'scheduled') then 'sending' else b.status end,
           finished_at = case when b.pending + d.p = 0 and b.status_0 + d.s0 = 0 and b.status_1 + d.s1 = 0
             then $7::timestamptz else b.finished_at end
         from unnest($1::bigint[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[])
           as d(id, p, s0, s1, s2, s3)
         where b.id = d.id
         returning b.id::int as id, b.user_id::int as user_id, b.status, b.total, b.pending,
           b.status_0, b.status_1, b.status_2, b.status_3, b.status_4`,
        [ids, d(0), d(1), d(2), d(3), d(4), now],
      );
      for (const bulk of bulks) touched.set(bulk.id, bulk);
      await emitSendsFinished(
        tx,
        now,
        bulks.filter((bulk) => bulk.status === 'done'),
      );
    }
    return total;
  });
}

const withCancel11 = (text: string) => text + CANCEL_11_SUFFIX;

/** Each bulk's progress to its user, in one statement (a round may touch thousands of sends). */
async function notifyProgressAll(db: Queryable, bulks: readonly BulkRow[]) {
  if (bulks.length === 0) return;
  await db.query('select count(pg_notify($1, p))::int from unnest($2::text[]) as p', [
    EVENTS_CHANNEL,
    bulks.map((bulk) =>
      JSON.stringify({
        kind: 'event',
        userId: Number(bulk.user_id),
        message: { event: 'bulk_progress', data: progressOf(bulk) },
      }),
    ),
  ]);
}

/**
 * How long a woken worker gathers sends before its round: well inside the second an OTP may take to
 * reach the operator, and a round for many batches instead of one each.
 */
const WAKE_DELAY_MS = 10;
/** NOTIFY on this channel: a send is due now (the workers of every process wake). */
export const SEND_DUE_CHANNEL = 'payamak_send_due';
const wakers = new Set<() => void>();
/** Wakes this process's workers at once (a pattern send just committed). */
export function wakeSendWorkers(): void {
  for (const wake of wakers) wake();
}

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

  async function round(): Promise<number> {
    let moved = 0;
    // bulk_progress at most once a round (every intervalMs) per bulk, with its latest state: a
    // million-recipient send moves in hundreds of batches, and a phone wants a few updates a second,
    // not a message per batch.
    const touched = new Map<number, BulkRow>();
    try {
      // A big send's chunks become rows here: as many a round as its batches can take, and another
      // whenever the rows due run out.
      let written = 0;
      for (let rows = 0; rows < o.batchSize * o.batchesPerTick && !stopped; rows += written) {
        written = await writeNextChunk(db);
        if (written === 0) break;
      }
      for (let i = 0; i < o.batchesPerTick && !stopped; i++) {
        const n = await runBatch(db, clock, o, touched, gateway);
        moved += n;
        if (n < o.batchSize) {
          if (written === 0 || stopped) break;
          written = await writeNextChunk(db);
        }
      }
    } finally {
      if (touched.size > 0) {
        // Read afresh: a cancel may have come in since the batch that touched the bulk.
        const bulks = await db.query<BulkRow>(
          `select id::int as id, user_id::int as user_id, status, total, pending,
             status_0, status_1, status_2, status_3, status_4 from bulks where id = any($1::bigint[])`,
          [[...touched.keys()]],
        );
        await notifyProgressAll(db, bulks);
      }
    }
    return moved;
  }

  const failed = (error: Error) => {
    if (!stopped) log.error('send_worker', { message: error.message });
    return 0;
  };
  const tick = () => {
    running = running.then(round, round).catch(failed);
    return running;
  };
  // A wake runs a round WAKE_DELAY_MS later, after the one running ends; the wakes meanwhile (each
  // batch of pattern sends gives one) make one round, not one each.
  let woken = false;
  const wake = () => {
    if (stopped || woken) return;
    woken = true;
    setTimeout(() => {
      const woke = () => {
        woken = false;
        return stopped ? 0 : round();
      };
      running = running.then(woke, woke).catch(failed);
    }, WAKE_DELAY_MS);
  };
  wakers.add(wake);
  const stopListening = db.listen(SEND_DUE_CHANNEL, wake).catch(() => null);
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
      wakers.delete(wake);
      if (timer) clearTimeout(timer);
      await (await stopListening)?.().catch(() => {});
      await running.catch(() => 0);
    },
  };
}
