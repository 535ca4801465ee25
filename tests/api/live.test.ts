// The live channel: /v1/ws?token=…, JSON messages with an `event` field, the keep-alive `9`,
// authenticated by the token and closed when it is revoked.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOSE_REVOKED } from '../../src/server/core/live-hub.ts';
import { client, newPerson } from './helpers/client.ts';
import { openSocket, refusedUpgrade } from './helpers/socket.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// Many scrypt hashes (~0.2 s of CPU each): room for a machine busy with other lanes.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
});
afterAll(async () => {
  await server.close();
});

const newToken = async () => (await api.register(newPerson())).data.token as string;

describe('GET /v1/ws', () => {
  it('pushes every change of credit as a credit event to the owner', async () => {
    const token = await newToken();
    const socket = await openSocket(server.url, token);
    await api.post('/demo/top_up', { amount: 1_000_000 }, token);
    expect(await socket.next('credit')).toEqual({ event: 'credit', data: { credit: 1_000_000 } });
    await api.post('/demo/top_up', { amount: 250_000 }, token);
    expect(await socket.next('credit')).toEqual({ event: 'credit', data: { credit: 1_250_000 } });
    socket.ws.close();
  });

  it('takes the keep-alive text 9 and stays open', async () => {
    const token = await newToken();
    const socket = await openSocket(server.url, token);
    socket.ws.send('9');
    socket.ws.send('9');
    await api.post('/demo/top_up', { amount: 5_000 }, token);
    expect((await socket.next('credit')).data).toEqual({ credit: 5_000 });
    socket.ws.close();
  });

  it("does not deliver one user's events to another", async () => {
    const alice = await newToken();
    const bob = await newToken();
    const bobSocket = await openSocket(server.url, bob);
    await api.post('/demo/top_up', { amount: 7_000_000 }, alice);
    await api.post('/demo/top_up', { amount: 3_000 }, bob);
    expect((await bobSocket.next('credit')).data).toEqual({ credit: 3_000 });
    expect(bobSocket.messages).toEqual([]);
    bobSocket.ws.close();
  });

  it('refuses the upgrade with 401 for a missing, forged or revoked token', async () => {
    expect(await refusedUpgrade(server.url, '')).toBe(401);
    expect(await refusedUpgrade(server.url, 'forged-token')).toBe(401);
    const token = await newToken();
    await api.post('/acl/auth/logout', {}, token);
    expect(await refusedUpgrade(server.url, token)).toBe(401);
  });

  it('closes the socket when its token is revoked, and only that one', async () => {
    const person = newPerson();
    const first = (await api.register(person)).data.token;
    const second = (
      await api.post('/acl/auth/login', { username: person.username, password: person.password })
    ).data.token;
    const doomed = await openSocket(server.url, first);
    const kept = await openSocket(server.url, second);
    await api.post('/acl/auth/logout', {}, first);
    expect(await doomed.closed).toBe(CLOSE_REVOKED);
    await api.post('/demo/top_up', { amount: 1_000 }, second);
    expect((await kept.next('credit')).data).toEqual({ credit: 1_000 });
    kept.ws.close();
  });
});
