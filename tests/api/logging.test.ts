// Structured logs never carry a token: the socket URL has it in the query string, and the request
// log writes the path only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../src/server/core/log.ts';
import { client, newPerson } from './helpers/client.ts';
import { openSocket, refusedUpgrade } from './helpers/socket.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const lines: string[] = [];
const recording: Logger = {
  info: (event, fields) => lines.push(JSON.stringify({ event, ...fields })),
  error: (event, fields) => lines.push(JSON.stringify({ event, ...fields })),
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ log: recording });
});
afterAll(async () => {
  await server.close();
});

describe('request log', () => {
  it('logs socket and API requests by path, without the token', async () => {
    const api = client(server.url);
    const { token } = (await api.register(newPerson())).data;
    const socket = await openSocket(server.url, token);
    socket.ws.close();
    await socket.closed;
    expect(await refusedUpgrade(server.url, 'bad-token-in-query')).toBe(401);
    await api.get('/acl/auth/check_token', token);
    const requests = lines.filter((line) => line.includes('"event":"request"'));
    expect(requests.some((line) => line.includes('"path":"/v1/ws"'))).toBe(true);
    expect(requests.some((line) => line.includes('"path":"/v1/api/acl/auth/check_token"'))).toBe(true);
    expect(lines.join('\n')).not.toContain(token);
    expect(lines.join('\n')).not.toContain('bad-token-in-query');
  });
});
