// Requests per second and p99 latency of the token check and of a password login, measured with
// autocannon against `npm start`'s entry (src/server/start.ts) on a fresh PGlite database with the
// demo account. Prints figures; asserts nothing about time.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const DURATION_S = 10;
const dataDir = mkdtempSync(join(tmpdir(), 'payamak-auth-bench-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

try {
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      const match = /^Payamak panel: (\S+)/.exec(line);
      if (match?.[1]) resolve(match[1]);
    });
  });
  const credentials = JSON.stringify({ username: 'demo', password: 'Payamak@1404' });
  const login = await fetch(`${url}/v1/api/acl/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: credentials,
  });
  const { data } = (await login.json()) as { data: { token: string } };

  const run = (title: string, options: autocannon.Options) =>
    new Promise<autocannon.Result>((resolve, reject) => {
      autocannon({ duration: DURATION_S, ...options }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    }).then((result) => {
      const failed = result.non2xx + result.errors + result.timeouts;
      console.log(
        `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms` +
          `   (${options.connections} connections, ${DURATION_S} s, ${result.requests.total} requests, ${failed} failed)`,
      );
    });

  await run('GET acl/auth/check_token', {
    url: `${url}/v1/api/acl/auth/check_token`,
    connections: 20,
    headers: { Authorization: data.token },
  });
  // Each login runs scrypt (32 MiB, ~0.2 s of CPU) on libuv's thread pool: this is the cost of a
  // password check, by design.
  await run('POST acl/auth/login (password)', {
    url: `${url}/v1/api/acl/auth/login`,
    method: 'POST',
    connections: 8,
    headers: { 'Content-Type': 'application/json' },
    body: credentials,
  });
  console.log(
    `(Node ${process.version}, PGlite, ${join(tmpdir(), 'payamak-auth-bench-*')} removed afterwards)`,
  );
} finally {
  child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
