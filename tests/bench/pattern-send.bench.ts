// The figures asked of an OTP: `POST send` with `sending_type: pattern` through an API key, one
// server process (src/server/serve.ts, its worker on) on PostgreSQL, 20 keep-alive connections each
// sending one request after another. Every 200 is a committed, debited, queued send. Prints sends/s
// and the answer's p50/p95/p99/max, then, read from the database, the time from accepted (the send's
// created_at) to handed to the operator simulator (its recipient's sent_at), p50/p99/max. Beside it,
// the same load as plain `webservice` sends of one recipient (the composer's general path).
// Targets: ≥ 1,000 sends/s with p99 ≤ 50 ms, accepted → handed p99 ≤ 1 s.
// BENCH_SECONDS sets the measured time (20 s by default), after 3 s unmeasured; BENCH_ONLY=pattern
// leaves the webservice run out; BENCH_PROF=<folder> writes the server's CPU profile there.
import pg from 'pg';
import {
  type Any,
  call,
  cleanups,
  percentile,
  readyAccount,
  runCleanups,
  startServerProcess,
  throwawayPostgres,
} from './bench-server.ts';

const MEASURED_S = Number(process.env.BENCH_SECONDS ?? 20);
const WARM_UP_S = 3;
const CONNECTIONS = 20;
/** CONNECTIONS loops sending `body` for `seconds`; latencies of the answers, in ms. */
async function load(url: string, key: string, body: unknown, seconds: number) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const until = performance.now() + seconds * 1000;
  let first = '';
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const answer = await call(url, 'POST', '/send', body, key);
        latencies.push(performance.now() - started);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status !== 200 && !first) first = `${answer.status} ${answer.body.meta?.message}`;
      }
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), statuses, first };
}

async function measure(title: string, url: string, key: string, body: unknown, db: pg.Client, type: string) {
  await load(url, key, body, WARM_UP_S);
  const since = ((await db.query('select now() as since')).rows[0] as { since: Date }).since;
  const started = performance.now();
  const { latencies, statuses, first } = await load(url, key, body, MEASURED_S);
  const elapsed = (performance.now() - started) / 1000;
  const ok = statuses.get(200) ?? 0;
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `${title}: ${(ok / elapsed).toFixed(0)} sends/s accepted; answer p50 ${ms(percentile(latencies, 50))}, ` +
      `p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)} ` +
      `(${CONNECTIONS} connections, ${elapsed.toFixed(1)} s, ${latencies.length} requests, ${latencies.length - ok} not 200${first ? `: ${first}` : ''})`,
  );
  // Every send of the measured time handed to the operator simulator, then accepted → handed.
  const handedBy = Date.now() + 30_000;
  for (;;) {
    const { rows } = await db.query(
      `select count(*)::int as n from bulks b join bulk_recipients r on r.bulk_id = b.id
       where b.created_at >= $1 and b.type = $2 and r.sent_at is null`,
      [since, type],
    );
    if (rows[0].n === 0 || Date.now() > handedBy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { rows } = await db.query(
    `select count(*)::int as n, count(r.sent_at)::int as handed,
       percentile_cont(0.5) within group (order by extract(epoch from r.sent_at - b.created_at)) * 1000 as p50,
       percentile_cont(0.99) within group (order by extract(epoch from r.sent_at - b.created_at)) * 1000 as p99,
       max(extract(epoch from r.sent_at - b.created_at)) * 1000 as max,
       (select count(*) from wallet_transactions t where t.created_at >= $1)::int as debits
     from bulks b join bulk_recipients r on r.bulk_id = b.id where b.created_at >= $1 and b.type = $2`,
    [since, type],
  );
  const r = rows[0] as Any;
  console.log(
    `${' '.repeat(title.length)}  accepted → handed to the operator: p50 ${ms(Number(r.p50))}, p99 ${ms(Number(r.p99))}, ` +
      `max ${ms(Number(r.max))} (${r.handed} of ${r.n} sends handed; ${r.debits} wallet debits)`,
  );
}

try {
  const pgDb = await throwawayPostgres();
  if (pgDb) {
    const url = await startServerProcess({ DATABASE_URL: pgDb.url, PAYAMAK_MODE: 'demo' });
    const db = new pg.Client({ connectionString: pgDb.url });
    await db.connect();
    cleanups.push(async () => {
      await db.end();
    });
    const { key, from } = await readyAccount(url, db, 'bench', '09121234567');
    await measure(
      'pattern (PostgreSQL)',
      url,
      key,
      {
        sending_type: 'pattern',
        from_number: from,
        code: 'bench-otp',
        recipients: ['09121230001'],
        params: { code: '482913' },
      },
      db,
      'pattern',
    );
    // BENCH_ONLY=pattern leaves the alternative out.
    if (process.env.BENCH_ONLY !== 'pattern')
      await measure(
        'webservice (PostgreSQL)',
        url,
        key,
        {
          sending_type: 'webservice',
          from_number: from,
          message: 'کد ورود شما به فروشگاه گلبرگ: 482913',
          params: { recipients: ['09121230001'] },
        },
        db,
        'quick',
      );
    console.log(
      `(Node ${process.version}; one server process, its worker on; the throwaway database removed afterwards)`,
    );
  }
} finally {
  await runCleanups();
}
