// `npm start`: build the panel if needed, then serve it and the API on one port.
import { resolve } from 'node:path';
import { buildIfNeeded } from './build-if-needed.ts';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemoIfEmpty } from './db/demo-seed.ts';
import { parseEnv } from './env.ts';
import { closeOnSignals, configFromEnv, dbTargetFromEnv, startServer } from './index.ts';
import { createLogger } from './services/log.ts';

try {
  const env = parseEnv(process.env);
  buildIfNeeded(env.PANEL_DIR);
  const server = await startServer({
    port: env.PORT,
    host: env.HOST,
    db: dbTargetFromEnv(env),
    panelDir: resolve(env.PANEL_DIR),
    log: createLogger(env.LOG_LEVEL),
    ...configFromEnv(env),
    // Codes "sent" by the simulated operator are printed, so a person can log in by SMS code.
    printMessages: true,
    prepare: async (deps) => {
      if (env.PAYAMAK_EMPTY) return;
      if (await seedDemoIfEmpty(deps)) console.log('Created the demo account and its data.');
    },
  });
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(env.DATA_DIR)}`;
  console.log(`\nPayamak panel: ${server.url}  (database: ${where})`);
  if (!env.PAYAMAK_EMPTY) console.log(`Demo account: username ${DEMO_USERNAME}, password ${DEMO_PASSWORD}`);
  console.log(`API description: ${server.url}/v1/api/openapi.json\n`);
  closeOnSignals(server);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
