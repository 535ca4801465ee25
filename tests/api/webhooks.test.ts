// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// Webhooks, driven as a customer would: an endpoint registered in the panel, a receiver on this machine
// (127.0.0.1, allowed by the server's setting) that verifies every delivery's signature and keeps each
// event id once; delivery reports of a send, a test event, an inbox message, a retry after the receiver
// was down across a server restart, and the addresses a delivery may never reach.
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookMessages } from '../../src/domain/developers/webhooks.schema.ts';
import { manualClock } from '../../src/server/core/clock.ts';
import { createLogger } from '../../src/server/core/log.ts';
import type { DbTarget } from '../../src/server/db/client.ts';
import { sealApiKey } from '../../src/server/developers/api-key-seal.ts';
import { addressPolicy } from '../../src/server/developers/webhook-address.ts';
import { type RunningServer, startServer } from '../../src/server/index.ts';
import { startWebhookDeliverer } from '../../src/server/jobs/webhook-deliverer.ts';
import { codeFromDatabase } from '../tools/sms-codes.ts';
import { client, newPerson, registerOutbox } from './helpers/client.ts';
import { defaultLine, fundedUser, numbers, send } from './helpers/send.ts';
import { apiDb, createTestDatabase, type TestDatabase } from './helpers/test-server.ts';

const E2E_BASE = Number(process.env.WEBHOOK_TEST_PORT ?? 8843);

/** A receiver: answers `status()` to each delivery, keeps what it got and whether each signature held. */
type Receiver = {
  url: string;
  got: { id: string; type: string; body: any; verified: boolean; signature: string }[];
  status: number;
  close(): Promise<void>;
};

async function receiver(port: number): Promise<Receiver> {
  const r: Receiver = { url: '', got: [], status: 200, close: async () => {} };
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      if (r.status === 200) {
        const signature = String(req.headers['payamak-signature'] ?? '');
        const secret = secrets.get(req.url ?? '') ?? '';
        const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
        const expected = createHmac('sha256', secret).update(`${t}.${text}`).digest('hex');
        const body = JSON.parse(text);
        r.got.push({ id: body.id, type: body.type, body, verified: v1 === expected, signature });
      }
      res.writeHead(r.status, { 'Content-Type': 'text/plain' });
      res.end(r.status === 200 ? 'ok' : 'down for maintenance');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  r.close = () => new Promise((resolve) => server.close(() => resolve()));
  return r;
}
/** Each endpoint's secret by its path on the receiver. */
const secrets = new Map<string, string>();

let database: TestDatabase;
let dataDir: string | null = null;
let target: DbTarget;
let server: RunningServer;
let api: ReturnType<typeof client>;
let hook: Receiver;
const clock = manualClock();

async function start() {
  server = await startServer({
    demo: true,
    port: 0,
    host: '127.0.0.1',
    db: target,
    log: createLogger('silent'),
    clock,
    webhookAllowAddresses: ['127.0.0.1'],
    // The tests tick the deliverer and the send worker themselves.
    webhookDeliverer: { intervalMs: 3_600_000 },
    sendWorker: {
      intervalMs: 3_600_000,
      batchSize: 1_000,
      batchesPerTick: 100,
      telecomDelayMs: 1_000,
      handsetDelayMs: 1_000,
      deliveredPercent: 50,
      webhookReports: 4,
    },
  });
  registerOutbox(server.url, codeFromDatabase(server.db));
  api = client(server.url);
}

beforeAll(async () => {
  // On disk for PGlite: the server restarts on the same database.
  if (apiDb() === 'pglite') {
    dataDir = mkdtempSync(join(tmpdir(), 'payamak-webhooks-'));
    target = { dataDir };
  } else {
    database = await createTestDatabase();
    target = database.target;
  }
  await start();
  hook = await receiver(E2E_BASE);
  // Two embedded databases made on disk (the server's and its call log's): on a loaded machine, beyond
  // the minute other files' starts need (CI's PGlite lane once took 60 s here).
}, 180_000);
afterAll(async () => {
  await hook.close();
  await server.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const deliver = () => server.webhookDeliverer?.tick() as Promise<number>;

async function endpoint(token: string, events: string[]) {
  const path = `/hook/${randomUUID()}`;
  const made = await api.post('/developers/webhooks/create', { url: `${hook.url}${path}`, events }, token);
  expect(made.status).toBe(201);
  secrets.set(path, made.data.secret);
  return { id: made.data.id as number, path, secret: made.data.secret as string };
}

const owner = async () => (await api.register(newPerson())).data.token as string;

describe('webhooks', () => {
  it('sends a signed test event, logs the attempt, and sends it again with the same id', async () => {
    const token = await owner();
    const ep = await endpoint(token, ['inbox.received']);
    const list = await api.get('/developers/webhooks', token);
    expect(list.data[0]).toMatchObject({ id: ep.id, enabled: true, events: ['inbox.received'] });
    expect(ep.secret).toMatch(/^whsec_/);
    expect(list.data[0].secret).toBe(ep.secret);
    // Stored sealed: the row holds neither the secret nor anything it starts with.
    const [row] = await server.db.query<{ secret: string }>(
      'select secret from webhook_endpoints where id = $1',
      [ep.id],
    );
    expect(row?.secret).not.toContain('whsec_');
    expect(row?.secret).not.toContain(ep.secret.slice(6));

    expect((await api.post('/developers/webhooks/test', { id: ep.id }, token)).meta.message).toBe(
      webhookMessages.testQueued,
    );
    await deliver();
    const test = hook.got.filter((g) => g.body.data?.endpoint_id === ep.id);
    expect(test).toHaveLength(1);
    expect(test[0]).toMatchObject({ type: 'webhook.test', verified: true });
    expect(test[0]?.id).toMatch(/^evt_/);

    const attempts = await api.get(`/developers/webhooks/${ep.id}/attempts`, token);
    expect(attempts.data).toHaveLength(1);
    expect(attempts.data[0]).toMatchObject({
      event_id: test[0]?.id,
      status: 200,
      response: 'ok',
      state: 'delivered',
    });

    const again = await api.post('/developers/webhooks/resend', { id: ep.id, event_id: test[0]?.id }, token);
    expect(again.status).toBe(200);
    await deliver();
    const twice = hook.got.filter((g) => g.id === test[0]?.id);
    expect(twice).toHaveLength(2);
    expect(twice[1]?.body).toEqual(twice[0]?.body);
    expect((await api.get(`/developers/webhooks/${ep.id}/attempts`, token)).data).toHaveLength(2);
  });

  it('pushes an inbox message and a send’s delivery reports, many reports a request', async () => {
    const token = await fundedUser(api, 10_000_000);
    const ep = await endpoint(token, ['message.delivery', 'inbox.received', 'send.finished']);
    const line = await defaultLine(api, token);
    expect(
      (await api.post('/demo/inbox/receive', { number_id: line, from: '09351112233', text: 'سلام' }, token))
        .status,
    ).toBe(200);
    const sent = await send(api, token, {
      type: 'quick',
      sender_line_id: line,
      text: 'سلام',
      mobiles: numbers(10),
    });
    expect(sent.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      await server.sendWorker?.tick();
      clock.advance(1_100);
    }
    await server.sendWorker?.tick();
    await deliver();
    const mine = hook.got.filter((g) => secrets.get(ep.path) && g.verified && g.body);
    const inbox = mine.filter((g) => g.type === 'inbox.received' && g.body.data.message === 'سلام');
    expect(inbox.length).toBeGreaterThanOrEqual(1);
    const reports = mine
      .filter((g) => g.type === 'message.delivery' && g.body.data.reports[0]?.bulk_id === sent.data.bulk_id)
      .flatMap((g) => g.body.data.reports);
    expect(reports).toHaveLength(10);
    // 4 reports a request at most (webhookReports): 10 reports are 3 requests.
    const requests = mine.filter(
      (g) => g.type === 'message.delivery' && g.body.data.reports[0]?.bulk_id === sent.data.bulk_id,
    );
    expect(requests).toHaveLength(3);
    expect(new Set(reports.map((r: any) => r.mobile)).size).toBe(10);
    const finished = mine.filter(
      (g) => g.type === 'send.finished' && g.body.data.bulk_id === sent.data.bulk_id,
    );
    expect(finished).toHaveLength(1);
    expect(finished[0]?.body.data.total).toBe(10);
  });

  it('delivers every event once after dedup when the receiver was down, across a restart', async () => {
    const token = await owner();
    const ep = await endpoint(token, ['inbox.received']);
    hook.status = 503;
    for (let i = 0; i < 3; i++) await api.post('/developers/webhooks/test', { id: ep.id }, token);
    await deliver();
    const failed = await api.get(`/developers/webhooks/${ep.id}/attempts`, token);
    expect(failed.data).toHaveLength(3);
    expect(failed.data.every((a: any) => a.status === 503 && a.state === 'pending')).toBe(true);
    expect(failed.data[0].response).toBe('down for maintenance');
    const ids = new Set(failed.data.map((a: any) => a.event_id));

    await server.close();
    await start();
    hook.status = 200;
    // Nothing is due before its backoff.
    expect(await deliver()).toBe(0);
    clock.advance(60_000);
    // Two deliverers (two processes) at once: each event is taken by one of them.
    const other = startWebhookDeliverer(
      server.db,
      clock,
      createLogger('silent'),
      server.deps.gateway,
      addressPolicy(['127.0.0.1']),
      {
        intervalMs: 3_600_000,
      },
    );
    await Promise.all([deliver(), other.tick()]);
    await other.stop();
    const got = hook.got.filter((g) => ids.has(g.id));
    expect(got).toHaveLength(3);
    expect(new Set(got.map((g) => g.id))).toEqual(ids);
    expect(got.every((g) => g.verified)).toBe(true);
  });

  it('turns an endpoint failing for 24 hours off and tells its owner', async () => {
    const token = await owner();
    const ep = await endpoint(token, ['inbox.received']);
    hook.status = 500;
    await api.post('/developers/webhooks/test', { id: ep.id }, token);
    await deliver();
    clock.advance(25 * 3_600_000);
    await api.post('/developers/webhooks/test', { id: ep.id }, token);
    await deliver();
    hook.status = 200;
    const [shown] = (await api.get('/developers/webhooks', token)).data;
    expect(shown).toMatchObject({ id: ep.id, enabled: false });
    expect(shown.disabled_at).not.toBeNull();
    const [notice] = await server.db.query<{ body: string }>(
      `select body from sms_outbox where body like '%وب‌هوک%' order by id desc limit 1`,
    );
    expect(notice?.body).toContain(ep.path);
    const on = await api.post('/developers/webhooks/update', { id: ep.id, enabled: true }, token);
    expect(on.data).toMatchObject({ enabled: true, disabled_at: null, failing_since: null });
  });

  it('says in Persian why an attempt failed, and sends nothing signed with a secret it cannot open', async () => {
    const token = await owner();
    // Nothing listens on port 9 of this machine: the connection is refused.
    const made = await api.post(
      '/developers/webhooks/create',
      { url: 'http://127.0.0.1:9/hook', events: ['inbox.received'] },
      token,
    );
    await api.post('/developers/webhooks/test', { id: made.data.id }, token);
    await deliver();
    const [refused] = (await api.get(`/developers/webhooks/${made.data.id}/attempts`, token)).data;
    expect(refused).toMatchObject({ status: null, error: webhookMessages.attempt.refused, state: 'pending' });

    // The secret sealed under a server secret this server no longer has.
    const ep = await endpoint(token, ['inbox.received']);
    const other = sealApiKey('another server secret, of at least 32 characters', 'whsec_other');
    await server.db.query('update webhook_endpoints set secret = $2 where id = $1', [ep.id, other]);
    await api.post('/developers/webhooks/test', { id: ep.id }, token);
    await deliver();
    expect(hook.got.filter((g) => g.body.data?.endpoint_id === ep.id)).toHaveLength(0);
    const [unread] = (await api.get(`/developers/webhooks/${ep.id}/attempts`, token)).data;
    expect(unread).toMatchObject({ status: null, error: webhookMessages.attempt.secretUnreadable });
  });

  it('refuses loopback, private, link-local and mapped addresses, and plain http elsewhere', async () => {
    const token = await owner();
    for (const url of [
      'https://10.1.2.3/hook',
      'https://192.168.1.1/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
      'https://[fe80::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://[::ffff:a00:1]/hook',
      'https://127.0.0.2/hook',
    ]) {
      const refused = await api.post(
        '/developers/webhooks/create',
        { url, events: ['inbox.received'] },
        token,
      );
      expect(refused.status, url).toBe(422);
      expect(refused.meta.message, url).toBe(webhookMessages.privateAddress);
    }
    const ftp = await api.post(
      '/developers/webhooks/create',
      { url: 'ftp://example.com/x', events: ['inbox.received'] },
      token,
    );
    expect(ftp.status).toBe(422);
    const none = await api.post('/developers/webhooks/create', { url: `${hook.url}/x`, events: [] }, token);
    expect(none.status).toBe(422);
  });

  it('keeps another account’s endpoints and delivery log unreachable', async () => {
    const a = await owner();
    const ep = await endpoint(a, ['inbox.received']);
    const b = await owner();
    expect((await api.get('/developers/webhooks', b)).data).toHaveLength(0);
    expect((await api.get(`/developers/webhooks/${ep.id}/attempts`, b)).status).toBe(404);
    expect((await api.post('/developers/webhooks/test', { id: ep.id }, b)).status).toBe(404);
    expect((await api.post('/developers/webhooks/update', { id: ep.id, enabled: false }, b)).status).toBe(
      404,
    );
    expect((await api.post('/developers/webhooks/resend', { id: ep.id, event_id: 'evt_x' }, b)).status).toBe(
      404,
    );
    expect((await api.post('/developers/webhooks/delete', { id: ep.id }, b)).status).toBe(404);
    expect((await api.post('/developers/webhooks/delete', { id: ep.id }, a)).status).toBe(200);
  });
});
