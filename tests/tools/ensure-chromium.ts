// Makes sure a Chromium is there before the browser lane: installs Debian's package when it can.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';

const path = chromiumPath();
if (!existsSync(path)) {
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canApt) {
    console.error(
      `No Chromium at ${path}: install Debian's "chromium" package (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log(`No Chromium at ${path}: installing Debian's chromium with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (update.status !== 0 || install.status !== 0 || !existsSync(path)) {
    console.error(
      'Installing chromium failed: run "apt-get install chromium" as root, or set CHROMIUM_PATH.',
    );
    process.exit(1);
  }
}
