// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// The integrations catalogue (panel/plugins) over HTTP: what every member of the account reads, in
// Persian, each with an honest place to get it.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PluginListSchema } from '../../src/domain/developers/plugins.schema.ts';
import { client } from './helpers/client.ts';
import { colleague, owner, role } from './helpers/colleagues.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let ownerToken: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  ownerToken = (await owner(api)).token;
});
afterAll(async () => {
  await server.close();
});

describe('panel/plugins', () => {
  it('lists the shop plugin, the workflow connector and the official clients, each described in Persian', async () => {
    const answer = await api.get('/panel/plugins', ownerToken);
    expect(answer.status).toBe(200);
    const plugins = v.parse(PluginListSchema, answer.data);
    expect(plugins.map((p) => p.id)).toEqual([
      'wordpress',
      'n8n',
      'php-sdk',
      'python-sdk',
      'go-sdk',
      'node-sdk',
    ]);
    expect(new Set(plugins.map((p) => p.kind))).toEqual(new Set(['plugin', 'connector', 'sdk']));
    for (const p of plugins) {
      expect(p.title, p.id).toMatch(/[\u0600-\u06FF]/);
      expect(p.description, p.id).toMatch(/[\u0600-\u06FF]{3}/);
      // A place to get it is the public page of its source, never a made-up file; a version only
      // where the source names one.
      if (p.url !== null) expect(p.url, p.id).toMatch(/^https:\/\/github\.com\/ippanelcom\/[a-z0-9-]+$/);
      else expect(p.install, p.id).toBeNull();
      if (p.version !== null) expect(p.version, p.id).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it('is open to every member of the account, a colleague with no permission too, and to no one without a session', async () => {
    const none = await role(api, ownerToken, [], 'بدون دسترسی');
    const mate = await colleague(api, server.db, ownerToken, [none]);
    const seen = await api.get('/panel/plugins', mate.token);
    expect(seen.status).toBe(200);
    expect(seen.data).toEqual((await api.get('/panel/plugins', ownerToken)).data);
    expect((await api.get('/panel/plugins')).status).toBe(401);
  });

  it('is a panel call: an API key is refused', async () => {
    const key = (await api.post('/acl/api_key/create', { title: 'فروشگاه' }, ownerToken)).data.key as string;
    expect((await api.get('/panel/plugins', key)).status).toBe(403);
  });
});
