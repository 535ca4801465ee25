import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
  type WebSocket,
} from '@playwright/test';
import { formatNumber } from '../../src/domain/core/digits.ts';
import { passwordInput, registerAccount, signInWithToken } from './helpers.ts';

// One live connection per browser, held by one tab, relayed to the others; GET /v1/ws.
type Seen = { page: Page; socket: WebSocket; ready: boolean };

/** Opens a tab of the signed-in panel and records every live socket it opens. */
async function openTab(context: BrowserContext, token: string, sockets: Seen[]): Promise<Page> {
  const page = await context.newPage();
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname !== '/v1/ws') return;
    const seen: Seen = { page, socket, ready: false };
    sockets.push(seen);
    // The server says `ready` once events reach this socket; a push before that could be missed.
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"event":"ready"')) seen.ready = true;
    });
  });
  await signInWithToken(page, token);
  await page.goto('/dashboard');
  return page;
}

async function topUp(request: APIRequestContext, token: string, amount: number): Promise<number> {
  const response = await request.post('/v1/api/demo/top_up', {
    headers: { Authorization: token },
    data: { amount },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { credit: number } }).data.credit;
}

const creditOf = (page: Page) => page.getByRole('status', { name: 'اعتبار (ریال)' });
// Every tab shows the holder's state on the root element (live-control.ts), once it listens.
const liveState = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-live', 'open');

test('two tabs hold one socket, both show a pushed credit, and the other takes over when the holder closes', async ({
  context,
  request,
}) => {
  const { token } = await registerAccount(request);
  const sockets: Seen[] = [];
  const tabs = [await openTab(context, token, sockets), await openTab(context, token, sockets)];
  for (const tab of tabs) await liveState(tab);
  await expect.poll(() => sockets.filter((s) => s.ready).length).toBe(1);
  expect(sockets).toHaveLength(1);

  const first = await topUp(request, token, 1_234_567);
  for (const tab of tabs) await expect(creditOf(tab)).toContainText(formatNumber(first));
  expect(sockets).toHaveLength(1); // the relay reached the other tab without a socket of its own

  const [held] = sockets as [Seen];
  const other = tabs.find((tab) => tab !== held.page) as Page;
  await held.page.close();
  await expect.poll(() => sockets.length).toBe(2);
  expect(sockets[1]?.page).toBe(other);
  await expect.poll(() => sockets[1]?.ready).toBe(true);
  await liveState(other);

  const second = await topUp(request, token, 89_000);
  await expect(creditOf(other)).toContainText(formatNumber(second));
  expect(sockets).toHaveLength(2);
});

test('the login page without a token neither connects nor loads the live connection code', async ({
  page,
}) => {
  const sockets: string[] = [];
  const scripts: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute('data-live', 'closed');
  expect(sockets).toEqual([]);
  expect(scripts.filter((path) => path.includes('live-tab'))).toEqual([]);
});

test('a dropped connection comes back by itself and events flow again', async ({ page, request }) => {
  const { token } = await registerAccount(request);
  // Playwright sits between the page and the server here, so the test can drop the connection.
  const routed: { drop: () => Promise<void>; ready: boolean }[] = [];
  await page.routeWebSocket(/\/v1\/ws/, (socket) => {
    const server = socket.connectToServer();
    const seen = { drop: () => socket.close({ code: 1011, reason: 'test drop' }), ready: false };
    routed.push(seen);
    server.onMessage((message) => {
      if (typeof message === 'string' && message.includes('"event":"ready"')) seen.ready = true;
      socket.send(message);
    });
  });
  await signInWithToken(page, token);
  await page.goto('/dashboard');
  await expect.poll(() => routed[0]?.ready).toBe(true);
  await liveState(page);

  await routed[0]?.drop();
  // Close sets CLOSED and a reconnect follows after 1 s.
  await expect.poll(() => routed.length).toBe(2);
  await expect.poll(() => routed[1]?.ready).toBe(true);
  await liveState(page);
  const credit = await topUp(request, token, 5_000);
  await expect(creditOf(page)).toContainText(formatNumber(credit));
});

test('a login connects without a reload, and logout closes the connection', async ({ page, request }) => {
  const account = await registerAccount(request);
  const sockets: WebSocket[] = [];
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname === '/v1/ws') sockets.push(socket);
  });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-live', 'closed');
  await page.getByLabel('نام کاربری').fill(account.username);
  await passwordInput(page).fill(account.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await liveState(page);
  expect(sockets).toHaveLength(1);

  await page.getByRole('button', { name: 'منوی کاربر' }).click();
  await page.getByRole('menuitem', { name: 'خروج از پنل' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'closed');
  await expect.poll(() => sockets[0]?.isClosed()).toBe(true);
});

test('what the server sent while the connection was down is read again once it is back', async ({
  page,
  request,
}) => {
  const { token } = await registerAccount(request);
  await topUp(request, token, 2_000_000);
  // Playwright relays the sockets. Those opened before `deafUpTo` is set swallow the server's
  // messages (their events are noted); a socket opened after it hears again.
  let deafUpTo = 0;
  const swallowed: string[] = [];
  const routed: { drop: () => Promise<void>; ready: boolean }[] = [];
  await page.routeWebSocket(/\/v1\/ws/, (socket) => {
    const server = socket.connectToServer();
    const index = routed.length;
    const seen = { drop: () => socket.close({ code: 1011, reason: 'test drop' }), ready: false };
    routed.push(seen);
    server.onMessage((message) => {
      if (typeof message === 'string' && message.includes('"event":"ready"')) seen.ready = true;
      if (index >= deafUpTo) socket.send(message);
      else if (typeof message === 'string') swallowed.push(String(JSON.parse(message).event));
    });
  });
  // Requests of the page still out: the reads that a `ready` starts must be answered before the test goes on.
  const out = new Set<unknown>();
  page.on('request', (r) => out.add(r));
  page.on('requestfinished', (r) => out.delete(r));
  page.on('requestfailed', (r) => out.delete(r));
  await signInWithToken(page, token);
  await page.goto('/wallet/transactions');
  const rows = page.getByRole('region', { name: 'تراکنش‌های کیف پول' });
  await expect(rows.getByText(`+${formatNumber(2_000_000)}`)).toBeVisible();
  await liveState(page);
  // The list was read before this top-up: only the socket (the credit event, or the `ready` before it)
  // shows its row, so once it shows, the connection's `ready` has been handled.
  const credit = await topUp(request, token, 1_000);
  await expect(rows.getByText(`+${formatNumber(1_000)}`)).toBeVisible();
  await expect.poll(() => out.size).toBe(0);

  deafUpTo = routed.length;
  const alert = await request.post('/v1/api/user/setting/wallet_alert', {
    data: { enabled: true, threshold: credit + 1_000_000 },
    headers: { Authorization: token },
  });
  expect(alert.ok()).toBe(true);
  await topUp(request, token, 7_000);
  await expect.poll(() => swallowed.includes('wallet_low') && swallowed.includes('credit')).toBe(true);
  // Nothing arrived: the screen still shows what it read.
  const banner = page.getByRole('alert').filter({ hasText: 'هشدار کمبود اعتبار' });
  await expect(rows.getByText(`+${formatNumber(7_000)}`)).toHaveCount(0);
  await expect(banner).toHaveCount(0);

  for (const relay of routed.slice(0, deafUpTo)) await relay.drop();
  await expect.poll(() => routed.slice(deafUpTo).some((relay) => relay.ready)).toBe(true);
  await expect(banner).toBeVisible();
  await expect(rows.getByText(`+${formatNumber(7_000)}`)).toBeVisible();
});
