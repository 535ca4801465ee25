// Lighthouse's mobile performance score of /login, /dashboard and /reports against the server `npm start`
// runs (built panel, compression on, the demo account with its 60 days of data), in Debian's Chromium.
// Lighthouse simulates a slow phone on a slow network; one run at a time. Each run is a first visit: the
// service worker, its caches and the saved data are cleared first; a shell route keeps only the login
// token (set in localStorage, as after a login). Prints each route's median of RUNS and its metrics.
// BENCH_ROUTES=/login,/reports chooses the routes; BENCH_DETAILS=1 also prints each route's last run's long
// tasks, layout shifts and scripts by CPU time (what to look at when a score drops).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createLogger } from '../../src/server/core/log.ts';
import { seedDemoIfEmpty } from '../../src/server/db/demo-seed.ts';
import { startServer } from '../../src/server/index.ts';
import { client, demoLogin } from '../api/helpers/client.ts';
import { chromiumArgs, chromiumPath } from '../tools/chromium.ts';

// Three runs per route (the median of three); BENCH_RUNS=5 for a steadier median on a noisy machine.
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUTES = (process.env.BENCH_ROUTES ?? '/login,/dashboard,/reports').split(',');

type Audits = Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;

const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'error'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const dataDir = mkdtempSync(join(tmpdir(), 'payamak-lh-'));
const server = await startServer({
  demo: true,
  port: 0,
  host: '127.0.0.1',
  db: { dataDir },
  panelDir: 'dist/panel',
  log: createLogger('silent'),
  prepare: async (deps) => void (await seedDemoIfEmpty(deps)),
});
const origin = server.url.replace('localhost', '127.0.0.1');
const token = await demoLogin(client(origin));

/** A first visit: nothing of an earlier run is left but, on a shell route, the login token. */
async function prepare(port: number, loggedIn: boolean) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await (browser.contexts()[0] ?? (await browser.newContext())).newPage();
  await page.goto(`${origin}/404-prepare`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'cache_storage,indexeddb,service_workers,local_storage',
  });
  if (loggedIn) await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.close();
  await browser.close();
}

const results: { route: string; scores: number[]; audits: Audits[]; failed: string[] }[] = [];
// Lighthouse's measure of this machine's CPU (its benchmarkIndex): the 4x slowdown it simulates is
// calibrated for a desktop of about 1,000 to 2,000; a slower machine scores a phone slower than it is.
const benchmarkIndexes: number[] = [];
try {
  for (const route of ROUTES) {
    const row = { route, scores: [] as number[], audits: [] as Audits[], failed: [] as string[] };
    for (let i = 0; i < RUNS; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath(),
        // Lighthouse splits flags on spaces: the host-resolver rule (spaces and commas) cannot pass.
        chromeFlags: ['--headless=new', ...chromiumArgs.filter((a) => !a.includes(' '))],
      });
      try {
        await prepare(chrome.port, route !== '/login');
        const result = await lighthouse(
          `${origin}${route}`,
          {
            port: chrome.port,
            onlyCategories: ['performance'],
            formFactor: 'mobile',
            output: 'json',
            logLevel: 'error',
            // The token set above stays; everything else was cleared by prepare().
            disableStorageReset: true,
          },
          undefined,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error('lighthouse gave no report');
        // A run Lighthouse could not finish (its runtimeError) has no score: said, and left out.
        const score = lhr.categories.performance?.score;
        if (score === null || score === undefined || lhr.runtimeError) {
          row.failed.push(lhr.runtimeError?.code ?? 'no score');
          continue;
        }
        row.scores.push(Math.round(score * 100));
        row.audits.push(lhr.audits as Audits);
        if (lhr.environment?.benchmarkIndex) benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      } finally {
        chrome.kill();
      }
    }
    results.push(row);
  }
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(
  `lighthouse: this machine's benchmarkIndex ${Math.round(median(benchmarkIndexes))} (median of the runs)`,
);
for (const { route, scores, audits, failed } of results) {
  const metric = (id: string) => median(audits.map((a) => a[id]?.numericValue ?? 0));
  const unfinished = failed.length > 0 ? `; runs Lighthouse could not finish: ${failed.join(', ')}` : '';
  console.log(
    `lighthouse mobile performance, ${route}: ${median(scores)} (runs: ${scores.join(', ')}${unfinished})`,
  );
  console.log(`  first contentful paint ${(metric('first-contentful-paint') / 1000).toFixed(2)} s`);
  console.log(`  largest contentful paint ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s`);
  console.log(`  total blocking time ${Math.round(metric('total-blocking-time'))} ms`);
  console.log(`  cumulative layout shift ${metric('cumulative-layout-shift').toFixed(3)}`);
  console.log(`  speed index ${(metric('speed-index') / 1000).toFixed(2)} s`);
  const last = audits.at(-1);
  if (process.env.BENCH_DETAILS && last) {
    const items = (id: string) => last[id]?.details?.items ?? [];
    for (const task of items('long-tasks'))
      console.log(
        `    long task ${Math.round(Number(task.duration))} ms at ${Math.round(Number(task.startTime))} ms: ${task.url}`,
      );
    for (const shift of items('layout-shifts'))
      console.log(
        `    layout shift ${Number(shift.score).toFixed(3)}: ${JSON.stringify(shift.node).slice(0, 300)}`,
      );
    for (const script of items('bootup-time').slice(0, 8))
      console.log(
        `    script ${Math.round(Number(script.total))} ms (${Math.round(Number(script.scripting))} ms running): ${script.url}`,
      );
  }
}
