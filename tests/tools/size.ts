// The size budget: the JavaScript a first visit to /login downloads, gzip, read from Vite's build manifest.
// `npm run size` prints the figure; with --check it also fails over budget (the last step of `npm test`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
// The build the e2e lane just made: dist/panel, or dist/panel-<port> when E2E_PORT moved it
// (playwright.config.ts), so `E2E_PORT=… npm test` checks the build it tested.
const e2ePort = Number(process.env.E2E_PORT ?? 8765);
const DIST = e2ePort === 8765 ? 'dist/panel' : `dist/panel-${e2ePort}`;
// The route modules that /login loads lazily on top of the entry (TanStack splits each route file).
// If the login route moves, update this: the check fails when nothing matches, so it cannot under-count.
const LOGIN_ROUTE =
  /^src\/panel\/routes\/(login\.tsx|login\/index\.tsx|_auth\.tsx|\(auth\)\/(route|login)\.tsx)/;

type Chunk = { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[] };

const manifestPath = join(DIST, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build at ${DIST}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;

const files = new Set<string>();
// Chunks are named by their hash alone (vite.config.ts): the table names each by its source.
const sources = new Map<string, string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  sources.set(chunk.file, chunk.src ?? chunk.name ?? key);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
const routeKeys = Object.keys(manifest).filter((key) => LOGIN_ROUTE.test(key));
if (routeKeys.length === 0) {
  console.error(
    'size: no chunk of the login route found in the manifest; update LOGIN_ROUTE in tests/tools/size.ts.',
  );
  process.exit(1);
}
for (const key of routeKeys) visit(key);

let total = 0;
const rows: string[] = [];
for (const file of [...files].filter((f) => f.endsWith('.js'))) {
  const gz = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  total += gz;
  rows.push(`  ${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}  ${sources.get(file) ?? ''}`);
}
const kb = total / 1024;
console.log(rows.join('\n'));
console.log(
  `size: first visit to /login downloads ${kb.toFixed(1)} KB of JavaScript, gzip (budget ${BUDGET_KB} KB)`,
);
if (process.argv.includes('--check') && kb > BUDGET_KB) {
  console.error(`size: over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
