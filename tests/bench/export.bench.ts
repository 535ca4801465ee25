// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely; the bench checks state and rows.
// Exporting one send of 1,000,000 recipients, on PostgreSQL, from a server in its own process (so its
// memory is the server's alone): the time from asking to the file being ready, the server's resident
// memory above what it held before (sampled from /proc every 50 ms), and, for the xlsx, whether
// LibreOffice opens it with every row (soffice --convert-to csv, lines counted). Prints a table;
// asserts nothing about time. TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createReadStream,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { startServerProcess } from '../api/helpers/server-process.ts';
import { codeFromDatabase, registerWithCode } from '../tools/sms-codes.ts';

const RECIPIENTS = 1_000_000;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function call(url: string, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${url}/v1/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as { data: any; meta: any };
}

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** Set-based: the send and its million recipients in two statements. */
async function seed(db: pg.Client, userId: number) {
  const { rows } = await db.query(
    `insert into bulks (user_id, type, sender_line_id, sender_number, text, parts, encoding, status, tariffs,
       price, total, pending, status_2, status_3, created_at, finished_at)
     select $1, 'file', l.id, l.number, 'جشنواره پاییزه فروشگاه گلبرگ آغاز شد؛ تا پایان هفته ۳۰٪ تخفیف', 1, 'ucs2',
       'done', '{}', $2 * 1190, $2, 0, $2 * 92 / 100, $2 - $2 * 92 / 100, now() - interval '1 hour', now()
     from sender_lines l where l.user_id is null order by l.id limit 1 returning id`,
    [userId, RECIPIENTS],
  );
  const bulkId = rows[0].id;
  await db.query(
    `insert into bulk_recipients (bulk_id, idx, mobile, operator, parts, status, stage, sent_at, done_at)
     select $1, i, '98912' || lpad((1000000 + i * 7)::text, 7, '0'), 0, 1,
       case when i % 100 < 92 then 2 else 3 end, 2,
       now() - interval '1 hour' + (i % 3600) * interval '1 second',
       now() - interval '50 minutes' + (i % 3000) * interval '1 second'
     from generate_series(0, $2 - 1) as i`,
    [bulkId, RECIPIENTS],
  );
  return Number(bulkId);
}

async function exportOnce(url: string, token: string, pid: number, body: unknown) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const started = performance.now();
  const job = await call(url, 'POST', '/report/download_recipients', token, body);
  if (!job.data?.id) throw new Error(`export refused: ${job.meta?.message}`);
  let file: any;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const list = await call(url, 'GET', '/user/files?per_page=100', token);
    file = list.data.find((f: any) => f.id === job.data.id);
    if (file?.state !== 'running') break;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (file.state !== 'ready') throw new Error(`export failed: ${file.error}`);
  return { file, seconds, growth: peak - before, before };
}

async function download(url: string, token: string, id: number, dir: string, name: string) {
  const response = await fetch(`${url}/v1/api/download?id=${id}`, { headers: { Authorization: token } });
  const path = join(dir, name);
  writeFileSync(path, Buffer.from(await response.arrayBuffer()));
  return path;
}

async function countLines(path: string): Promise<number> {
  let n = 0;
  for await (const _ of createInterface({ input: createReadStream(path) })) n++;
  return n;
}

/** LibreOffice's reading of the xlsx, as csv lines (a private profile, so no running office is disturbed). */
async function libreOfficeRows(
  path: string,
  dir: string,
): Promise<{ lines: number; seconds: number } | string> {
  const which = spawnSync('sh', ['-c', 'command -v soffice || command -v libreoffice'], { encoding: 'utf8' });
  const binary = which.stdout.trim();
  if (!binary) return 'LibreOffice not installed';
  const out = join(dir, 'lo');
  const started = performance.now();
  const result = spawnSync(
    binary,
    [
      `-env:UserInstallation=file://${join(dir, 'profile')}`,
      '--headless',
      '--convert-to',
      'csv',
      '--outdir',
      out,
      path,
    ],
    { encoding: 'utf8', timeout: 900_000 },
  );
  const seconds = (performance.now() - started) / 1000;
  const csv = readdirSync(out, { withFileTypes: true }).find((f) => f.name.endsWith('.csv'));
  if (!csv) return `LibreOffice wrote nothing (${result.status}: ${result.stderr.slice(0, 200)})`;
  return { lines: await countLines(join(out, csv.name)), seconds };
}

const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  console.log(`PostgreSQL: not run, no server (${(error as Error).message})`);
  process.exit(0);
}
const name = `payamak_bench_${randomBytes(5).toString('hex')}`;
await admin.query(`create database ${name}`);
const dir = mkdtempSync(join(tmpdir(), 'export-bench-'));
const cleanups: (() => Promise<void>)[] = [];
try {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  process.env.DATA_DIR = join(dir, 'data');
  process.env.PAYAMAK_EMPTY = '1';
  const { url: server, child } = await startServerProcess(url.toString(), cleanups);
  const pid = child.pid as number;
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
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const token = (await registerWithCode(server, person, codeFromDatabase(db))).data.token as string;
  const [user] = (await db.query('select id from users where username = $1', [person.username])).rows;
  const seedStarted = performance.now();
  const bulkId = await seed(db, Number(user.id));
  await db.query('analyze bulk_recipients');
  await db.end();
  console.log(
    `seeded a send of ${RECIPIENTS.toLocaleString('en')} recipients in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const rows: string[][] = [];
  for (const format of ['xlsx', 'csv'] as const) {
    const run = await exportOnce(server, token, pid, { bulk_id: bulkId, format });
    const path = await download(server, token, run.file.id, dir, `export.${format}`);
    let check = '';
    if (format === 'csv') {
      // Every text is one line here, so lines are rows (the header and a trailing CRLF).
      check = `${(await countLines(path)).toLocaleString('en')} lines`;
    } else {
      const lo = await libreOfficeRows(path, dir);
      check =
        typeof lo === 'string'
          ? lo
          : `LibreOffice: ${lo.lines.toLocaleString('en')} lines in ${lo.seconds.toFixed(0)} s`;
    }
    rows.push([
      format,
      run.file.rows.toLocaleString('en'),
      run.seconds.toFixed(1),
      `${run.growth.toFixed(0)} (from ${run.before.toFixed(0)})`,
      (statSync(path).size / 1024 / 1024).toFixed(1),
      check,
    ]);
  }
  const head = ['format', 'rows', 'seconds (≤ 30)', 'server RSS growth MB (< 200)', 'file MB', 'read back'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\nPostgreSQL, one send of ${RECIPIENTS.toLocaleString('en')} recipients exported:`);
  console.log(line(head));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
} finally {
  for (const cleanup of cleanups) await cleanup();
  rmSync(dir, { recursive: true, force: true });
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
