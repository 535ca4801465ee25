import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedIdentityRegistry } from '../simulators/identity-registry.ts';
import { httpIdentityRegistry } from './identity-registry.ts';

let server: Server;
let base: string;
const asked: unknown[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      asked.push({ path: req.url, body: JSON.parse(body) });
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/registry/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the identity registry over HTTP', () => {
  it('asks POST {base}/match and reads a verdict for what was asked only', async () => {
    answer = { status: 200, body: { mobile_matches: false, birth_date_matches: true } };
    const registry = httpIdentityRegistry(base);
    expect(await registry.match({ nationalCode: '0499370899', mobile: '989121234567' })).toEqual({
      mobileMatches: false,
      birthDateMatches: null,
    });
    expect(asked.at(-1)).toEqual({
      path: '/registry/match',
      body: { national_code: '0499370899', mobile: '989121234567' },
    });
  });

  it('throws when the registry fails or gives no verdict, so nothing is changed on a guess', async () => {
    const registry = httpIdentityRegistry(base);
    answer = { status: 502, body: {} };
    await expect(registry.match({ nationalCode: '0499370899', birthDate: '1370/05/12' })).rejects.toThrow();
    answer = { status: 200, body: {} };
    await expect(registry.match({ nationalCode: '0499370899', birthDate: '1370/05/12' })).rejects.toThrow();
  });
});

describe('the simulated registry', () => {
  it('refuses a mobile ending in 0000 and a birth date on the 1st of a month, and takes the rest', async () => {
    const match = simulatedIdentityRegistry.match;
    expect(await match({ nationalCode: '0499370899', mobile: '989121230000' })).toEqual({
      mobileMatches: false,
      birthDateMatches: null,
    });
    expect(
      await match({ nationalCode: '0499370899', mobile: '989121234567', birthDate: '1370/05/01' }),
    ).toEqual({
      mobileMatches: true,
      birthDateMatches: false,
    });
    expect((await match({ nationalCode: '0499370899', birthDate: '1366/04/12' })).birthDateMatches).toBe(
      true,
    );
  });
});
