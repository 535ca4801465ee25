// The api lane: the same HTTP tests once on PGlite and once on a PostgreSQL server.
// Where no PostgreSQL answers, that run is skipped loudly; under CI it is a failure.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { testDatabaseUrl } from '../api/helpers/database-url.ts';

async function postgresAnswers(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

function runLane(db: 'pglite' | 'postgres'): number {
  console.log(`\n=== api lane on ${db} ===`);
  const result = spawnSync(
    'node_modules/.bin/vitest',
    [
      'run',
      '--project',
      'api',
      // Two files at a time: each has its own server and database, and one worker left a core idle
      // while a file started its server (about a fifth of the lane's time).
      '--maxWorkers=2',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=test-results/api-${db}.json`,
    ],
    { stdio: 'inherit', env: { ...process.env, API_DB: db } },
  );
  return result.status ?? 1;
}

const pgliteStatus = runLane('pglite');
if (pgliteStatus !== 0) process.exit(pgliteStatus);

const url = testDatabaseUrl();
const problem = await postgresAnswers(url);
if (problem) {
  const banner = '!'.repeat(78);
  console.error(
    `\n${banner}\n!! The api lane did NOT run on PostgreSQL: no server answers at ${url.replace(/\/\/[^@]*@/, '//')}`,
  );
  console.error(`!! (${problem}). Start PostgreSQL or set TEST_DATABASE_URL.\n${banner}\n`);
  process.exit(process.env.CI ? 1 : 0);
}
process.exit(runLane('postgres'));
