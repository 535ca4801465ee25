// `npm start` builds the panel only when its sources are newer than the last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'src/panel',
  'src/domain',
  'sw',
  'public',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIfNeeded(panelDir: string): void {
  const builtAt = newestMtime(join(panelDir, 'index.html'));
  const changedAt = Math.max(...INPUTS.map(newestMtime));
  if (builtAt > changedAt) return;
  console.log(builtAt ? 'Sources changed since the last build: building the panel…' : 'Building the panel…');
  // Into PANEL_DIR itself: side-by-side servers (tests on other ports) each keep their own build.
  const result = spawnSync(
    'node_modules/.bin/vite',
    ['build', '--logLevel', 'warn', '--outDir', panelDir, '--emptyOutDir'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The panel build failed (see above).');
}
