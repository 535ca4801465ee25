// What the benchmarks that load server processes share: a throwaway PostgreSQL database, server
// processes (src/server/serve.ts) with their logs in files as deployed, requests on kept-alive
// connections, a ready account (credit, agreements, an API key), and percentiles.
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

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the benches check status.
export type Any = any;
export type Answer = { status: number; body: { data: Any; meta: Any } };

/** Run last to first when the bench ends (processes stopped, the database dropped). */
export const cleanups: (() => Promise<void>)[] = [];
const logDir = mkdtempSync(join(tmpdir(), 'payamak-bench-'));
cleanups.push(async () => rmSync(logDir, { recursive: true, force: true }));

export async function runCleanups(): Promise<void> {
  agent.destroy();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

let processes = 0;

/**
 * A script as its own process (a server, or the bare comparison server), its output written to a file
 * as a deployed server's log would be, so the request log (LOG_LEVEL=info) costs what it costs in
 * production and nothing in this process reads it. Answers its URL, once it prints its `listening`
 * line, and the log's file (the demo's codes are printed there).
 */
export async function startProcess(
  script: string,
  env: Record<string, string>,
): Promise<{ url: string; logFile: string }> {
  const logFile = join(logDir, `process-${++processes}.log`);
  const out = openSync(logFile, 'w');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : []),
      '--import',
      'tsx',
      script,
    ],
    {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
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
      if (message.event === 'listening' && message.url) return { url: message.url, logFile };
    }
    if (code !== null) throw new Error(`${script} exited with ${code}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The API server as its own process, loaded from a few users: the per-user budgets would measure themselves. */
export async function startServerProcess(env: Record<string, string>): Promise<string> {
  return (await startProcess('src/server/serve.ts', { CALL_BUDGETS: 'off', ...env })).url;
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** One request on a kept-alive connection; answers status and body. */
export function call(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  auth?: string,
): Promise<Answer> {
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
          let parsed: Answer['body'] = { data: null, meta: null };
          try {
            parsed = text ? JSON.parse(text) : parsed;
          } catch {
            // Not JSON (a file): the status says enough.
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** A database of its own on the PostgreSQL server, dropped at the end; null where none answers. */
export async function throwawayPostgres(): Promise<{ url: string; admin: pg.Client } | null> {
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

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

/**
 * A registered account with plenty of credit, every line's agreements accepted, an API key and an
 * active OTP pattern `<username>-otp` (`%code%`); answers its token, key, default line and user id.
 */
export async function readyAccount(url: string, db: pg.Client, username: string, mobile: string) {
  const registered = await registerWithCode(
    url,
    {
      person_type: 'real',
      username,
      password: 'Sabz@Bahar1403',
      password_confirmation: 'Sabz@Bahar1403',
      mobile,
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
  const { rows } = await db.query('select id::int as id from users where username = $1', [username]);
  const userId = rows[0].id as number;
  await db.query(
    `insert into patterns (user_id, code, title, message, variables, status, created_at, updated_at)
     values ($1, $2, 'کد ورود', 'کد ورود شما به فروشگاه گلبرگ: %code%', $3::jsonb, 'active', now(), now())`,
    [userId, `${username}-otp`, JSON.stringify([{ name: 'code', type: 'integer', len: 6 }])],
  );
  return { token, key, from, userId, password: 'Sabz@Bahar1403' };
}
