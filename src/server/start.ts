// `npm start`: build the panel if needed, then serve it and the API on one port. On the embedded
// database it is the demo (seeded account, simulators, printed codes); with DATABASE_URL, or
// PAYAMAK_MODE=production, it is a production server and needs the settings production needs.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildIfNeeded } from './build-if-needed.ts';
import { createLogger } from './core/log.ts';
import { DEMO_PASSWORD, DEMO_USERNAME, seedDemoIfEmpty } from './db/demo-seed.ts';
import { parseEnv } from './env.ts';
import { closeOnSignals, configFromEnv, dbTargetFromEnv, startServer } from './index.ts';

/** Demo: what the simulated operator "sends" is printed and kept in this file of DATA_DIR. */
export const SIMULATED_SMS_FILE = 'simulated-sms.log';

try {
  const env = parseEnv(process.env);
  const demo = env.PAYAMAK_MODE === 'demo';
  buildIfNeeded(env.PANEL_DIR);
  const smsFile = join(env.DATA_DIR, SIMULATED_SMS_FILE);
  if (demo) mkdirSync(env.DATA_DIR, { recursive: true });
  const server = await startServer({
    port: env.PORT,
    host: env.HOST,
    db: dbTargetFromEnv(env),
    panelDir: resolve(env.PANEL_DIR),
    log: createLogger(env.LOG_LEVEL),
    ...configFromEnv(env),
    // The demo's codes reach the person at the console (and the file beside the data), so a person
    // can log in by SMS code; production sends them to the operator and prints none.
    ...(demo
      ? {
          printMessages: (line: string) => {
            console.log(line);
            appendFileSync(smsFile, `${line}\n`);
          },
        }
      : {}),
    prepare: async (deps) => {
      if (!demo || env.PAYAMAK_EMPTY) return;
      if (await seedDemoIfEmpty(deps)) console.log('Created the demo account and its data.');
    },
  });
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(env.DATA_DIR)}`;
  console.log(`\nPayamak panel: ${server.url}  (database: ${where})`);
  if (demo) {
    console.log(
      'DEMO MODE: simulated SMS operator and bank, demo routes under /v1/api/demo, codes printed here and',
    );
    console.log(`kept in ${smsFile}. Never expose a demo to the internet (see the README to deploy).`);
    if (!env.PAYAMAK_EMPTY) console.log(`Demo account: username ${DEMO_USERNAME}, password ${DEMO_PASSWORD}`);
  } else console.log('Production mode: no demo routes, no simulators, no seeding.');
  console.log(`API description: ${server.url}/v1/api/openapi.json\n`);
  closeOnSignals(server);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
