// Every declared call, fed malformed input (missing fields, wrong types, a body that is not an object,
// unknown fields, huge strings), answers in the envelope with Persian messages only, and never a 500.
// The calls and their fields are read from the server's own OpenAPI document, so a new call is
// covered the day it is declared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, demoLogin } from './helpers/client.ts';
import {
  callUrl,
  declaredOperations,
  isLogout,
  type Json,
  notPersian,
  type Operation,
  propertiesOf,
} from './helpers/openapi-operations.ts';
import { startDemoTestServer, type TestServer } from './helpers/test-server.ts';

function wrongValue(schema: Json): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string') return 12345;
  if (type === 'number' || type === 'integer') return 'عدد نیست';
  if (type === 'boolean') return 'x';
  if (type === 'array') return 'x';
  return [1, 2];
}

const HUGE = 'ش'.repeat(100_000);

function inputsOf(op: Operation): { body?: unknown; query?: Record<string, string>; raw?: string }[] {
  const inputs: { body?: unknown; query?: Record<string, string>; raw?: string }[] = [
    { body: {} },
    { query: {} },
  ];
  const fields = propertiesOf(op.body);
  if (op.method !== 'get') {
    inputs.push({ body: [] }, { body: 'متن' }, { body: null }, { raw: '{"broken": ' });
    inputs.push({ body: { unknown_field: 'x', another: { deep: [1] } } });
    for (const [name, schema] of Object.entries(fields)) {
      inputs.push({ body: { [name]: wrongValue(schema) } });
      inputs.push({ body: { [name]: HUGE } });
      inputs.push({ body: { [name]: null } });
    }
  }
  for (const name of op.query.map((p) => String(p.name))) {
    inputs.push(
      { query: { [name]: 'abc' } },
      { query: { [name]: '-1' } },
      { query: { [name]: 'ش'.repeat(3000) } },
    );
  }
  inputs.push({ query: { unknown_field: 'x' } });
  return inputs;
}

let server: TestServer;
let api: ReturnType<typeof client>;
let operations: Operation[];
const login = async () => await demoLogin(api);

beforeAll(async () => {
  server = await startDemoTestServer();
  api = client(server.url);
  operations = await declaredOperations(server.url);
  // Seeding the demo's 60 days takes most of a minute on a loaded machine: a bounded allowance of its own.
}, 180_000);
afterAll(async () => {
  await server.close();
});

describe('malformed input to every declared call', () => {
  it('finds the calls in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it('answers every malformed request in the envelope, in Persian, without a 500', async () => {
    const problems: string[] = [];
    let token = await login();
    let requests = 0;
    for (const op of operations) {
      for (const input of inputsOf(op)) {
        const search = new URLSearchParams(input.query ?? {}).toString();
        const headers: Record<string, string> = {
          Authorization: token,
          'Idempotency-Key': crypto.randomUUID(),
        };
        const init: RequestInit = { method: op.method.toUpperCase(), headers };
        if (op.method !== 'get' && (input.raw !== undefined || input.body !== undefined)) {
          headers['Content-Type'] = 'application/json';
          init.body = input.raw ?? JSON.stringify(input.body);
        }
        const response = await fetch(`${callUrl(server.url, op.path)}${search ? `?${search}` : ''}`, init);
        requests++;
        const where = `${op.method.toUpperCase()} ${op.path} ${JSON.stringify(input).slice(0, 80)}`;
        if (response.status >= 500) problems.push(`${where}: ${response.status}`);
        const type = response.headers.get('content-type') ?? '';
        if (!type.includes('json')) continue; // openapi.json's own answer is JSON; a redirect or file is not fed input
        const answer = (await response.json()) as {
          meta?: { message?: unknown; errors?: Record<string, unknown[]> };
        };
        if (!answer.meta) continue; // the OpenAPI document itself
        if (response.status >= 400) {
          const texts = [answer.meta.message, ...Object.values(answer.meta.errors ?? {}).flat()];
          for (const text of texts) {
            const problem = notPersian(text);
            if (problem) problems.push(`${where}: ${problem}`);
          }
        }
        if (isLogout(op)) token = await login();
      }
    }
    expect(problems).toEqual([]);
    expect(requests).toBeGreaterThan(300);
  }, 120_000);
});
