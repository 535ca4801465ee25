// `npm run dev`: the API on PORT+1 and Vite's dev server on PORT, proxying /v1 to the API.

import { createLogger } from './core/log.ts';
import { seedDemoIfEmpty } from './db/demo-seed.ts';
import { parseEnv } from './env.ts';
import { configFromEnv, dbTargetFromEnv, startServer } from './index.ts';

const env = parseEnv({ PORT: '5173', ...process.env });
const api = await startServer({
  port: env.PORT + 1,
  host: '127.0.0.1',
  db: dbTargetFromEnv(env),
  log: createLogger(env.LOG_LEVEL),
  ...configFromEnv(env),
  printMessages: (line: string) => console.log(line),
  prepare: async (deps) => {
    if (env.PAYAMAK_MODE === 'demo' && !env.PAYAMAK_EMPTY) await seedDemoIfEmpty(deps);
  },
});
process.env.PAYAMAK_DEV_API = api.url;
const { createServer } = await import('vite');
const vite = await createServer({ server: { port: env.PORT, host: env.HOST } });
await vite.listen();
vite.printUrls();
console.log(`API: ${api.url}/v1/api`);
