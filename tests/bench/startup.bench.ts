// Figures for the foundation: panel build time, and the server's start to a first answer on a new
// and on an existing PGlite database (the median of a few runs each).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../../src/server/core/log.ts';
import { startServer } from '../../src/server/index.ts';

const RUNS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function timeBuild(): number {
  const started = performance.now();
  const result = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'error'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
  return performance.now() - started;
}

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startServer({
    demo: true,
    port: 0,
    host: '127.0.0.1',
    db: { dataDir },
    log: createLogger('silent'),
  });
  const response = await fetch(`${server.url}/v1/api/health`);
  if (!response.ok) throw new Error(`health answered ${response.status}`);
  const elapsed = performance.now() - started;
  await server.close();
  return elapsed;
}

const builds = Array.from({ length: RUNS }, timeBuild);
const fresh: number[] = [];
const reopen: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'payamak-bench-'));
  fresh.push(await timeStart(dir));
  reopen.push(await timeStart(dir));
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `vite build:                         ${(median(builds) / 1000).toFixed(2)} s (median of ${RUNS})`,
);
console.log(
  `server start, new PGlite database:  ${(median(fresh) / 1000).toFixed(2)} s to the first health answer`,
);
console.log(
  `server start, existing database:    ${(median(reopen) / 1000).toFixed(2)} s to the first health answer`,
);
