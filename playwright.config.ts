import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/tools/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8765);
// Set once by the runner and inherited by its workers: the tests read the demo server's simulated SMS
// file there (DATA_DIR/simulated-sms.log), as the person at its console would read a code.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `payamak-e2e-${process.pid}`);
const baseURL = `http://127.0.0.1:${port}`;

const launchOptions = { executablePath: chromiumPath(), args: chromiumArgs };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0, // a flaky test is a bug to fix, not to retry
  workers: 2,
  // A test's whole budget; each expectation still has its own 10 s. Two browsers and the server share
  // two cores, and the tests that log in several times (each login is a deliberate scrypt) take 15-20 s
  // here: on a slower CI machine 30 s cut them off midway though nothing was wrong.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Per port, so that runs side by side (E2E_PORT) never clean each other's artifacts.
  outputDir: `test-results/e2e-artifacts-${port}`,
  use: {
    baseURL,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'phone',
      // One second panel server, so one project runs it: the cross-origin flow is the same on a phone.
      testIgnore: /cross-origin\.spec\.ts$/,
      // The token guard does not read the device: the desktop project walks every route without one.
      grepInvert: /without a token every shell route goes to the login page/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
      },
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  // The server exactly as `npm start` runs it (it builds the panel when the build is stale).
  webServer: {
    command: 'node --import tsx src/server/start.ts',
    url: `${baseURL}/v1/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'error',
      // The default port keeps the usual build; any other port builds its own, so parallel runs
      // never rebuild the panel under each other's server.
      PANEL_DIR: port === 8765 ? 'dist/panel' : `dist/panel-${port}`,
      // cross-origin.spec.ts serves the same panel from the next port, pointed at this API.
      CORS_ORIGINS: `http://127.0.0.1:${port + 1}`,
      // The suite registers a few hundred accounts from one address within minutes: more than the
      // 200 registration steps per 15 minutes a deployment allows one address by default.
      REGISTRATIONS_PER_ADDRESS: '100000',
      // The simulated pattern reviewer answers within a second, so a test sees it live without waiting long.
      PATTERN_REVIEW_DELAY_MS: '800',
      // developers.spec.ts's webhook receiver listens on this machine.
      WEBHOOK_ALLOW_ADDRESSES: '127.0.0.1',
    },
  },
});
