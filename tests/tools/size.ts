// The size budget: the JavaScript a first visit to /login downloads, gzip, read from Vite's build manifest.
// `npm run size` prints the figure, and the first visit to every other route beside it; with --check it
// also fails when /login is over budget (the last step of `npm test`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 110;
// The build the e2e lane just made: dist/panel, or dist/panel-<port> when E2E_PORT moved it
// (playwright.config.ts), so `E2E_PORT=… npm test` checks the build it tested.
const e2ePort = Number(process.env.E2E_PORT ?? 8765);
const DIST = e2ePort === 8765 ? 'dist/panel' : `dist/panel-${e2ePort}`;
// The route modules that /login loads lazily on top of the entry (TanStack splits each route file).
// If the login route moves, update this: the check fails when nothing matches, so it cannot under-count.
const LOGIN_ROUTE =
  /^src\/panel\/routes\/(login\.tsx|login\/index\.tsx|_auth\.tsx|\(auth\)\/(route|login)\.tsx)/;
const ROUTES_DIR = 'src/panel/routes/';
// The part of a route file a first visit loads: its screen and loader (not its error screen).
const SCREEN_SPLIT = '?tsr-split=component---loader';

type Chunk = { file: string; name?: string; src?: string; isEntry?: boolean; imports?: string[] };

const manifestPath = join(DIST, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build at ${DIST}: run \`npm run build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
const pageScripts = [
  ...readFileSync(join(DIST, 'index.html'), 'utf8').matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g,
  ),
].map((m) => m[1] as string);
if (pageScripts.length === 0) {
  console.error('size: index.html names no script; the build changed, update tests/tools/size.ts.');
  process.exit(1);
}
const gzipped = new Map<string, number>();
const gzipOf = (file: string) => {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
};

/** The JavaScript files the entry and these manifest keys load, with what each holds. */
function firstVisit(keys: string[]): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    // Chunks are named by their hash alone (vite.config.ts): the table names each by its source.
    files.set(chunk.file, chunk.src ?? chunk.name ?? key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  // What the page itself names (its module scripts and preloads): with the start in one chunk (vite.config.ts)
  // the manifest may hold no entry, and the page is what every first visit loads anyway.
  for (const file of pageScripts) {
    const key = Object.keys(manifest).find((k) => manifest[k]?.file === file);
    if (key) visit(key);
    else files.set(file, 'index.html');
  }
  for (const key of keys) visit(key);
  for (const file of files.keys()) if (!file.endsWith('.js')) files.delete(file);
  return files;
}
const kbOf = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipOf(file), 0) / 1024;

const loginKeys = Object.keys(manifest).filter((key) => LOGIN_ROUTE.test(key));
// The login screen is not split from the start (vite.config.ts, splitBehavior): it is in what the page
// loads, and the manifest has no chunk of it. A login route that moved fails here, not under-counts.
const LOGIN_FILE = 'src/panel/routes/login.tsx';
if (loginKeys.length === 0 && !existsSync(LOGIN_FILE)) {
  console.error(
    'size: no chunk of the login route found in the manifest; update LOGIN_ROUTE in tests/tools/size.ts.',
  );
  process.exit(1);
}
const login = firstVisit(loginKeys);
console.log(
  [...login]
    .map(([file, source]) => `  ${(gzipOf(file) / 1024).toFixed(1).padStart(7)} KB  ${file}  ${source}`)
    .join('\n'),
);

// Every other screen's first visit: the entry, the layout routes above the screen (a route file named
// like a folder of its path, or that folder's route.tsx) and the screen's own chunk.
const screens = Object.keys(manifest)
  .filter((key) => key.startsWith(ROUTES_DIR) && key.endsWith(SCREEN_SPLIT))
  .map((key) => key.slice(ROUTES_DIR.length, -SCREEN_SPLIT.length));
const layoutsAbove = (screen: string) => {
  const folders = screen.split('/').slice(0, -1);
  return folders.flatMap((_, i) => {
    const folder = folders.slice(0, i + 1).join('/');
    return [`${folder}.tsx`, `${folder}/route.tsx`].filter((file) => screens.includes(file));
  });
};
const urlOf = (screen: string) =>
  `/${screen
    .replace(/\.tsx$/, '')
    .split('/')
    .filter((part) => !part.startsWith('_') && part !== 'index' && part !== 'route')
    .join('/')}`;
console.log('\n  first visit of each screen, gzip:');
for (const screen of screens.sort()) {
  if (screen.startsWith('_') && !screen.includes('/')) continue; // a layout, not a screen
  const keys = [...layoutsAbove(screen), screen].map((file) => ROUTES_DIR + file + SCREEN_SPLIT);
  console.log(`  ${kbOf(firstVisit(keys).keys()).toFixed(1).padStart(7)} KB  ${urlOf(screen)}`);
}

const kb = kbOf(login.keys());
console.log(
  `size: first visit to /login downloads ${kb.toFixed(1)} KB of JavaScript, gzip (budget ${BUDGET_KB} KB)`,
);
if (process.argv.includes('--check') && kb > BUDGET_KB) {
  console.error(`size: over budget by ${(kb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
