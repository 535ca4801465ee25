// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely; the bench checks status and count.
// Reports at a provider's scale, on PostgreSQL over HTTP against the real server: 10,000,000
// recipient rows, one send of 1,000,000 recipients among 100,000 sends of one user. Measures p50 and
// p99 of report/recipients pages (first, middle, last; all, and one status) and of report/new_list
// (unfiltered and filtered; first, middle, last). Target: each at most 100 ms p99.
// The rows are made by the database (generate_series), so the setup takes minutes, not hours.
// PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a database of our own is
// created and dropped.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createLogger } from '../../src/server/core/log.ts';
import { startServer } from '../../src/server/index.ts';
import { codeFromDatabase, registerWithCode } from '../tools/sms-codes.ts';

const SENDS = 100_000;
const BIG = 1_000_000;
const ROWS = 10_000_000;
/** Every other send's recipients: the rest of the 10,000,000 rows. */
const SMALL = Math.floor((ROWS - BIG) / (SENDS - 1));
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const TARGET_MS = 100;

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const seconds = (t: number) => ((performance.now() - t) / 1000).toFixed(1);

async function post(url: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${url}/v1/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { data: any; meta: any } };
}

/** The seed: sends over the last 30 days, the big one among them, and every recipient, set-based. */
async function seed(db: pg.Client, userId: number, lineId: number, line: string) {
  let t = performance.now();
  // Bulk loading: no foreign-key triggers, the recipients' indexes built once afterwards.
  await db.query('set session_replication_role = replica');
  await db.query(`set maintenance_work_mem = '256MB'`);
  await db.query(
    `insert into bulks (user_id, type, sender_line_id, sender_number, text, parts, encoding, status, stop_reason,
       scheduled_at, tariffs, price, total, pending, status_0, status_1, status_2, status_3, status_4, created_at,
       origin)
     select $1, (array['quick','phonebook','file','keyword','job','map','postal_code','city'])[1 + g % 8],
       $2, $3,
       (array['جشنواره پاییزه تا ۴۰٪ تخفیف','کد تأیید شما ۴۸۲۱','یادآوری نوبت فردا','سفارش شما ارسال شد'])[1 + g % 4]
         || ' ' || g || E'\\nلغو۱۱',
       1, 'ucs2',
       case when g % 10 = 7 then 'cancelled' else 'done' end,
       case when g % 50 = 9 then 'insufficient_credit' end,
       null, '{}'::jsonb, ${SMALL} * 1190, case when g = $4 then ${BIG} else ${SMALL} end, 0, 0, 0,
       case when g = $4 then 0 else ${SMALL} end, 0, 0,
       now() - interval '29 days' + (g * interval '25 seconds'),
       case when g % 5 = 0 then 'api' else 'panel' end
     from generate_series(1, ${SENDS}) as g`,
    [userId, lineId, line, SENDS / 2],
  );
  const [big] = (
    await db.query<{ id: string }>('select id from bulks where user_id = $1 and total = $2', [userId, BIG])
  ).rows;
  if (!big) throw new Error('no big send');
  console.log(`  ${SENDS.toLocaleString('en')} sends: ${seconds(t)} s`);

  t = performance.now();
  await db.query('alter table bulk_recipients drop constraint bulk_recipients_pkey');
  await db.query('drop index bulk_recipients_status');
  // Small sends: every recipient delivered. The big send: 60% delivered, 20% not, 10% at telecom,
  // 5% sent, 5% blacklisted.
  await db.query(
    `insert into bulk_recipients (bulk_id, idx, mobile, operator, parts, status, stage, sent_at, done_at)
     select b.id, g.i, '98912' || lpad((g.i % 10000000)::text, 7, '0'), g.i % 4, 1, 2, 2, b.created_at, b.created_at
     from bulks b cross join lateral generate_series(0, ${SMALL} - 1) as g(i)
     where b.user_id = $1 and b.id <> $2`,
    [userId, big.id],
  );
  console.log(
    `  ${((SENDS - 1) * SMALL).toLocaleString('en')} recipients of the small sends: ${seconds(t)} s`,
  );
  t = performance.now();
  await db.query(
    `insert into bulk_recipients (bulk_id, idx, mobile, operator, parts, status, stage, sent_at, done_at)
     select $1, g.i, '98935' || lpad(g.i::text, 7, '0'), g.i % 4, 1,
       s.status, case when s.status in (0, 1) then 1 else 2 end, now(), case when s.status >= 2 then now() end
     from generate_series(0, ${BIG} - 1) as g(i)
     cross join lateral (select case when h < 60 then 2 when h < 80 then 3 when h < 90 then 1 when h < 95 then 0
                                     else 4 end as status
                         from (select ((g.i::bigint * 2654435761) % 100)::int as h) x) s`,
    [big.id],
  );
  await db.query(
    `update bulks b set status = 'sending', status_0 = c.s0, status_1 = c.s1, status_2 = c.s2, status_3 = c.s3,
       status_4 = c.s4
     from (select count(*) filter (where status = 0)::int as s0, count(*) filter (where status = 1)::int as s1,
             count(*) filter (where status = 2)::int as s2, count(*) filter (where status = 3)::int as s3,
             count(*) filter (where status = 4)::int as s4
           from bulk_recipients where bulk_id = $1) c
     where b.id = $1`,
    [big.id],
  );
  console.log(`  ${BIG.toLocaleString('en')} recipients of the big send: ${seconds(t)} s`);
  t = performance.now();
  await db.query('alter table bulk_recipients add primary key (bulk_id, idx)');
  await db.query('create index bulk_recipients_status on bulk_recipients (bulk_id, status, idx)');
  console.log(`  indexes: ${seconds(t)} s`);
  t = performance.now();
  await db.query('set session_replication_role = origin');
  await db.query('vacuum analyze bulks');
  await db.query('vacuum analyze bulk_recipients');
  console.log(`  vacuum analyze: ${seconds(t)} s`);
  return Number(big.id);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

type Figure = { name: string; p50: number; p99: number; rows: number };

async function measure(name: string, once: () => Promise<{ status: number; json: any }>): Promise<Figure> {
  let rows = 0;
  for (let i = 0; i < 3; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const answer = await once();
    times.push(performance.now() - t);
    if (answer.status !== 200)
      throw new Error(`${name}: ${answer.status} ${JSON.stringify(answer.json.meta)}`);
    rows = answer.json.data.length;
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p99: percentile(times, 99), rows };
}

async function main() {
  const name = `payamak_bench_reports_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const server = await startServer({
    demo: true,
    port: 0,
    host: '127.0.0.1',
    db: { url: url.toString() },
    log: createLogger('silent'),
    sendWorker: false,
  });
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    const person = {
      person_type: 'real',
      username: `bench-${Date.now()}`,
      password: 'Sabz@Bahar1403',
      password_confirmation: 'Sabz@Bahar1403',
      mobile: '09121230001',
      first_name: 'مریم',
      last_name: 'احمدی',
      national_code: '0499370899',
    };
    const token = (await registerWithCode(server.url, person, codeFromDatabase(server.db))).data
      .token as string;
    const lines = await fetch(`${server.url}/v1/api/number/numbers`, { headers: { Authorization: token } });
    const line = ((await lines.json()) as { data: { id: number; number: string }[] }).data[0];
    if (!line) throw new Error('no line');
    const [user] = (
      await db.query<{ id: string }>('select id from users where username = $1', [person.username])
    ).rows;
    const stored = (
      await db.query<{ number: string }>('select number from sender_lines where id = $1', [line.id])
    ).rows[0]?.number;
    console.log(`Seeding ${ROWS.toLocaleString('en')} recipient rows on PostgreSQL…`);
    const t = performance.now();
    const bigId = await seed(db, Number(user?.id), line.id, stored ?? '');
    console.log(`  seeded in ${seconds(t)} s`);

    const get = async (path: string) => {
      const response = await fetch(`${server.url}/v1/api${path}`, { headers: { Authorization: token } });
      return { status: response.status, json: (await response.json()) as any };
    };
    const figures: Figure[] = [];
    const perPage = 100;
    const pages = (count: number) => {
      const last = Math.ceil(count / perPage);
      return { first: 1, middle: Math.ceil(last / 2), last };
    };
    const all = pages(BIG);
    for (const [where, page] of Object.entries(all))
      figures.push(
        await measure(`recipients, all, ${where} page (${page})`, () =>
          get(`/report/recipients?bulk_id=${bigId}&per_page=${perPage}&page=${page}`),
        ),
      );
    for (const status of [2, 0]) {
      const count = (await get(`/report/recipients?bulk_id=${bigId}&per_page=1&message_status=${status}`))
        .json.meta.total as number;
      for (const [where, page] of Object.entries(pages(count)))
        figures.push(
          await measure(`recipients, status ${status}, ${where} page (${page})`, () =>
            get(
              `/report/recipients?bulk_id=${bigId}&per_page=${perPage}&page=${page}&message_status=${status}`,
            ),
          ),
        );
    }
    const list = (body: object) => post(server.url, '/report/new_list', body, token);
    const now = Math.floor(Date.now() / 1000);
    const filters: [string, object][] = [
      ['unfiltered', {}],
      ['state 6', { state_id: '6' }],
      [
        'text and created range',
        { message: 'تخفیف', create_from_date: String(now - 20 * 86_400), create_to_date: String(now) },
      ],
      ['line, state 6, exit count ≥ 50', { number: line.number, state_id: 6, from_exit_count: 50 }],
    ];
    for (const [label, filter] of filters) {
      const total = (await list({ page: 1, limit: 10, filters: filter })).json.meta.total as number;
      const last = Math.max(1, Math.ceil(total / 10));
      for (const [where, page] of Object.entries({ first: 1, middle: Math.ceil(last / 2), last }))
        figures.push(
          await measure(`new_list, ${label}, ${where} page (${page} of ${last})`, () =>
            list({ page, limit: 10, filters: filter }),
          ),
        );
    }
    console.log(`\n${RUNS} runs each, over HTTP (ms):`);
    console.log(`| call | p50 | p99 | rows | ≤ ${TARGET_MS} ms p99 |`);
    console.log('|---|---:|---:|---:|---|');
    for (const f of figures)
      console.log(
        `| ${f.name} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.rows} | ${f.p99 <= TARGET_MS ? 'yes' : 'NO'} |`,
      );
    if (figures.some((f) => f.rows === 0)) throw new Error('a measured page was empty');
  } finally {
    await db.end();
    await server.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
