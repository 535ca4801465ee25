// Screenshots of panel pages at phone (390x844) and desktop (1440x900) sizes, light and dark, for a person
// to look at. Usage: node --import tsx tests/tools/screenshots.ts <base-url> <path> [path…]
// Writes test-results/screens/<name>-<size>-<theme>.png. A token may be given in SHOT_TOKEN; SHOT_FILE
// names a file to choose in the page's file input first (a file send's screen after reading); SHOT_FULL=1
// takes the whole page rather than the viewport.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error('usage: screenshots.ts <base-url> <path> [path…]');
  process.exit(1);
}
const sizes = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
} as const;
const outDir = 'test-results/screens';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const [sizeName, size] of Object.entries(sizes)) {
  for (const theme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      ...size,
      colorScheme: theme,
      locale: 'fa-IR',
      serviceWorkers: 'block',
    });
    const token = process.env.SHOT_TOKEN;
    await context.addInitScript(
      ([dark, t]) => {
        if (dark) localStorage.setItem('dark', 'true');
        else localStorage.removeItem('dark');
        if (t) localStorage.setItem('token', t);
      },
      [theme === 'dark', token ?? ''] as const,
    );
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const chosen = process.env.SHOT_FILE;
      if (chosen && (await page.locator('input[type=file]').count()) > 0) {
        await page.locator('input[type=file]').first().setInputFiles(chosen);
        await page.getByTestId('file-summary').waitFor({ timeout: 20_000 });
        await page.waitForTimeout(500);
      }
      const name = path.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'root';
      const file = `${outDir}/${name}-${sizeName}-${theme}.png`;
      await page.screenshot({ path: file, fullPage: process.env.SHOT_FULL === '1' });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
