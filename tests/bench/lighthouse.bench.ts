// Lighthouse's mobile performance score of /login against the server `npm start` runs (built panel,
// compression on), in Debian's Chromium. Lighthouse simulates a slow phone on a slow network; one run at
// a time. Prints the score and the metrics behind it, median of RUNS.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../src/server/core/log.ts';
import { startServer } from '../../src/server/index.ts';
import { chromiumArgs, chromiumPath } from '../tools/chromium.ts';

const RUNS = 3;
const PATH = '/login';

type Report = {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve) => {
    spawn(command, args, { stdio: 'inherit', env }).on('close', resolve);
  });
}

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
});
const url = `${server.url.replace('localhost', '127.0.0.1')}${PATH}`;
const reports: Report[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    const out = join(dataDir, `lh-${i}.json`);
    // Not spawnSync: the server answering Lighthouse runs in this very process.
    const status = await run(
      'node_modules/.bin/lighthouse',
      [
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        // Lighthouse splits this on spaces: the host-resolver rule (spaces and commas) cannot pass.
        `--chrome-flags=--headless=new ${chromiumArgs.filter((a) => !a.includes(' ')).join(' ')}`,
      ],
      { ...process.env, CHROME_PATH: chromiumPath() },
    );
    if (status !== 0) throw new Error(`lighthouse exited ${status}`);
    reports.push(JSON.parse(readFileSync(out, 'utf8')) as Report);
  }
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const metric = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? 0));
const scores = reports.map((r) => Math.round(r.categories.performance.score * 100));
console.log(`lighthouse mobile performance, ${PATH}: ${median(scores)} (runs: ${scores.join(', ')})`);
console.log(`  first contentful paint ${(metric('first-contentful-paint') / 1000).toFixed(2)} s`);
console.log(`  largest contentful paint ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s`);
console.log(`  total blocking time ${Math.round(metric('total-blocking-time'))} ms`);
console.log(`  cumulative layout shift ${metric('cumulative-layout-shift').toFixed(3)}`);
console.log(`  speed index ${(metric('speed-index') / 1000).toFixed(2)} s`);
