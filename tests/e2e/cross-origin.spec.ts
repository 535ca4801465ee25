// One build of the panel, served by one server, talks to the API of another through its runtime
// configuration (/config.json): the panel's server has PANEL_API_BASE set to the test server, whose
// CORS_ORIGINS allows the panel's origin (playwright.config.ts). The account exists only on the API's
// server, so a panel that called its own origin could not log in.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { passwordInput, registerAccount } from './helpers.ts';

/** The panel's own server listens one port above the API's (E2E_PORT + 1). */
const apiPort = Number(process.env.E2E_PORT ?? 8765);
const panelPort = apiPort + 1;
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const panelOrigin = `http://127.0.0.1:${panelPort}`;
const dataDir = join(tmpdir(), `payamak-e2e-panel-${process.pid}`);

let panelServer: ChildProcess | undefined;

test.beforeAll(async () => {
  // A second server process starting (its own database, migrations) on a shared, busy machine.
  test.setTimeout(120_000);
  // serve.ts does not build: it serves the build the API's server made for this port.
  panelServer = spawn('node', ['--import', 'tsx', 'src/server/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(panelPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      PANEL_DIR: apiPort === 8765 ? 'dist/panel' : `dist/panel-${apiPort}`,
      PANEL_API_BASE: apiOrigin,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    panelServer?.stdout?.on('data', (chunk) => {
      out += chunk;
      if (out.includes('"event":"listening"')) resolve();
    });
    panelServer?.once('exit', (code) => reject(new Error(`the panel's server exited (${code})`)));
  });
});

test.afterAll(async () => {
  if (!panelServer) return;
  const exited = new Promise((resolve) => panelServer?.once('exit', resolve));
  panelServer.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
});

test('a panel on another origin logs in and shows the dashboard through its runtime configuration', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request);
  const config = await request.get(`${panelOrigin}/config.json`);
  expect(await config.json()).toMatchObject({ apiBase: apiOrigin });

  await page.goto(`${panelOrigin}/login`);
  await page.getByLabel('نام کاربری').fill(account.username);
  await passwordInput(page).fill(account.password);
  const login = page.waitForRequest(
    (r) => r.url() === `${apiOrigin}/v1/api/acl/auth/login` && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await login;

  await expect(page).toHaveURL(`${panelOrigin}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'پیشخوان' })).toBeVisible();
  await expect(page.getByText(account.username)).toBeVisible();
  const banners = page.getByRole('region', { name: 'بنرها' });
  await expect(banners.getByRole('heading', { name: 'ارسال روی نقشه' })).toBeVisible();
});
