// The server's peak memory (RSS) and /health's latency while hostile files are priced through
// send/calculate-price, one after another for a few seconds each, beside an idle run: the self-looping
// .xls whose chain once filled a gigabyte, a zip bomb xlsx (a deflated run of zeros), one deflating
// under the per-entry ratio, and a 1,000,000-row xlsx whose strings are all distinct (made here with
// the exports' own xlsxWriter). The server is its own process (src/server/serve.ts on PGlite in a
// throwaway folder), so its memory is its own: the peak is the kernel's (VmHWM, reset before each run).
// /health is asked every few ms from here, one request at a time. Prints figures; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { lineE164 } from '../../src/domain/index.ts';
import { xlsxWriter } from '../../src/server/files/export-writers.ts';
import { client, newPerson } from '../api/helpers/client.ts';
import { acceptAllAgreements } from '../api/helpers/send.ts';
import { amplifyingXls, lowRatioBombXlsx, selfLoopingXls, zerosBombXlsx } from '../tools/hostile-files.ts';
import { codeFromLines, registerWithCode } from '../tools/sms-codes.ts';

const RUN_MS = Number(process.env.BENCH_SECONDS ?? 6) * 1000;
const SAMPLE_EVERY_MS = 5;
const dir = mkdtempSync(join(tmpdir(), 'payamak-hostile-bench-'));
let child: ChildProcess | null = null;

/** What the server process printed: the demo's simulated SMS (the registration code) among it. */
const printed: string[] = [];

async function startServer(): Promise<string> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/serve.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      LOG_LEVEL: 'error',
      PAYAMAK_EMPTY: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = server;
  return new Promise((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    createInterface({ input: server.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      printed.push(line);
      if (!line.startsWith('{')) return;
      const message = JSON.parse(line) as { event?: string; url?: string };
      if (message.event === 'listening' && message.url) resolve(message.url);
    });
  });
}

/** The server's resident memory now and its peak since the last reset, MB. */
function memory(): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${child?.pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Starts the peak over (Linux: writing 5 to clear_refs resets VmHWM to the current RSS). */
function resetPeak(): void {
  try {
    writeFileSync(`/proc/${child?.pid}/clear_refs`, '5');
  } catch {}
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);

/** /health one request at a time, SAMPLE_EVERY_MS apart, until `stop` says so. */
async function sampleHealth(url: string, stop: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (!stop()) {
    const started = performance.now();
    const answer = await fetch(`${url}/v1/api/health`);
    await answer.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
  }
  return latencies;
}

type Upload = { name: string; bytes: Uint8Array };

async function run(url: string, title: string, work: ((signal: () => boolean) => Promise<string>) | null) {
  resetPeak();
  let done = false;
  const deadline = performance.now() + RUN_MS;
  const health = sampleHealth(url, () => done);
  let rssMax = 0;
  const watcher = setInterval(() => {
    rssMax = Math.max(rssMax, memory().rss);
  }, 20);
  let note = '';
  if (work) note = await work(() => performance.now() >= deadline);
  else await new Promise((resolve) => setTimeout(resolve, RUN_MS));
  done = true;
  const latencies = (await health).sort((a, b) => a - b);
  clearInterval(watcher);
  const { peak } = memory();
  const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;
  console.log(
    `${title.padEnd(34)} peak RSS ${Math.max(peak, rssMax).toFixed(0).padStart(5)} MB   /health p50 ${ms(percentile(latencies, 50))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(latencies.at(-1) ?? Number.NaN)}  (${latencies.length} samples)  ${note}`,
  );
}

/** Prices `upload` again and again until `stop`, at least once: how many, their answers, how long each took. */
function pricing(api: ReturnType<typeof client>, token: string, from: string, upload: Upload) {
  return async (stop: () => boolean) => {
    const statuses = new Map<string, number>();
    const took: number[] = [];
    do {
      const form = new FormData();
      form.append('sending_type', 'file');
      form.append('from_number', from);
      form.append('message', 'تخفیف ویژه‌ی این هفته');
      form.append('files[]', new Blob([upload.bytes as BlobPart]), upload.name);
      const started = performance.now();
      const answer = await api.form('/send/calculate-price', form, token);
      took.push(performance.now() - started);
      const key =
        answer.status === 200
          ? `200 (${answer.data.recipients} recipients)`
          : `${answer.status} ${answer.meta.message}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    } while (!stop());
    took.sort((a, b) => a - b);
    const answers = [...statuses].map(([key, n]) => `${n}× ${key}`).join('; ');
    return `${took.length} prices, each p50 ${percentile(took, 50).toFixed(0)} ms: ${answers}`;
  };
}

/** A 1,000,000-row xlsx: a distinct mobile and a distinct name a row, every text its own. */
async function millionRows(): Promise<Upload> {
  const path = join(dir, 'million.xlsx');
  const writer = xlsxWriter(path, { sheetName: 'مشتریان' });
  await writer.write([['موبایل', 'نام']]);
  for (let from = 0; from < 1_000_000; from += 10_000) {
    const rows: string[][] = [];
    for (let i = from; i < from + 10_000; i++)
      rows.push([`0912${String(i).padStart(7, '0')}`, `مشتری شماره ${i}`]);
    await writer.write(rows);
  }
  await writer.finish();
  return { name: 'million.xlsx', bytes: new Uint8Array(readFileSync(path)) };
}

try {
  const url = await startServer();
  const api = client(url);
  const token = (await registerWithCode(url, newPerson(), codeFromLines(printed))).data.token as string;
  await acceptAllAgreements(api, token);
  const lines = (await api.get('/number/numbers', token)).data as { is_default: boolean; number: string }[];
  const from = lineE164((lines.find((l) => l.is_default) as { number: string }).number);
  const made = performance.now();
  const uploads: [string, Upload][] = [
    ['self-looping .xls (8 MB)', { name: 'amplifying.xls', bytes: amplifyingXls() }],
    [
      'self-looping .xls, loop in size',
      { name: 'loop.xls', bytes: selfLoopingXls({ bytes: 8 << 20, streamSize: 6 << 20 }) },
    ],
    ['zip bomb xlsx (128 MB of zeros)', { name: 'zeros.xlsx', bytes: zerosBombXlsx(128) }],
    ['low-ratio bomb xlsx (160 MB)', { name: 'low.xlsx', bytes: lowRatioBombXlsx(160) }],
    ['1M-row xlsx, distinct strings', await millionRows()],
  ];
  console.log(
    `files made in ${((performance.now() - made) / 1000).toFixed(1)} s: ${uploads.map(([t, u]) => `${t} ${(u.bytes.length / 1e6).toFixed(1)} MB`).join(', ')}`,
  );
  console.log(
    `server idle RSS ${memory().rss.toFixed(0)} MB; each run ${RUN_MS / 1000} s, /health every ${SAMPLE_EVERY_MS} ms`,
  );
  await run(url, 'idle', null);
  for (const [title, upload] of uploads) await run(url, title, pricing(api, token, from, upload));
  await run(url, 'idle again', null);
} finally {
  const server = child as ChildProcess | null;
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
}
