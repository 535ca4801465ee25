// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// The API-call log, driven as a customer's program and its owner would: the program calls with its key,
// the owner reads the calls back in the panel's log with the secrets masked, finds one by the request id
// every answer carries, and never sees another account's calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCallMessages } from '../../src/domain/developers/api-calls.schema.ts';
import { client, newPerson } from './helpers/client.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
});
afterAll(async () => {
  await server.close();
});

async function owner() {
  const token = (await api.register(newPerson())).data.token as string;
  const made = await api.post('/acl/api_key/create', { title: 'فروشگاه' }, token);
  return { token, key: made.data.key as string, keyId: made.data.id as number };
}

/** The log is written in batches after the answer: wait for what is queued. */
const written = () => server.deps.apiCalls?.flush();

describe('the API-call log', () => {
  it('records calls made with a key, secrets masked, and finds one by its request id', async () => {
    const { token, key, keyId } = await owner();
    const checked = await fetch(`${server.url}/v1/api/acl/auth/check_token`, {
      headers: { Authorization: key },
    });
    expect(checked.status).toBe(200);
    const requestId = checked.headers.get('X-Request-Id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await api.call('POST', '/send', {
      token: key,
      body: { password: 'Sabz@Bahar1403', otp: '123456', api_key: key, message: 'سلام' },
    });
    expect(refused.status).toBe(422);
    // A call with a login token is the panel's, not a program's: it is not on record.
    await api.get('/acl/auth/check_token', token);
    await written();

    const list = await api.get('/developers/api_calls', token);
    expect(list.status).toBe(200);
    expect((list.meta as any).total).toBe(2);
    const [post, get] = list.data;
    expect(get).toMatchObject({
      key_id: keyId,
      key_title: 'فروشگاه',
      method: 'GET',
      path: '/v1/api/acl/auth/check_token',
      status: 200,
      message_code: '200-1',
      request_id: requestId,
    });
    expect(get.duration_ms).toBeGreaterThanOrEqual(0);
    expect(get.address).toContain('127.0.0.1');
    expect(post).toMatchObject({ method: 'POST', status: 422, message_code: refused.meta.message_code });

    const shown = await api.get(`/developers/api_calls/${post.id}`, token);
    expect(shown.status).toBe(200);
    expect(shown.data.request_body).toContain('"message": "سلام"');
    expect(shown.data.request_body).toContain('"password": "***"');
    expect(shown.data.request_body).toContain('"otp": "***"');
    expect(shown.data.request_body).not.toContain(key);
    expect(shown.data.request_body).not.toContain('Sabz@Bahar1403');
    expect(shown.data.response_body).toContain('message_code');

    const byId = await api.get(`/developers/api_calls?request_id=${requestId}`, token);
    expect(byId.data.map((c: any) => c.id)).toEqual([get.id]);
    const byStatus = await api.get('/developers/api_calls?status=4xx', token);
    expect(byStatus.data.map((c: any) => c.id)).toEqual([post.id]);
    const byPath = await api.get('/developers/api_calls?path=%2Fsend', token);
    expect(byPath.data.map((c: any) => c.id)).toEqual([post.id]);
    const byKey = await api.get(`/developers/api_calls?key_id=${keyId + 1000}`, token);
    expect((byKey.meta as any).total).toBe(0);
    const future = Math.floor(Date.now() / 1000) + 86_400 * 400;
    const byDate = await api.get(`/developers/api_calls?from_date=${future}`, token);
    expect((byDate.meta as any).total).toBe(0);
    const badOrder = await api.get('/developers/api_calls?from_date=200&to_date=100', token);
    expect(badOrder.status).toBe(422);
    expect(badOrder.meta.message).toBe(apiCallMessages.dateOrder);
  });

  it('keeps another account’s calls unreachable, and refuses a key reading the log', async () => {
    const a = await owner();
    await fetch(`${server.url}/v1/api/acl/auth/check_token`, { headers: { Authorization: a.key } });
    await written();
    const [call] = (await api.get('/developers/api_calls', a.token)).data;
    const b = await owner();
    expect(((await api.get('/developers/api_calls', b.token)).meta as any).total).toBe(0);
    const other = await api.get(`/developers/api_calls/${call.id}`, b.token);
    expect(other.status).toBe(404);
    expect(other.meta.message).toBe(apiCallMessages.notFound);
    expect((await api.get('/developers/api_calls/nothing', a.token)).status).toBe(404);
    expect((await api.get('/developers/api_calls', a.key)).status).toBe(403);
  });

  it('keeps a call 30 days, then the purge removes it', async () => {
    const { purgeAuthTables } = await import('../../src/server/jobs/auth-purge.ts');
    const a = await owner();
    await fetch(`${server.url}/v1/api/acl/auth/check_token`, { headers: { Authorization: a.key } });
    await written();
    const total = async () => ((await api.get('/developers/api_calls', a.token)).meta as any).total;
    expect(await total()).toBe(1);
    server.clock.advance(29 * 24 * 60 * 60_000);
    await purgeAuthTables(server.db, server.clock, undefined, server.deps.apiCalls);
    expect(await total()).toBe(1);
    server.clock.advance(2 * 24 * 60 * 60_000);
    await purgeAuthTables(server.db, server.clock, undefined, server.deps.apiCalls);
    expect(await total()).toBe(0);
  });

  it('keeps the calls written in the server’s database before the log had a database of its own', async () => {
    const a = await owner();
    const [user] = await server.db.query<{ id: number }>(
      'select user_id::int as id from api_keys where id = $1',
      [a.keyId],
    );
    await server.db.query(
      `insert into api_calls (user_id, api_key_id, at, method, path, status, message_code, duration_ms,
         address, request_id, request_body, response_body)
       values ($1, $2, $3, 'POST', '/v1/api/send', 200, '200-1', 12, '127.0.0.1', 'old-request', '{}', null)`,
      [user?.id, a.keyId, server.clock.now()],
    );
    await server.deps.apiCalls.moveFrom(server.db);
    const moved = await api.get('/developers/api_calls?request_id=old-request', a.token);
    expect(moved.data).toMatchObject([{ path: '/v1/api/send', key_title: 'فروشگاه', duration_ms: 12 }]);
    // PGlite's log has a database of its own, where the row went; PostgreSQL's is the server's.
    const left = await server.db.query("select 1 from api_calls where request_id = 'old-request'");
    expect(left.length).toBe(server.db.kind === 'pglite' ? 0 : 1);
  });

  it('answers every call, a refused one too, with a request id', async () => {
    const answer = await fetch(`${server.url}/v1/api/no/such/call`);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('X-Request-Id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
