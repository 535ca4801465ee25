// Contract tests: every documented call our server has is replayed with a request shaped like the
// published API's example, and its answer must have the documented shape (tests/api/contract/*.contract.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallSpec } from '../../src/domain/core/call.ts';
import type { ContractCase, ContractContext } from './contract/case.ts';
import { listMetaShape, metaShape, type Shape, shapeMismatches } from './contract/shape.ts';
import { client, demoLogin } from './helpers/client.ts';
import { startDemoTestServer } from './helpers/test-server.ts';

const areas = import.meta.glob<{ cases: ContractCase[] }>('./contract/*.contract.ts', { eager: true });
const all = Object.entries(areas).flatMap(([file, module]) =>
  module.cases.map((c) => ({ ...c, area: file.replace(/^.*\/(.*)\.contract\.ts$/, '$1') })),
);

/** The code a case answers when it names none: `200-1` for a success, `400-1` for a 401. */
function expectedCode(status: number): string | undefined {
  if (status < 300) return '200-1';
  if (status === 401) return '400-1';
  throw new Error(`a case answering ${status} names the documented message_code`);
}

/** Where a refusal's errors are: in meta, or (a refused login) beside it. */
const errorsShape = (besideMeta = false): Shape => (besideMeta ? { errors: {} } : { meta: { errors: {} } });

let ctx: ContractContext;
beforeAll(async () => {
  const server = await startDemoTestServer({
    // The documented payment returns to a panel at panel.example.ir: that panel is one the API lists.
    corsOrigins: ['https://panel.example.ir'],
  });
  const api = client(server.url);
  const demoToken = await demoLogin(api);
  ctx = { server, api, demoToken };
});
afterAll(async () => {
  await ctx.server.close();
});

// Every declaration of a documented call that needs a token: without one it answers as every page shows.
const declared = Object.values(
  import.meta.glob<Record<string, unknown>>('../../src/domain/**/*.calls.ts', { eager: true }),
)
  .flatMap((module) => Object.values(module))
  .filter(
    (x): x is CallSpec =>
      typeof x === 'object' && x !== null && 'method' in x && 'path' in x && 'origin' in x && 'auth' in x,
  )
  .filter((call) => 'documented' in call.origin && call.auth !== 'none');

describe('the published API, call by call', () => {
  it('answers every documented call made without a token with 401, message_code 400-1 and errors {}', async () => {
    expect(declared.length).toBeGreaterThan(20);
    for (const call of declared) {
      const path = call.path.replace(/\{[a-z_]+\}/g, '1');
      const response = await fetch(`${ctx.server.url}/v1/api/${path}`, {
        method: call.method.toUpperCase(),
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        ...(call.method === 'get' ? {} : { body: '{}' }),
      });
      const answer = await response.json();
      expect({ call: `${call.method} ${call.path}`, status: response.status, answer }).toEqual({
        call: `${call.method} ${call.path}`,
        status: 401,
        answer: {
          data: null,
          meta: expect.objectContaining({ status: false, message_code: '400-1', errors: {} }),
        },
      });
    }
  });

  it('has cases to replay', () => {
    expect(all.length).toBeGreaterThan(0);
  });

  for (const c of all) {
    it(`${c.area}: ${c.method} as in ${c.doc}`, async () => {
      const request = await c.request(ctx);
      const token = request.token === undefined ? ctx.demoToken : request.token;
      const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
      if (token !== null) headers.Authorization = token;
      let body: BodyInit | undefined;
      if (request.body instanceof FormData) body = request.body;
      else if (request.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(request.body);
      }
      const url = request.path.startsWith('/')
        ? `${ctx.server.url}${request.path}`
        : `${ctx.server.url}/v1/api/${request.path}`;
      const response = await fetch(url, {
        method: c.method,
        headers,
        body,
      });
      const answer = (await response.json()) as { data: unknown; meta: unknown; errors?: unknown };
      const status = c.status ?? 200;
      expect({ status: response.status, meta: answer.meta }).toMatchObject({ status });
      expect({ message_code: (answer.meta as { message_code?: unknown }).message_code }).toEqual({
        message_code: c.message_code ?? expectedCode(status),
      });
      // Every documented refusal carries its errors by field, `{}` when no field is at fault.
      if (status >= 400) expect(shapeMismatches(answer, errorsShape(c.errorsBesideMeta), '$')).toEqual([]);
      expect(shapeMismatches(answer.meta, c.list ? listMetaShape : metaShape, '$.meta')).toEqual([]);
      expect(shapeMismatches(answer.data, c.list ? { array: c.data } : c.data, '$.data')).toEqual([]);
      if (request.messages !== undefined) {
        const ids = (answer.data as { message_outbox_ids: number[] }).message_outbox_ids;
        expect({ ids: ids.length, distinct: new Set(ids).size }).toEqual({
          ids: request.messages,
          distinct: request.messages,
        });
      }
    });
  }
});
