import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';

// Hono's own middleware with the panel's policy: the set of headers ours must send, value for value.
async function expected(mapTileUrl?: string) {
  const app = new Hono()
    .use(
      secureHeaders({
        contentSecurityPolicy: contentSecurityPolicy(mapTileUrl),
        referrerPolicy: 'strict-origin-when-cross-origin',
        xContentTypeOptions: 'nosniff',
        xFrameOptions: 'DENY',
        crossOriginEmbedderPolicy: false,
        strictTransportSecurity: 'max-age=31536000; includeSubDomains',
      }),
    )
    .get('/', (c) => c.json({}));
  return [...(await app.request('/')).headers].filter(([name]) => name !== 'content-type');
}

async function ours(mapTileUrl?: string) {
  const app = new Hono().use(securityHeaders(mapTileUrl)).get('/', (c) => c.json({}));
  return [...(await app.request('/')).headers].filter(([name]) => name !== 'content-type');
}

describe('securityHeaders', () => {
  it("sends every header Hono's secureHeaders sends for the same policy, with the same values", async () => {
    const hono = await expected();
    expect(hono.length).toBeGreaterThan(10);
    expect(await ours()).toEqual(hono);
  });

  it('asks browsers to keep to HTTPS for at least a year, subdomains too', async () => {
    const hsts = Object.fromEntries(await ours())['strict-transport-security'] ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
  });

  it('lets the map tile server into img-src', async () => {
    const url = 'https://tiles.example.ir/{z}/{x}/{y}.png';
    expect(await ours(url)).toEqual(await expected(url));
    expect(Object.fromEntries(await ours(url))['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://tiles.example.ir;",
    );
  });
});
