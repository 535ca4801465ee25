// One panel build can be pointed at any compatible API: the server that serves the panel answers
// /config.json from its environment and lets the page connect there (CSP connect-src); the API lets
// pages on its allowed origins (CORS_ORIGINS) call it and open the live socket.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { authMessages } from '../../src/domain/index.ts';
import { client, newPerson } from './helpers/client.ts';
import { socketUrl } from './helpers/socket.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const PANEL_ORIGIN = 'https://panel.example.ir';
const API_BASE = 'https://api.example.ir';

let panelDir: string;
let api: TestServer;
let panel: TestServer;
beforeAll(async () => {
  panelDir = mkdtempSync(join(tmpdir(), 'payamak-panel-'));
  writeFileSync(join(panelDir, 'index.html'), '<!doctype html><div id="root"></div>');
  [api, panel] = await Promise.all([
    startTestServer({ corsOrigins: [PANEL_ORIGIN] }),
    startTestServer({ panelDir, panelConfig: { apiBase: API_BASE } }),
  ]);
});
afterAll(async () => {
  await Promise.all([api.close(), panel.close()]);
  rmSync(panelDir, { recursive: true, force: true });
});

describe('the panel runtime configuration', () => {
  it('is served beside index.html, never cached by HTTP', async () => {
    const response = await fetch(`${panel.url}/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({ apiBase: API_BASE, socketUrl: '' });
  });

  it('lets the page connect to the configured API and its socket, and nothing else', async () => {
    const csp = (await fetch(`${panel.url}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("connect-src 'self' https://api.example.ir wss://api.example.ir;");
  });

  it('says "this origin" when nothing is configured', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'payamak-panel-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    const plain = await startTestServer({ panelDir: dir });
    try {
      expect(await (await fetch(`${plain.url}/config.json`)).json()).toEqual({ apiBase: '', socketUrl: '' });
      const csp = (await fetch(`${plain.url}/`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("connect-src 'self';");
    } finally {
      await plain.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('CORS', () => {
  it('lets an allowed origin send the token, the body type and an idempotency key', async () => {
    const response = await fetch(`${api.url}/v1/api/send`, {
      method: 'OPTIONS',
      headers: {
        Origin: PANEL_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(PANEL_ORIGIN);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const header of ['authorization', 'content-type', 'idempotency-key'])
      expect(allowed).toContain(header);
  });

  it('shows an allowed origin the answer and the replay header, and no other origin', async () => {
    const from = (origin: string) => fetch(`${api.url}/v1/api/health`, { headers: { Origin: origin } });
    const allowed = await from(PANEL_ORIGIN);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PANEL_ORIGIN);
    expect(allowed.headers.get('access-control-expose-headers')).toContain('Idempotent-Replayed');
    const other = await from('https://elsewhere.example.com');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the live socket', () => {
  const upgrade = (token: string, origin?: string) =>
    new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(socketUrl(api.url, token), origin ? { origin } : {});
      ws.once('open', () => {
        ws.close();
        resolve(101);
      });
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('error', reject);
    });

  it('opens for a program (no Origin), this origin and an allowed one; refuses any other', async () => {
    const token = (await client(api.url).register(newPerson())).data.token as string;
    expect(await upgrade(token)).toBe(101);
    expect(await upgrade(token, api.url)).toBe(101);
    expect(await upgrade(token, PANEL_ORIGIN)).toBe(101);
    expect(await upgrade(token, 'https://elsewhere.example.com')).toBe(403);
    expect(authMessages.originRefused).toMatch(/[آ-ی]/);
  });
});
