// Contract tests: every documented call our server has is replayed with a request shaped like the
// published API's example, and its answer must have the documented shape (tests/api/contract/*.contract.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallSpec } from '../../src/domain/core/call.ts';
import { NOT_SERVED, pagesOf, statesDifference } from '../tools/api-standing.ts';
import type { ContractCase, ContractContext, ContractRequest } from './contract/case.ts';
import recordedExamples from './contract/documented-examples.json' with { type: 'json' };
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

type RecordedAnswer = { status: number; title: string; json: unknown };
type RecordedCall = { page: string; method: string; path: string; answers: RecordedAnswer[] };
const documentedExamples = recordedExamples as RecordedCall[];

/** A case's request made against the test server, its status and JSON answer. */
async function replay(c: ContractCase, request: ContractRequest) {
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
  const response = await fetch(url, { method: c.method, headers, body });
  const answer = (await response.json()) as { data: unknown; meta: unknown; errors?: unknown };
  return { status: response.status, answer };
}

const errorsOf = (json: unknown): Record<string, unknown> => {
  const answer = json as { meta?: { errors?: Record<string, unknown> }; errors?: Record<string, unknown> };
  return answer.meta?.errors ?? answer.errors ?? {};
};

/** The request without the named fields (body, form or query); null when it has none of them. */
/** An id no row has. */
const WRONG_ID = '987654321';

/**
 * The request without the named fields (body, form or query), or with `wrong` in their place; null
 * when it has none of them.
 */
function withoutFields(request: ContractRequest, fields: string[], wrong?: string): ContractRequest | null {
  let removed = false;
  const [path = '', search = ''] = request.path.split('?');
  const query = new URLSearchParams(search);
  for (const f of fields)
    if (query.has(f)) {
      if (wrong === undefined) query.delete(f);
      else query.set(f, wrong);
      removed = true;
    }
  let body = request.body;
  if (body instanceof FormData) {
    const form = new FormData();
    for (const [key, value] of body.entries()) {
      if (fields.includes(key.replace(/\[\]$/, ''))) removed = true;
      else form.append(key, value);
    }
    body = form;
  } else if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const copy = { ...(body as Record<string, unknown>) };
    for (const f of fields)
      if (f in copy) {
        if (wrong === undefined) delete copy[f];
        else copy[f] = wrong;
        removed = true;
      }
    body = copy;
  }
  if (!removed) return null;
  const rest = query.toString();
  return { ...request, path: rest ? `${path}?${rest}` : path, body };
}

/** Does a request's path name the page's call (`{…}` there standing for any one segment)? */
function samePath(example: RecordedCall, request: ContractRequest): boolean {
  const path =
    request.path
      .split('?')[0]
      ?.replace(/^\/v1\/api\//, '')
      .replace(/^\//, '') ?? '';
  const pattern = example.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[a-z_]+\\?\}/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(path);
}

/** The page's examples of the case's call: its page, method and path. */
const examplesOf = (c: ContractCase, request: ContractRequest) =>
  documentedExamples.filter((e) => e.page === c.doc && e.method === c.method && samePath(e, request));

/** The success the page shows for the case's call, its data. */
function recordedSuccess(c: ContractCase, request: ContractRequest): unknown {
  const success = examplesOf(c, request)
    .flatMap((e) => e.answers)
    .find((a) => a.status === 200);
  return success ? (success.json as { data?: unknown }).data : undefined;
}

/** The declaration of a case's call: the one naming its page, at its method. */
const declarationOf = (c: ContractCase): CallSpec | undefined =>
  declaredAll.find((call) => call.method === c.method.toLowerCase() && pagesOf(call).includes(c.doc));

/**
 * A page's example as a shape: its fields and JSON types. A null or an empty list says only that the
 * field is there; a value may also be null (the pages show a value where one may be missing); a
 * list's items may take each form its example shows.
 */
function shapeOf(value: unknown): Shape {
  if (value === null) return 'any';
  if (Array.isArray(value)) {
    const forms = [...new Map(value.map((item) => [JSON.stringify(shapeOf(item)), shapeOf(item)])).values()];
    if (forms.length === 0) return { array: 'any' };
    return { array: forms.length === 1 ? (forms[0] as Shape) : { oneOf: forms } };
  }
  if (typeof value !== 'object') return { oneOf: [typeof value as 'string' | 'number' | 'boolean', 'null'] };
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, shapeOf(v)]),
  );
}

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

const declaredAll = Object.values(
  import.meta.glob<Record<string, unknown>>('../../src/domain/**/*.calls.ts', { eager: true }),
)
  .flatMap((module) => Object.values(module))
  .filter(
    (x): x is CallSpec =>
      typeof x === 'object' && x !== null && 'method' in x && 'path' in x && 'origin' in x,
  );

// Every declaration of a documented call that needs a token: without one it answers as every page shows.
const declared = declaredAll.filter((call) => 'documented' in call.origin && call.auth !== 'none');

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

  it('replays every published call it serves: a case for each page and method', () => {
    // The one published call answered with a file, not the envelope (its declaration says so), is
    // replayed in tests/api/contacts-files.test.ts.
    const fileAnswers = new Set(['docs/phonebook/number/sample-import-number.md']);
    const missing = documentedExamples
      .filter((e) => !(e.page in NOT_SERVED) && !fileAnswers.has(e.page))
      .filter((e) => !all.some((c) => c.doc === e.page && c.method === e.method))
      .map((e) => `${e.page}: ${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });

  for (const c of all) {
    it(`${c.area}: ${c.method} as in ${c.doc}`, async () => {
      const request = await c.request(ctx);
      const { status: got, answer } = await replay(c, request);
      const status = c.status ?? 200;
      expect({ status: got, meta: answer.meta }).toMatchObject({ status });
      expect({ message_code: (answer.meta as { message_code?: unknown }).message_code }).toEqual({
        message_code: c.message_code ?? expectedCode(status),
      });
      // Every documented refusal carries its errors by field, `{}` when no field is at fault.
      if (status >= 400) expect(shapeMismatches(answer, errorsShape(c.errorsBesideMeta), '$')).toEqual([]);
      expect(shapeMismatches(answer.meta, c.list ? listMetaShape : metaShape, '$.meta')).toEqual([]);
      expect(shapeMismatches(answer.data, c.list ? { array: c.data } : c.data, '$.data')).toEqual([]);
      // And as the page's own example shows it, field by field, but for a difference its call states.
      const example = recordedSuccess(c, request);
      if (status === 200 && example !== undefined) {
        const declared = declarationOf(c);
        const unstated = shapeMismatches(answer.data, shapeOf(example), '$.data').filter(
          (m) => !declared || !statesDifference(declared, m.replace(/^\$\./, '').split(':')[0] ?? ''),
        );
        expect(unstated).toEqual([]);
      }
      if (request.messages !== undefined) {
        const ids = (answer.data as { message_outbox_ids: number[] }).message_outbox_ids;
        expect({ ids: ids.length, distinct: new Set(ids).size }).toEqual({
          ids: request.messages,
          distinct: request.messages,
        });
      }
    });
  }

  // The refusals the pages show for a field (400-2): the case's request without the fields the page's
  // example names, or with a value that names nothing (where the page says the chosen one is wrong),
  // is refused as shown (422, 400-2), naming one of them.
  for (const c of all.filter((c) => (c.status ?? 200) === 200)) {
    const refusals = documentedExamples
      .filter((e) => e.page === c.doc && e.method === c.method)
      .flatMap((e) => e.answers.map((answer) => ({ call: e, answer })))
      .filter(
        ({ answer }) =>
          answer.status === 422 &&
          (answer.json as { meta?: { message_code?: string } }).meta?.message_code === '400-2' &&
          Object.keys(errorsOf(answer.json)).length > 0,
      );
    for (const { call, answer: refusal } of refusals) {
      const fields = Object.keys(errorsOf(refusal.json));
      const wrongValue = Object.values(errorsOf(refusal.json))
        .flat()
        .some((message) => String(message).includes('صحیح نمی باشد'));
      it(`${c.area}: ${c.method} ${call.path} ${wrongValue ? 'with a wrong' : 'without'} ${fields.join(', ')} is refused as documented`, async () => {
        const request = await c.request(ctx);
        if (!samePath(call, request)) return; // Another call of the same page.
        const without = withoutFields(request, fields, wrongValue ? WRONG_ID : undefined);
        if (!without) return; // The page's example names fields this call does not take.
        const { status, answer } = await replay(c, without);
        const meta = answer.meta as { message_code?: string; errors?: Record<string, unknown> };
        expect({ status, message_code: meta.message_code }).toEqual({
          status: 422,
          message_code: (refusal.json as { meta: { message_code: string } }).meta.message_code,
        });
        const named = Object.keys(meta.errors ?? {});
        expect({ named, of: fields }).toEqual({
          named: expect.arrayContaining([
            expect.stringMatching(
              new RegExp(`^(${fields.map((f) => f.replace(/\./g, '\\.')).join('|')})($|[.[])`),
            ),
          ]),
          of: fields,
        });
      });
    }
  }
});
