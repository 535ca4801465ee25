// Prints one line `N passed, N failed` summed over every lane's JSON report in test-results/.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type VitestReport = { numPassedTests: number; numFailedTests: number };
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number } };

const dir = 'test-results';
let passed = 0;
let failed = 0;
const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
for (const name of files) {
  const report: unknown = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  if (report && typeof report === 'object' && 'numPassedTests' in report) {
    const r = report as VitestReport;
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  } else if (report && typeof report === 'object' && 'stats' in report) {
    const r = report as PlaywrightReport;
    passed += r.stats.expected;
    failed += r.stats.unexpected + r.stats.flaky;
  }
}
console.log(`${passed} passed, ${failed} failed`);
