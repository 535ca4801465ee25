import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDb, startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /v1/api/health', () => {
  it('answers in the envelope from the database it was given', async () => {
    const response = await fetch(`${server.url}/v1/api/health`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.meta).toEqual({
      status: true,
      message: 'انجام شد',
      message_code: '200-1',
      message_parameters: [],
    });
    expect(body.data.status).toBe('ok');
    expect(body.data.database).toBe(apiDb());
    expect(body.data.migrations).toBeGreaterThanOrEqual(1);
    // Stored timestamps are UTC `YYYY-MM-DD HH:mm:ss`.
    expect(body.data.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('sends the security headers', async () => {
    const response = await fetch(`${server.url}/v1/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

// Before the oversized upload below: the server closes that connection, and a pooled socket would be reused.
describe('compression', () => {
  it('gzips a large answer and keeps the security headers on it', async () => {
    const response = await fetch(`${server.url}/v1/api/openapi.json`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await response.json()).openapi).toMatch(/^3\.1/);
  });

  it('leaves a small answer as it is, with its length and every security header', async () => {
    const response = await fetch(`${server.url}/v1/api/health`, { headers: { 'Accept-Encoding': 'gzip' } });
    const text = await response.text();
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    for (const name of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]) {
      expect(response.headers.get(name), name).not.toBeNull();
    }
  });
});

describe('errors stay in the envelope', () => {
  it('answers an unknown API path with 404 and a Persian message', async () => {
    const response = await fetch(`${server.url}/v1/api/no-such-call`);
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body.data).toBeNull();
    expect(body.meta.message).toBe('آدرس درخواستی پیدا نشد');
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await fetch(`${server.url}/v1/api/acl/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ filler: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    const body = await response.json();
    expect(body.meta.message).toBe('حجم درخواست بیش از حد مجاز است');
  });
});
