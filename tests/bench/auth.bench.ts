// Requests per second and p99 latency of the token check (GET acl/auth/check_token) on PostgreSQL
// and on PGlite, beside a bare Hono route served the same way (tests/bench/bare-server.ts), and of a
// password login. Each server is one process (src/server/serve.ts) measured with autocannon from
// this one, as deployed: request log on (LOG_LEVEL=info, written to a file), and requests offering
// gzip as a browser does. The same check made with an API key is measured with the API-call log on
// (every call recorded, in batches) and off (API_CALL_LOG=off), on two servers measured in turns
// (BENCH_TURNS, 5 by default), so the log's cost is the difference of the medians. The PostgreSQL run
// uses a throwaway database on the local server, dropped afterwards (bench-server.ts). Prints figures;
// asserts nothing about time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { codeFromLog, registerWithCode } from '../tools/sms-codes.ts';
import { cleanups, runCleanups, startProcess as startLogged, throwawayPostgres } from './bench-server.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
/** Turns of the call log's comparison (off, on), each DURATION_S long. */
const TURNS = Number(process.env.BENCH_TURNS ?? 5);
// What the panel sends: a browser always offers gzip, and the server must not spend it on tiny answers.
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

/** Each server process's log by its address: the demo's codes are printed there. */
const logs = new Map<string, string>();

/** A script as its own process (bench-server.ts), its log kept by its address. */
async function startProcess(script: string, env: Record<string, string>): Promise<string> {
  const { url, logFile } = await startLogged(script, env);
  logs.set(url, logFile);
  return url;
}

const cannon = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** Two seconds unmeasured (the server's code is still being compiled), then DURATION_S measured. */
async function run(title: string, options: autocannon.Options, warmUp = true) {
  if (warmUp) await cannon({ ...options, duration: 2 });
  const result = await cannon({ ...options, duration: DURATION_S });
  const failed = result.non2xx + result.errors + result.timeouts;
  console.log(
    `${title.padEnd(40)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms` +
      `   (${options.connections} connections, ${DURATION_S} s, ${result.requests.total} requests, ${failed} failed)`,
  );
  return result.requests.average;
}

async function registeredToken(url: string): Promise<string> {
  const data = (
    await registerWithCode(
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
      codeFromLog(logs.get(url) ?? ''),
    )
  ).data as { token: string };
  return data.token;
}

/** An API key of the account the token logs into. */
async function apiKeyOf(url: string, token: string): Promise<string> {
  const made = await fetch(`${url}/v1/api/acl/api_key/create`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: 'bench' }),
  });
  return ((await made.json()) as { data: { key: string } }).data.key;
}

/**
 * check_token with an API key, on two servers started alike but for the call log (off on one, on on the
 * other), measured in turns (off, on, off, on, ...) so that the machine's drift falls on both alike;
 * prints each turn, the median of each and the log's cost.
 */
async function keyChecks(title: string, envOf: () => Promise<Record<string, string> | null>) {
  const servers: Record<'off' | 'on', { url: string; key: string }> = {} as never;
  for (const log of ['off', 'on'] as const) {
    const env = await envOf();
    if (!env) return;
    const url = await startProcess('src/server/serve.ts', { ...env, API_CALL_LOG: log });
    servers[log] = { url, key: await apiKeyOf(url, await registeredToken(url)) };
  }
  const options = (log: 'off' | 'on'): autocannon.Options => ({
    url: `${servers[log].url}/v1/api/acl/auth/check_token`,
    connections: CONNECTIONS,
    headers: { Authorization: servers[log].key, ...BROWSER },
  });
  // Warmed longer than the other figures: the two servers' code is still being optimised after 2 s.
  for (const log of ['off', 'on'] as const) await cannon({ ...options(log), duration: 6 });
  const rates: Record<'off' | 'on', number[]> = { off: [], on: [] };
  for (let turn = 1; turn <= TURNS; turn++)
    for (const log of ['off', 'on'] as const)
      rates[log].push(await run(`${title}, call log ${log} (turn ${turn})`, options(log), false));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const off = median(rates.off);
  const on = median(rates.on);
  console.log(
    `${title}: median ${off.toFixed(0)} req/s with the call log off, ${on.toFixed(0)} with it on: ` +
      `${(((on - off) / off) * 100).toFixed(1)}%`,
  );
}

try {
  const bare = await startProcess('tests/bench/bare-server.ts', {});
  await run('GET bare Hono route', { url: `${bare}/bare`, connections: CONNECTIONS, headers: BROWSER });

  const databaseUrl = (await throwawayPostgres())?.url;
  if (databaseUrl) {
    const url = await startProcess('src/server/serve.ts', {
      DATABASE_URL: databaseUrl,
      PAYAMAK_MODE: 'demo',
    });
    const token = await registeredToken(url);
    await run('GET acl/auth/check_token (PostgreSQL)', {
      url: `${url}/v1/api/acl/auth/check_token`,
      connections: CONNECTIONS,
      headers: { Authorization: token, ...BROWSER },
    });
    await keyChecks('check_token by key (PostgreSQL)', async () => {
      const keyDb = await throwawayPostgres();
      return keyDb ? { DATABASE_URL: keyDb.url, PAYAMAK_MODE: 'demo' } : null;
    });
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'payamak-auth-bench-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const url = await startProcess('src/server/serve.ts', { DATA_DIR: dataDir });
  const token = await registeredToken(url);
  await run('GET acl/auth/check_token (PGlite)', {
    url: `${url}/v1/api/acl/auth/check_token`,
    connections: CONNECTIONS,
    headers: { Authorization: token, ...BROWSER },
  });
  await keyChecks('check_token by key (PGlite)', async () => {
    const keyDir = mkdtempSync(join(tmpdir(), 'payamak-auth-bench-'));
    cleanups.push(async () => rmSync(keyDir, { recursive: true, force: true }));
    return { DATA_DIR: keyDir };
  });
  // Each login runs scrypt (32 MiB, ~0.2 s of CPU) on libuv's thread pool: this is the cost of a
  // password check, by design.
  await run(
    'POST acl/auth/login (password, PGlite)',
    {
      url: `${url}/v1/api/acl/auth/login`,
      method: 'POST',
      connections: 8,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'bench', password: 'Sabz@Bahar1403' }),
    },
    false,
  );
  console.log(`(Node ${process.version}; one server process each; throwaway databases removed afterwards)`);
} finally {
  await runCleanups();
}
