// The figures asked of an OTP: `POST send` with `sending_type: pattern` through an API key, one
// server process (src/server/serve.ts, its worker on) on PostgreSQL, 20 keep-alive connections each
// sending one request after another. Every 200 is a committed, debited, queued send. Prints sends/s
// and the answer's p50/p95/p99/max, then, read from the database, the time from accepted (the send's
// created_at) to handed to the operator simulator (its recipient's sent_at), p50/p99/max. Beside it,
// the same load as plain `webservice` sends of one recipient (the composer's general path).
// Targets: ≥ 1,000 sends/s with p99 ≤ 50 ms, accepted → handed p99 ≤ 1 s.
// BENCH_SECONDS sets the measured time (20 s by default), after 3 s unmeasured; BENCH_ONLY=pattern
// leaves the webservice run out; BENCH_PROF=<folder> writes the server's CPU profile there.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { lineE164 } from '../../src/domain/index.ts';
import { testDatabaseUrl } from '../api/helpers/database-url.ts';
import { codeFromDatabase, registerWithCode } from '../tools/sms-codes.ts';

const MEASURED_S = Number(process.env.BENCH_SECONDS ?? 20);
const WARM_UP_S = 3;
const CONNECTIONS = 20;
const cleanups: (() => Promise<void>)[] = [];
const logDir = mkdtempSync(join(tmpdir(), 'payamak-pattern-bench-'));
cleanups.push(async () => rmSync(logDir, { recursive: true, force: true }));

/** The server as its own process, its request log on and written to a file as deployed. */
async function startServerProcess(env: Record<string, string>): Promise<string> {
  const logFile = join(logDir, 'server.log');
  const out = openSync(logFile, 'w');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : []),
      '--import',
      'tsx',
      'src/server/serve.ts',
    ],
    {
      // One user sends as fast as it can: the per-user budgets would measure themselves.
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', CALL_BUDGETS: 'off', ...env },
      stdio: ['ignore', out, 'inherit'],
    },
  );
  closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  cleanups.push(async () => {
    child.kill('SIGTERM');
    await exited;
  });
  let code: number | null = null;
  child.once('exit', (exitCode) => {
    code = exitCode;
  });
  for (;;) {
    for (const line of readFileSync(logFile, 'utf8').split('\n')) {
      if (!line.startsWith('{')) continue;
      const message = JSON.parse(line) as { event?: string; url?: string };
      if (message.event === 'listening' && message.url) return message.url;
    }
    if (code !== null) throw new Error(`the server exited with ${code}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the bench checks status.
type Any = any;
type Answer = { status: number; body: { data: Any; meta: Any } };
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One request on a kept-alive connection; answers status and body. */
function call(url: string, method: string, path: string, body?: unknown, auth?: string): Promise<Answer> {
  const target = new URL(`${url}/v1/api${path}`);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
          ...(auth ? { Authorization: auth } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
        });
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

async function throwawayPostgres(): Promise<{ url: string; admin: pg.Client } | null> {
  const adminUrl = testDatabaseUrl();
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL: not run, no server at ${adminUrl} (${(error as Error).message})`);
    return null;
  }
  const name = `payamak_bench_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  cleanups.push(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), admin };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

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
    const registered = await registerWithCode(
      url,
      {
        person_type: 'real',
        username: 'bench',
        password: 'Sabz@Bahar1403',
        password_confirmation: 'Sabz@Bahar1403',
        mobile: '09121234567',
        first_name: 'مریم',
        last_name: 'احمدی',
        national_code: '0499370899',
      },
      codeFromDatabase(db),
    );
    const token = registered.data.token as string;
    await call(url, 'POST', '/demo/top_up', { amount: 1_000_000_000_000 }, token);
    const lines = (await call(url, 'GET', '/number/numbers', undefined, token)).body.data as Any[];
    for (const line of lines) {
      const list = (await call(url, 'GET', `/numbers/agreement-list?number_id=${line.id}`, undefined, token))
        .body.data;
      await call(
        url,
        'POST',
        '/numbers/assign-agreement',
        { number_id: line.id, agreement_ids: list.map((a: Any) => a.id) },
        token,
      );
    }
    const from = lineE164(lines.find((l) => l.is_default).number);
    const key = (await call(url, 'POST', '/acl/api_key/create', { title: 'bench' }, token)).body.data
      .key as string;
    const { rows } = await db.query(`select id from users where username = 'bench'`);
    await db.query(
      `insert into patterns (user_id, code, title, message, variables, status, created_at, updated_at)
       values ($1, 'bench-otp', 'کد ورود', 'کد ورود شما به فروشگاه گلبرگ: %code%', $2::jsonb, 'active', now(), now())`,
      [rows[0].id, JSON.stringify([{ name: 'code', type: 'integer', len: 6 }])],
    );
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
  agent.destroy();
  for (const cleanup of cleanups.reverse()) await cleanup();
}
