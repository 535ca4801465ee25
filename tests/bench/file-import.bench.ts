// A million records of the kind users upload (tests/bench/file-import-data.ts), in
// the file of each producer users have, read in Debian's Chromium the way the user waits for it: from
// the file input's change event to the counts painted by the send screens' FilePicker (its worker,
// its progress bar), and the same file read by SheetJS in a worker of its own in the same run, to the
// same counts. Also the longest main-thread task (PerformanceObserver 'longtask'), the longest gap of
// a 5 ms timer, and the workers' peak heap (CDP Runtime.getHeapUsage, sampled every 20 ms on their own
// sessions). Prints figures; asserts nothing about time.
//   npm run bench -- file-import          all producers
//   BENCH_ROWS=100000 BENCH_RUNS=5 BENCH_ONLY=csv npm run bench -- file-import

import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../tools/chromium.ts';
import { watchWorkerHeap } from './file-import-cdp.ts';
import { benchFiles } from './file-import-data.ts';
import type { BenchRun } from './file-import-page/main.tsx';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const OUR_RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SHEETJS_RUNS = 1;
const ONLY = process.env.BENCH_ONLY;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const dir = mkdtempSync(join(tmpdir(), 'payamak-file-bench-'));

try {
  console.log(`files of ${ROWS.toLocaleString('en')} records (cached in tests/bench/.cache):`);
  const files = (await benchFiles('tests/bench/.cache', ROWS)).filter((f) => !ONLY || f.file.includes(ONLY));
  for (const f of files) console.log(`  ${f.name.padEnd(42)} ${mb(f.bytes).padStart(7)}`);

  await build({
    root: 'tests/bench/file-import-page',
    configFile: false,
    base: './',
    logLevel: 'warn',
    plugins: [vanillaExtractPlugin(), react()],
    build: { outDir: join(dir, 'page'), emptyOutDir: true },
    worker: { format: 'es' },
  });
  const server = await serve(join(dir, 'page'));
  const cdpPort = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    // gc() lets each run start without the garbage of the one before.
    args: [...chromiumArgs, `--remote-debugging-port=${cdpPort}`, '--js-flags=--expose-gc'],
  });
  const heap = await watchWorkerHeap(cdpPort);
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  page.on('crash', () => console.error('the page crashed'));
  page.on('console', (message) => console.error('page console:', message.text()));
  browser.on('disconnected', () => console.error('the browser went away'));
  await page.goto(`${server.url}/index.html`);
  await page.waitForFunction(() => 'benchArm' in window);

  type Win = { setEngine(e: string): void; benchArm(): Promise<BenchRun>; benchRun?: Promise<BenchRun> };
  const measure = async (path: string, engine: 'ours' | 'sheetjs') => {
    await page.evaluate((e) => (window as unknown as Win).setEngine(e), engine);
    // The same file picked twice fires no change: empty the input first (before the watch is armed).
    await page.locator('input[type=file]').setInputFiles([]);
    await page.waitForTimeout(300);
    heap.reset();
    await page.evaluate(() => {
      const w = window as unknown as Win;
      w.benchRun = w.benchArm();
    });
    await page.locator('input[type=file]').setInputFiles(path);
    const run = await page.evaluate(() => (window as unknown as Win).benchRun as Promise<BenchRun>);
    return { ...run, peakHeap: heap.peak() };
  };
  const median = <T extends { ms: number }>(runs: T[]) =>
    [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)] as T;

  const table: string[][] = [
    [
      'file',
      'ours (median)',
      'SheetJS 0.18.5',
      'ratio',
      'longest task',
      '5 ms timer gap',
      'peak heap ours / SheetJS',
      'valid / invalid / repeated / records',
    ],
  ];
  const load = loadavg()[0] ?? 0;
  for (const f of files) {
    const ours = [];
    for (let i = 0; i < OUR_RUNS; i++) ours.push(await measure(f.file, 'ours'));
    const sheets = [];
    for (let i = 0; i < SHEETJS_RUNS; i++) sheets.push(await measure(f.file, 'sheetjs'));
    const o = median(ours);
    const s = median(sheets);
    const counts = (r: BenchRun) =>
      r.error
        ? `failed: ${r.error}`
        : [r.validCount, r.invalidCount, r.duplicateCount, r.total]
            .map((n) => n.toLocaleString('en'))
            .join(' / ');
    const same = counts(o) === counts(s) ? '' : ` (SheetJS: ${counts(s)})`;
    table.push([
      f.name,
      `${o.error ? 'failed' : seconds(o.ms)} (${ours.map((r) => (r.ms / 1000).toFixed(2)).join(', ')})`,
      s.error ? 'failed' : seconds(s.ms),
      o.error || s.error ? '-' : `${(s.ms / o.ms).toFixed(1)}×`,
      `${Math.max(...ours.map((r) => r.longestTaskMs)).toFixed(0)} ms`,
      `${Math.max(...ours.map((r) => r.longestBlockMs)).toFixed(0)} ms`,
      `${mb(Math.max(...ours.map((r) => r.peakHeap)))} / ${mb(s.peakHeap)}`,
      counts(o) + same,
    ]);
    console.log(`  ${f.name}: ${table.at(-1)?.slice(1, 4).join('  ')}`);
  }
  console.log(`\nload average when the runs started: ${load.toFixed(2)} (2 cores shared)`);
  printTable(table);
  console.log(
    'targets: csv and txt ≤ 0.5 s, xlsx ≤ 1 s, ≥ 8× faster than SheetJS, no main-thread task > 50 ms (0 ms: none)',
  );
  heap.close();
  await browser.close();
  server.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

function printTable(rows: string[][]): void {
  const widths = (rows[0] as string[]).map((_, c) => Math.max(...rows.map((r) => (r[c] as string).length)));
  for (const r of rows) console.log(r.map((cell, c) => cell.padEnd(widths[c] as number)).join('  '));
}

async function serve(root: string): Promise<{ url: string; close(): void }> {
  const { readFile } = await import('node:fs/promises');
  const types: Record<string, string> = { html: 'text/html', js: 'text/javascript', css: 'text/css' };
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    try {
      const body = await readFile(join(root, path.replace(/\.\./g, '')));
      response.writeHead(200, {
        'content-type': types[path.split('.').pop() ?? ''] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
