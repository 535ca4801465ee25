// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// Behind a trusted proxy (TRUSTED_PROXIES=127.0.0.1 here) the client is the one the proxy forwards:
// throttles and API-key address lists see each client apart. Another peer's forwarding header is not
// believed. This server also runs with the production budgets, as every server does unless told.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as keys from '../../src/domain/developers/developers.calls.ts';
import { apiKeyMessages } from '../../src/domain/developers/developers.schema.ts';
import { MAX_ADDRESS_FAILURES } from '../../src/server/auth/auth-rules.ts';
import { DEFAULT_BUDGETS } from '../../src/server/http/budgets.ts';
import { client, newPerson } from './helpers/client.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer({ trustedProxies: ['127.0.0.1'] });
  api = client(server.url);
});
afterAll(async () => {
  await server.close();
});

/** A call from another loopback address (127.0.0.2), which is not a trusted proxy. */
function callFrom(
  localAddress: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const url = new URL(`${server.url}/v1/api${path}`);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress,
        headers: { ...headers, ...(payload ? { 'Content-Type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const wrongLogin = (forwarded: string, n: number) =>
  api.call('POST', '/acl/auth/login', {
    body: { username: `nobody-${n}`, password: 'Wrong@Pass1403' },
    headers: { 'X-Forwarded-For': forwarded },
  });

describe('behind a trusted proxy', () => {
  it('throttles two forwarded clients apart: one locked out does not lock out the other', async () => {
    const person = newPerson();
    await api.register(person);
    const attacker = '198.51.100.23';
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++)
      expect((await wrongLogin(attacker, i)).status).not.toBe(429);
    expect((await wrongLogin(attacker, MAX_ADDRESS_FAILURES)).status).toBe(429);
    // Through the proxy, the person at another address logs in.
    const login = await api.call('POST', '/acl/auth/login', {
      body: { username: person.username, password: person.password },
      headers: { 'X-Forwarded-For': '203.0.113.5' },
    });
    expect(login.status).toBe(200);
    // A peer that is no proxy claiming to be the attacker is itself, and not locked out.
    const direct = await callFrom(
      '127.0.0.2',
      'POST',
      '/acl/auth/login',
      { 'X-Forwarded-For': attacker },
      { username: person.username, password: person.password },
    );
    expect(direct.status).toBe(200);
  });

  it('matches an API key bound to an address against the forwarded client, not the proxy', async () => {
    const token = (await api.register(newPerson())).data.token as string;
    const make = (ips: string[]) =>
      api.call('POST', `/${keys.apiKeyCreateCall.path}`, { token, body: { title: 'سرور فروشگاه', ips } });
    const bound = (await make(['198.51.100.7'])).data.key as string;
    const get = (forwarded?: string) =>
      api.call('GET', '/number/numbers', {
        token: bound,
        ...(forwarded ? { headers: { 'X-Forwarded-For': forwarded } } : {}),
      });
    expect((await get('198.51.100.7')).status).toBe(200);
    // Proxies append: the client wrote the left part, the proxy the right.
    expect((await get('198.51.100.7, 203.0.113.8')).status).toBe(403);
    const elsewhere = await get('203.0.113.8');
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.meta.message).toBe(apiKeyMessages.addressRefused);
    expect((await get()).status).toBe(403);
    // From a peer that is no proxy, the forged header is not believed.
    const forged = await callFrom('127.0.0.2', 'GET', '/number/numbers', {
      Authorization: bound,
      'X-Forwarded-For': '198.51.100.7',
    });
    expect(forged.status).toBe(403);
    // A key bound to the proxy's own address is not used by whoever is behind it.
    const proxyBound = (await make(['127.0.0.1'])).data.key as string;
    const behind = await api.call('GET', '/number/numbers', {
      token: proxyBound,
      headers: { 'X-Forwarded-For': '198.51.100.7' },
    });
    expect(behind.status).toBe(403);
  });

  it('budgets costly calls with the production defaults when no budget is given', async () => {
    expect(server.deps.budgets?.limits).toEqual(DEFAULT_BUDGETS);
    const token = (await api.register(newPerson())).data.token as string;
    // Refused for want of a book all the same: the budget is drawn before the request is read.
    // The bucket refills as the test runs (the clock runs too): a few calls past the capacity at most.
    const { capacity } = DEFAULT_BUDGETS.import;
    let served = 0;
    let refused: Awaited<ReturnType<typeof api.call>> | undefined;
    while (served <= capacity + 5) {
      const answer = await api.call('POST', '/phonebooks/999999/import', { token, body: {} });
      if (answer.status === 429) {
        refused = answer;
        break;
      }
      served++;
    }
    expect(served).toBeGreaterThanOrEqual(capacity);
    expect(refused?.meta.message_code).toBe('429-1');
  });
});
