// Serves the API (and an already built panel, if any) without building: the entry for extra server
// processes sharing one PostgreSQL, and for tests that start servers as child processes.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createLogger } from './core/log.ts';
import { parseEnv } from './env.ts';
import { closeOnSignals, configFromEnv, dbTargetFromEnv, startServer } from './index.ts';

try {
  const env = parseEnv(process.env);
  const panelDir = resolve(env.PANEL_DIR);
  const server = await startServer({
    port: env.PORT,
    host: env.HOST,
    db: dbTargetFromEnv(env),
    ...(existsSync(join(panelDir, 'index.html')) ? { panelDir } : {}),
    log: createLogger(env.LOG_LEVEL),
    ...configFromEnv(env),
    // A demo process prints what the simulated operator sends, as npm start does.
    ...(env.PAYAMAK_MODE === 'demo' ? { printMessages: (line: string) => console.log(line) } : {}),
  });
  // One machine-readable line: a parent process reads the port from it.
  console.log(JSON.stringify({ event: 'listening', url: server.url, port: server.port }));
  closeOnSignals(server);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
