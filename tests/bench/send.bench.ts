// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely; the bench checks status and count.
// Accepting a 1,000,000-recipient file send over HTTP (validate, price, debit, the bulk and its
// recipients stored in one transaction: the first chunk as rows, the rest as compact chunks) on PGlite
// and on PostgreSQL; then what the user waits for next (the recipients list's first page, the send's
// statistics) while one process's send worker writes the chunks out and hands every recipient to an
// operator (a gateway counting them), at the rate it prints. Prints seconds; asserts nothing about time.
// PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a database of our own
// is created and dropped. BENCH_DB=postgres runs only that one.
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { lineE164 } from '../../src/domain/index.ts';
import { systemClock } from '../../src/server/core/clock.ts';
import { createLogger } from '../../src/server/core/log.ts';
import type { DbTarget } from '../../src/server/db/client.ts';
import { startServer } from '../../src/server/index.ts';
import { startSendWorker } from '../../src/server/jobs/send-worker.ts';
import { codeFromDatabase, registerWithCode } from '../tools/sms-codes.ts';

const RECIPIENTS = 1_000_000;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// Distinct numbers over several operators' prefixes, written into the uploaded csv.
const PREFIXES = ['912', '935', '919', '936', '921', '901', '913', '939'];
const mobiles = Array.from(
  { length: RECIPIENTS },
  (_, i) =>
    `98${PREFIXES[i % PREFIXES.length]}${String(Math.floor(i / PREFIXES.length) * 7 + 1_000_000).padStart(7, '0')}`,
);

async function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/v1/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { data: any; meta: any } };
}

async function run(label: string, target: DbTarget) {
  const server = await startServer({
    demo: true,
    port: 0,
    host: '127.0.0.1',
    db: target,
    log: createLogger('silent'),
    sendWorker: false,
    // Measures the send itself: no per-user budget in the way of its loop.
    budgets: false,
  });
  try {
    const person = {
      person_type: 'real',
      username: `bench-${Date.now()}`,
      password: 'Sabz@Bahar1403',
      password_confirmation: 'Sabz@Bahar1403',
      mobile: '09121230000',
      first_name: 'مریم',
      last_name: 'احمدی',
      national_code: '0499370899',
    };
    const token = (await registerWithCode(server.url, person, codeFromDatabase(server.db))).data
      .token as string;
    await post(server.url, '/demo/top_up', { amount: 1_000_000_000_000 }, { Authorization: token });
    const lines = await fetch(`${server.url}/v1/api/number/numbers`, { headers: { Authorization: token } });
    const first = ((await lines.json()) as { data: { id: number; number: string }[] }).data[0];
    const line = first?.id;
    // A line's agreements are accepted before sending from it.
    await post(
      server.url,
      '/numbers/assign-agreement',
      { number_id: line, agreement_ids: [1, 2] },
      {
        Authorization: token,
      },
    );
    // The published API's file send: the numbers as an uploaded csv, read by the server.
    const body = new FormData();
    body.append('sending_type', 'file');
    body.append('from_number', lineE164(first?.number ?? ''));
    body.append('message', 'جشنواره پاییزه فروشگاه گلبرگ آغاز شد');
    body.append('files[]', new Blob([`mobile\n${mobiles.join('\n')}\n`]), 'numbers.csv');
    const started = performance.now();
    const response = await fetch(`${server.url}/v1/api/send`, {
      method: 'POST',
      headers: { Authorization: token, 'Idempotency-Key': randomUUID() },
      body,
    });
    const answer = { status: response.status, json: (await response.json()) as any };
    const seconds = (performance.now() - started) / 1000;
    if (answer.status !== 200)
      throw new Error(`send answered ${answer.status}: ${answer.json.meta?.message}`);
    const bulkId = answer.json.data.bulk_id as number;
    const [count] = await server.db.query<{ rows: number; chunks: number }>(
      `select (select count(*)::int from bulk_recipients where bulk_id = $1) as rows,
         (select count(*)::int from bulk_recipient_chunks where bulk_id = $1) as chunks`,
      [bulkId],
    );
    console.log(
      `${label}: accepted a ${RECIPIENTS.toLocaleString('en')}-recipient send in ${seconds.toFixed(2)} s ` +
        `(${count?.rows.toLocaleString('en')} recipient rows and ${count?.chunks} chunks written, ` +
        `${answer.json.data.price.toLocaleString('en')} rials)`,
    );

    // One process's send worker (its defaults) writes the chunks out and hands the recipients over,
    // while the user opens the send's report.
    let handed = 0;
    const workStarted = performance.now();
    let lastAt = workStarted;
    const worker = startSendWorker(
      server.db,
      systemClock,
      createLogger('silent'),
      {},
      {
        submitBulk: async (batch) => {
          handed += batch.length;
          lastAt = performance.now();
        },
      },
    );
    const timed = async (path: string) => {
      const at = performance.now();
      const read = await fetch(`${server.url}/v1/api${path}`, { headers: { Authorization: token } });
      await read.arrayBuffer();
      if (read.status !== 200) throw new Error(`${path} answered ${read.status}`);
      return ((performance.now() - at) / 1000).toFixed(2);
    };
    const firstPage = await timed(`/report/recipients?bulk_id=${bulkId}&page=1&per_page=20`);
    const stats = await timed(`/report/bulk_stats?bulk_id=${bulkId}`);
    console.log(
      `${label}: right after it, the recipients list's first page in ${firstPage} s, ` +
        `the send's statistics (its chunks counted as they are) in ${stats} s`,
    );
    while (handed < RECIPIENTS) {
      if (performance.now() - lastAt > 60_000) throw new Error(`the worker stalled at ${handed}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await worker.stop();
    const handOver = (lastAt - workStarted) / 1000;
    console.log(
      `${label}: one process handed ${handed.toLocaleString('en')} recipients to the operator in ` +
        `${handOver.toFixed(1)} s: ${Math.round(handed / handOver).toLocaleString('en')} recipients per second`,
    );
  } finally {
    await server.close();
  }
}

// BENCH_DB=postgres measures PostgreSQL alone.
if (process.env.BENCH_DB !== 'postgres') await run('PGlite (in memory)', { memory: true });

const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  console.log(
    `PostgreSQL: not run, no server at ${adminUrl.replace(/\/\/[^@]*@/, '//')} (${(error as Error).message})`,
  );
  process.exit(0);
}
const name = `payamak_bench_${randomBytes(5).toString('hex')}`;
await admin.query(`create database ${name}`);
try {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await run('PostgreSQL', { url: url.toString() });
} finally {
  // pool.end() resolves before the backends are gone: let them leave, so the drop kills nobody.
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
      name,
    ]);
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
