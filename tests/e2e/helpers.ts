import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { codeFromLog, lastCode, storedMobile } from '../tools/sms-codes.ts';

export type Account = { token: string; username: string; password: string; mobile: string };

/**
 * Registers a fresh account through the API and returns its token. Its lines' agreements are
 * accepted (a send needs them) unless `agreements` is 'pending'.
 */
export async function registerAccount(
  request: APIRequestContext,
  agreements: 'accepted' | 'pending' = 'accepted',
): Promise<Account> {
  const username = `e2e-${Date.now().toString(36)}-${randomInt(1e6).toString(36)}`;
  const password = 'Safe#Pass1404';
  const mobile = `0912${randomInt(1e7).toString().padStart(7, '0')}`;
  // The mobile is verified first: a code to it, then the form with the code.
  const sent = await request.post('/v1/api/user/register/send_otp', { data: { mobile } });
  if (!sent.ok()) throw new Error(`register code failed: ${sent.status()} ${await sent.text()}`);
  const otpToken = ((await sent.json()) as { data: { token: string } }).data.token;
  const otp = await lastCodeSentTo(request, mobile);
  const response = await request.post('/v1/api/user/register', {
    data: {
      otp_token: otpToken,
      otp,
      person_type: 'real',
      username,
      password,
      password_confirmation: password,
      mobile,
      first_name: 'سارا',
      last_name: 'کریمی',
      national_code: '0499370899',
    },
  });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { data: { token: string } };
  if (agreements === 'accepted') await acceptAgreements(request, body.data.token);
  return { token: body.data.token, username, password, mobile };
}

/** Accepts every agreement of every sender line of the account, as the composer's dialog would. */
export async function acceptAgreements(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: token };
  const lines = await request.get('/v1/api/number/numbers', { headers });
  for (const line of ((await lines.json()) as { data: { id: number }[] }).data) {
    const response = await request.post('/v1/api/numbers/assign-agreement', {
      data: { number_id: line.id, agreement_ids: [1, 2] },
      headers,
    });
    if (!response.ok()) throw new Error(`assign-agreement failed: ${response.status()}`);
  }
}

/** Opens the panel with a stored token, as a returning user would. */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('token', t);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
}

export const isPhone = (projectName: string) => projectName === 'phone';

/**
 * The last code the demo's simulated operator sent to a mobile, read where the person at the demo's
 * console reads it (the server's DATA_DIR/simulated-sms.log): no call shows a code to anyone else.
 */
export function lastCodeSentTo(_request: APIRequestContext, mobile: string): Promise<string> {
  return lastCode(codeFromLog(join(process.env.E2E_DATA_DIR ?? '', 'simulated-sms.log')), mobile);
}

/** The password field: its label is also the name of a login method, so pick the input itself. */
export const passwordInput = (page: Page, label = 'رمز عبور') =>
  page.getByLabel(label, { exact: true }).and(page.locator('input[type="password"]'));

/**
 * The query cache the panel persisted to IndexedDB (its clientState), or null before the first write.
 * Reads only: a database not there yet is not created (created empty, the panel could never make its
 * store in it).
 */
export async function savedClientState<T>(page: Page): Promise<T | null> {
  return page.evaluate(
    () =>
      new Promise<T | null>((resolve) => {
        const open = indexedDB.open('payamak');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('persisted')) return resolve(null);
          const read = db.transaction('persisted').objectStore('persisted').get('query-cache');
          read.onsuccess = () =>
            resolve((read.result as { clientState?: T } | undefined)?.clientState ?? null);
          read.onerror = () => resolve(null);
        };
      }),
  );
}

/**
 * The first password the invitation of a colleague sent to its mobile, read where the person at the
 * demo's console reads it (DATA_DIR/simulated-sms.log): the invitation's lines after the one naming
 * the mobile.
 */
export function firstPasswordSentTo(mobile: string): string {
  const file = join(process.env.E2E_DATA_DIR ?? '', 'simulated-sms.log');
  const log = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = log.lastIndexOf(` to ${storedMobile(mobile)}]`);
  const password = start < 0 ? undefined : /رمز عبور موقت: (\S+)/.exec(log.slice(start))?.[1];
  if (!password) throw new Error(`no invitation sent to ${mobile}`);
  return password;
}

/**
 * The built chunk of a route's screen, as a pattern for page.route: chunks are named by their hash
 * alone (vite.config.ts), so the served build's manifest says which file holds the route's source.
 */
export function routeChunk(source: string): RegExp {
  return builtChunk((key) => key.startsWith(`${source}?tsr-split=component`), source);
}

/** The built chunk that holds a module loaded on its own (a `lazy` part), as a pattern for page.route. */
export function moduleChunk(source: string): RegExp {
  return builtChunk((key) => key === source, source);
}

function builtChunk(holds: (key: string) => boolean, source: string): RegExp {
  const port = Number(process.env.E2E_PORT ?? 8765);
  const dir = port === 8765 ? 'dist/panel' : `dist/panel-${port}`;
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const key = Object.keys(manifest).find(holds);
  if (!key) throw new Error(`no chunk of ${source} in the build manifest`);
  const file = manifest[key]?.file ?? '';
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
