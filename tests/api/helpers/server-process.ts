// A server as its own process (src/server/serve.ts) on a PostgreSQL database, for tests of what several
// processes sharing one database must do. Its stop goes into the caller's cleanups.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { codeFromDatabase } from '../../tools/sms-codes.ts';
import { registerOutbox } from './client.ts';

/** Resolves with the process's URL once it listens. */
export function startServerProcess(
  databaseUrl: string,
  cleanups: (() => Promise<void>)[],
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/serve.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PAYAMAK_MODE: 'demo',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    child.kill('SIGTERM');
    await exited;
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const message = JSON.parse(line);
      if (message.event === 'listening') {
        // Its codes are read from the database it writes its simulated outbox to, as for any test server.
        const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
        cleanups.push(() => pool.end());
        registerOutbox(message.url, codeFromDatabase(pool));
        resolve({ url: message.url, child, exited });
      }
    });
  });
}
