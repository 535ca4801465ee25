// The send map's tile server is the provider's choice (MAP_TILE_URL); without one the map
// shows its bundled outlines, and the page may load no image from anywhere else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/env.ts';
import { client } from './helpers/client.ts';
import { fundedUser } from './helpers/send.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const TILES = 'https://tiles.example.ir/osm/{z}/{x}/{y}.png';

let plain: TestServer;
let tiled: TestServer;
beforeAll(async () => {
  [plain, tiled] = await Promise.all([startTestServer(), startTestServer({ mapTileUrl: TILES })]);
});
afterAll(async () => {
  await Promise.all([plain.close(), tiled.close()]);
});

describe('GET /v1/api/send/map/config', () => {
  it('answers null without a tile server, and the images stay on this origin', async () => {
    const api = client(plain.url);
    const token = await fundedUser(api, 0, 'pending');
    const answer = await api.get('/send/map/config', token);
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ tile_url: null });
    const csp = (await fetch(`${plain.url}/v1/api/health`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/img-src 'self' data: blob:;/);
  });

  it('answers the configured template, and the policy lets its host serve images only', async () => {
    const api = client(tiled.url);
    const token = await fundedUser(api, 0, 'pending');
    expect((await api.get('/send/map/config', token)).data).toEqual({ tile_url: TILES });
    const csp = (await fetch(`${tiled.url}/v1/api/health`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("img-src 'self' data: blob: https://tiles.example.ir;");
    expect(csp).toContain("connect-src 'self';");
  });

  it('needs a token', async () => {
    expect((await client(tiled.url).get('/send/map/config')).status).toBe(401);
  });
});

describe('MAP_TILE_URL', () => {
  it('takes an http(s) XYZ template and refuses anything else at boot', () => {
    expect(parseEnv({ MAP_TILE_URL: TILES }).MAP_TILE_URL).toBe(TILES);
    expect(parseEnv({}).MAP_TILE_URL).toBeUndefined();
    expect(() => parseEnv({ MAP_TILE_URL: 'https://tiles.example.ir/{z}/{x}.png' })).toThrow(
      /\{z\}, \{x\} and \{y\}/,
    );
    expect(() => parseEnv({ MAP_TILE_URL: 'ftp://tiles.example.ir/{z}/{x}/{y}.png' })).toThrow(/http/);
  });
});
