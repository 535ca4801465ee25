// biome-ignore-all lint/suspicious/noExplicitAny: the document is JSON read by path.
// /v1/api/openapi.json: a valid OpenAPI 3.1 document that lists every call the server answers,
// with the request schemas the server validates with.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let document: Record<string, any>;
beforeAll(async () => {
  server = await startTestServer();
  document = await (await fetch(`${server.url}/v1/api/openapi.json`)).json();
});
afterAll(async () => {
  await server.close();
});

describe('GET /v1/api/openapi.json', () => {
  it('validates as OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every call the server answers under /v1/api and /v2/api, and nothing it does not', () => {
    // Hono lists each middleware of a chain as its own entry: one call, several entries.
    const entries = server.routes
      .filter(
        (r) =>
          /^\/v[12]\/api\//.test(r.path) &&
          !r.path.endsWith('*') &&
          ['GET', 'POST', 'PUT', 'DELETE'].includes(r.method),
      )
      // Hono writes a path parameter `:name`, the document `{name}`: the same path. A /v1/api path is
      // listed under the document's server (/v1/api), a /v2/api one whole.
      .map(
        (r) => `${r.method.toLowerCase()} ${r.path.replace(/^\/v1\/api/, '').replace(/:([a-z_]+)/g, '{$1}')}`,
      );
    const implemented = [...new Set(entries)].sort();
    const documented = Object.entries(document.paths as Record<string, object>)
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((key) => key !== 'servers')
          .map((method) => `${method} ${path}`),
      )
      .sort();
    expect(implemented.length).toBeGreaterThan(15);
    expect(documented).toEqual(implemented);
  });

  it("lists a path's parameters as required path parameters, on the published paths", () => {
    const parameters = (path: string, method: string) =>
      (document.paths[path][method].parameters ?? []).filter((p: any) => p.in === 'path');
    expect(parameters('/phonebooks/{phonebook_id}/import', 'post')).toEqual([
      { name: 'phonebook_id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    expect(parameters('/patterns/{pattern_code}', 'get').map((p: any) => p.name)).toEqual(['pattern_code']);
    // Every parameter a path names is declared, and none it does not name.
    for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, any>>)) {
      const named = [...path.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]);
      for (const method of Object.keys(operations))
        expect(
          parameters(path, method).map((p: any) => p.name),
          `${method} ${path}`,
        ).toEqual(named);
    }
    expect(Object.keys(document.paths).some((path) => path.includes(':'))).toBe(false);
  });

  it('lists the /v2/api calls whole, under a server of their own, beside their /v1/api namesakes', () => {
    const v2 = document.paths['/v2/api/send/banks/counts'];
    expect(v2.servers).toEqual([{ url: '/' }]);
    expect(v2.get.parameters.map((p: any) => p.name)).toEqual(
      expect.arrayContaining(['province_id', 'gender', 'pre', 'from_age', 'to_age']),
    );
    expect(document.paths['/send/banks/counts'].get.parameters.map((p: any) => p.name)).toContain(
      'gender_id',
    );
    expect(v2.get.operationId).not.toBe(document.paths['/send/banks/counts'].get.operationId);
    expect(
      Object.keys(document.paths)
        .filter((path) => path.startsWith('/v2/api/'))
        .sort(),
    ).toEqual([
      '/v2/api/send/banks/cities',
      '/v2/api/send/banks/counties',
      '/v2/api/send/banks/counts',
      '/v2/api/send/banks/provinces',
    ]);
  });

  it('describes the fixed shapes: login takes username and password, calls with a token say so', () => {
    const login = document.paths['/acl/auth/login'].post;
    const schema = JSON.stringify(login.requestBody.content['application/json'].schema);
    expect(schema).toContain('"username"');
    expect(schema).toContain('"password"');
    expect(document.paths['/acl/auth/check_token'].get.security).toEqual([{ token: [] }]);
    expect(document.paths['/acl/auth/check_token'].get.responses['401']).toBeDefined();
    expect(document.paths['/user/register'].post.responses['422']).toBeDefined();
    const dataOf = (operation: any) =>
      operation.responses['200'].content['application/json'].schema.allOf[1].properties.data;
    expect(dataOf(login).anyOf[0].required).toContain('token');
    expect(dataOf(document.paths['/acl/auth/check_token'].get).required).toEqual(
      expect.arrayContaining(['name', 'user_name']),
    );
    expect(dataOf(document.paths['/payment/credit/mine'].get).properties.credit.type).toBe('number');
  });
});
