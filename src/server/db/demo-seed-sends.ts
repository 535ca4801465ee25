// The demo account's history of sends: 60 days of every send type and size (a few of 50,000
// recipients), in every state, some made through the API. The sends are a few hundred rows; their
// recipients (a few hundred thousand) are made by the database itself with generate_series, and each
// send's counts are then taken from its recipients, so they always add up.
import { type BulkStatus, SEND_TYPES, type SendType, smsParts } from '../../domain/index.ts';
import type { BulkStopReason } from '../../domain/reports/report-lists.schema.ts';
import type { Queryable } from './client.ts';
import { insertRows } from './insert-rows.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** A demo price per part, rials: near the tariffs, the legal extra and the off-first-operator share. */
const RIALS_PER_PART = 1_190;

const TEXTS = [
  'جشنواره پاییزه گلبرگ آغاز شد؛ تا ۴۰٪ تخفیف روی همه گل‌ها و گیاهان آپارتمانی. golbarg.ir',
  'مشتری گرامی، سفارش شما ثبت شد و تا ۴۸ ساعت آینده ارسال می‌شود. سپاس از خرید شما.',
  'تولدتان مبارک! کد تخفیف ۲۰ درصدی هدیه ما به شماست: BDAY1404',
  'یادآوری: نوبت شما فردا ساعت ۱۰ صبح است. برای لغو با ما تماس بگیرید.',
  'کد تأیید شما: ۴۸۲۱۹۳',
  'Your Golbarg order has shipped. Track it at golbarg.ir/track',
  'باشگاه مشتریان گلبرگ: امتیاز شما به ۱۲۰۰ رسید و می‌توانید آن را با هدیه عوض کنید.',
  'فروش ویژه آخر هفته؛ ارسال رایگان برای خریدهای بالای یک میلیون تومان در تهران و کرج.',
  'همکار گرامی، جلسه فروش فردا ساعت ۹ در دفتر مرکزی برگزار می‌شود.',
  'به مناسبت روز مادر، دسته‌گل‌های ویژه با ارسال فوری در همه مناطق تهران. سفارش: golbarg.ir/mother',
] as const;

/** The three biggest sends: 50,000 recipients each. */
const BIG = [
  { daysAgo: 52, type: 'map' as SendType },
  { daysAgo: 33, type: 'city' as SendType },
  { daysAgo: 12, type: 'job' as SendType },
];

const STOP_REASONS: readonly BulkStopReason[] = [
  'rejected',
  'invalid_recipients',
  'insufficient_credit',
  'system_error',
];

type DemoSend = {
  type: SendType;
  lineIndex: number;
  text: string;
  total: number;
  status: BulkStatus;
  stopReason: BulkStopReason | null;
  origin: 'panel' | 'api';
  createdAt: Date;
  scheduledAt: Date | null;
  /** A cancelled send had this share out before it was stopped. */
  outShare: number;
};

/** mulberry32: repeatable randomness, so every fresh demo shows the same history. */
function generator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The demo's sends, oldest first, dated back from `now`. */
export function demoSends(now: Date): DemoSend[] {
  const random = generator(1_403);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const sends: DemoSend[] = [];
  let n = 0;
  for (let daysAgo = 59; daysAgo >= 1; daysAgo--) {
    const count = 1 + Math.floor(random() * 3);
    for (let k = 0; k < count; k++) {
      const big = k === 0 ? BIG.find((b) => b.daysAgo === daysAgo) : undefined;
      const type = big?.type ?? (SEND_TYPES[n % SEND_TYPES.length] as SendType);
      const size = random();
      const total =
        big !== undefined
          ? 50_000
          : size < 0.03
            ? 10_000 + Math.floor(random() * 10_000)
            : size < 0.3
              ? 1_000 + Math.floor(random() * 2_000)
              : 5 + Math.floor(random() * 400);
      // Every fourth day or so something did not end as an ordinary send.
      const fate = n % 13 === 5 ? 'stopped' : n % 11 === 3 ? 'cancelled' : 'done';
      const api = type === 'quick' && random() < 0.6;
      sends.push({
        type,
        lineIndex: random() < 0.7 ? 0 : 1,
        text: pick(TEXTS),
        total,
        status: fate === 'done' ? 'done' : 'cancelled',
        stopReason: fate === 'stopped' ? (STOP_REASONS[n % STOP_REASONS.length] as BulkStopReason) : null,
        origin: api ? 'api' : 'panel',
        createdAt: new Date(now.getTime() - daysAgo * DAY - (9 + k * 4) * HOUR - Math.floor(random() * HOUR)),
        scheduledAt: null,
        outShare: fate === 'cancelled' ? 0.2 + random() * 0.6 : 1,
      });
      n++;
    }
  }
  // Today: one going out now, one in the queue, and two waiting for their time.
  const today = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const recent: Omit<DemoSend, 'lineIndex' | 'outShare' | 'stopReason'>[] = [
    {
      type: 'phonebook',
      text: TEXTS[7],
      total: 600,
      status: 'sending',
      origin: 'panel',
      createdAt: today(0.2),
      scheduledAt: null,
    },
    {
      type: 'quick',
      text: TEXTS[4],
      total: 40,
      status: 'queued',
      origin: 'api',
      createdAt: today(0.05),
      scheduledAt: null,
    },
    {
      type: 'file',
      text: TEXTS[2],
      total: 350,
      status: 'scheduled',
      origin: 'panel',
      createdAt: today(3),
      scheduledAt: new Date(now.getTime() + DAY),
    },
    {
      type: 'postal_code',
      text: TEXTS[9],
      total: 2_500,
      status: 'scheduled',
      origin: 'panel',
      createdAt: today(1),
      scheduledAt: new Date(now.getTime() + 3 * DAY),
    },
  ];
  for (const send of recent) sends.push({ ...send, lineIndex: 0, stopReason: null, outShare: 0.5 });
  return sends;
}

/**
 * Stores the demo's sends and their recipients. Recipients are settled as such a send would have:
 * a finished send's are delivered (most), not delivered or blacklisted; a cancelled one's stop after
 * its share went out; a stopped one's never went out; those still to go wait their turn.
 */
export async function seedDemoSends(tx: Queryable, userId: number, now: Date): Promise<void> {
  const lines = await tx.query<{ id: number; number: string }>(
    'select id::int as id, number from sender_lines where user_id = $1 order by id',
    [userId],
  );
  if (lines.length === 0) return;
  const sends = demoSends(now);
  // The tariffs the sends were priced with, so stopping one of today's refunds as any send does.
  const [priced] = await tx.query<{ tariffs: string }>(
    `select jsonb_object_agg(operator, prices)::text as tariffs from (
       select operator, jsonb_object_agg(encoding, rials_per_part) as prices from tariffs group by operator) t`,
  );
  const rows = sends.map((s) => {
    const cancel11 = s.type !== 'peer_to_peer';
    const info = smsParts(s.text, { cancel11 });
    const line = lines[s.lineIndex] ?? (lines[0] as { id: number; number: string });
    return [
      userId,
      s.type,
      line.id,
      line.number,
      cancel11 ? `${s.text}\nلغو۱۱` : s.text,
      info.parts,
      info.encoding,
      s.status,
      s.scheduledAt,
      priced?.tariffs ?? '{}',
      s.total * info.parts * RIALS_PER_PART,
      s.total,
      s.createdAt,
      s.origin,
      s.stopReason,
      0,
    ];
  });
  // The share out is kept only while the recipients are made.
  await tx.query(
    'create temporary table demo_send_share (bulk_id bigint primary key, share real) on commit drop',
  );
  const made = await insertRows<{ id: number }>(
    tx,
    'bulks',
    [
      'user_id',
      'type',
      'sender_line_id',
      'sender_number',
      'text',
      'parts',
      'encoding',
      'status',
      'scheduled_at',
      'tariffs',
      'price',
      'total',
      'created_at',
      'origin',
      'stop_reason',
      'pending',
    ],
    rows,
    'id::int',
  );
  await insertRows(
    tx,
    'demo_send_share',
    ['bulk_id', 'share'],
    made.map((b, i) => [b.id, sends[i]?.outShare ?? 1]),
  );
  // h: a repeatable number 0–99 per recipient; the operator and the outcome come from it.
  await tx.query(
    `insert into bulk_recipients (bulk_id, idx, mobile, operator, parts, status, stage, next_at, sent_at, done_at)
     select b.id, g.i,
       '98' || (array['912', '935', '921', '994'])[r.op + 1] || lpad(((b.id * 7919 + g.i::bigint * 104729) % 10000000)::text, 7, '0'),
       r.op, b.parts,
       case when r.stage = 2 then (case when r.h < 4 then 4 when r.h < 18 then 3 else 2 end)
            when r.stage = 1 then (case when r.h < 50 then 1 else 0 end) else 0 end,
       r.stage,
       case when r.stage = 0 then coalesce(b.scheduled_at, $2::timestamptz)
            when r.stage = 1 then $2::timestamptz + interval '1 second' * (5 + r.h) end,
       case when r.stage in (1, 2) then coalesce(b.scheduled_at, b.created_at) + interval '1 second' * (g.i / 200) end,
       case when r.stage = 2 then coalesce(b.scheduled_at, b.created_at) + interval '1 second' * (g.i / 200 + 5 + r.h)
            when r.stage = 3 then b.created_at + interval '10 minutes' end
     from bulks b
     join demo_send_share s on s.bulk_id = b.id
     cross join lateral generate_series(0, b.total - 1) as g(i)
     cross join lateral (select ((g.i * 37 + b.id * 11) % 100)::int as h) as hh
     cross join lateral (select
       (case when hh.h < 55 then 0 when hh.h < 85 then 1 when hh.h < 95 then 2 else 3 end) as op,
       hh.h as h,
       (case
          when b.stop_reason is not null then 3
          when b.status = 'done' then 2
          when b.status = 'cancelled' then (case when g.i < b.total * s.share then 2 else 3 end)
          when b.status = 'sending' then (case when g.i < b.total * 0.4 then 2 when g.i < b.total * 0.5 then 1 else 0 end)
          else 0 end) as stage) as r
     where b.user_id = $1`,
    [userId, now],
  );
  // Each send's counts from its recipients: they add up by construction.
  await tx.query(
    `update bulks b set
       pending = c.pending, status_0 = c.s0, status_1 = c.s1, status_2 = c.s2, status_3 = c.s3, status_4 = c.s4,
       refunded = c.stopped * b.parts * ${RIALS_PER_PART},
       finished_at = case when b.status in ('done', 'cancelled') then c.last_done end
     from (
       select r.bulk_id,
         count(*) filter (where r.stage = 0)::int as pending,
         count(*) filter (where r.stage in (1, 2) and r.status = 0)::int as s0,
         count(*) filter (where r.stage in (1, 2) and r.status = 1)::int as s1,
         count(*) filter (where r.stage = 2 and r.status = 2)::int as s2,
         count(*) filter (where r.stage = 2 and r.status = 3)::int as s3,
         count(*) filter (where r.stage = 2 and r.status = 4)::int as s4,
         count(*) filter (where r.stage = 3)::int as stopped,
         max(r.done_at) as last_done
       from bulk_recipients r join demo_send_share s on s.bulk_id = r.bulk_id group by r.bulk_id
     ) c
     where b.id = c.bulk_id`,
  );
}
