// `npm run bench`: runs every *.bench.ts here, one after another, each printing its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv[2];
const benches = readdirSync('tests/bench')
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => !only || name.includes(only))
  .sort();
let failed = 0;
for (const name of benches) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync('node', ['--import', 'tsx', `tests/bench/${name}`], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
