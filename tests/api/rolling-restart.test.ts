// A stop loses no request. On PostgreSQL: two server processes behind a small proxy that routes by
// each one's /ready (as a load balancer's health check does) are restarted one after the other
// (SIGTERM, then a new one) under steady traffic of reads and writes: no request fails, and every write
// answered is stored once. On PGlite (one process's database): the same stop in process, with requests
// under way when it begins: each is answered, /ready says 503 meanwhile, and then the port is closed.

import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { client, newPerson } from './helpers/client.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { apiDb, createTestDatabase, startTestServer } from './helpers/test-server.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A proxy as a deployment has one: it sends each request to the next backend whose /ready answers 200
 * (checked every 100 ms), and a request that could not be handed over (the connection refused or
 * closed before any answer) to another, as nginx's `proxy_next_upstream error` does; the API's writes
 * carry an Idempotency-Key, so a second hand-over is the same write.
 */
async function startProxy(backends: string[]): Promise<{ url: string; handedAgain: () => number }> {
  const ready = new Set<string>();
  let stopped = false;
  const check = async () => {
    while (!stopped) {
      await Promise.all(
        backends.map(async (backend) => {
          const answer = await fetch(`${backend}/v1/api/ready`, { signal: AbortSignal.timeout(1000) }).catch(
            () => null,
          );
          if (answer?.status === 200) ready.add(backend);
          else ready.delete(backend);
          await answer?.arrayBuffer();
        }),
      );
      await sleep(100);
    }
  };
  void check();
  let next = 0;
  let again = 0;
  const handOver = (backend: string, incoming: IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
      const target = new URL(incoming.url ?? '/', backend);
      const outgoing = httpRequest(
        target,
        { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 502,
              headers: Object.fromEntries(
                Object.entries(answer.headers).filter(
                  ([name, value]) =>
                    typeof value === 'string' && name !== 'connection' && name !== 'transfer-encoding',
                ) as [string, string][],
              ),
              body: Buffer.concat(chunks),
            }),
          );
          answer.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  const server: Server = createServer(async (incoming, reply) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    for (let attempt = 0; attempt < 4; attempt++) {
      const up = backends.filter((b) => ready.has(b));
      const backend = up[next++ % Math.max(up.length, 1)];
      if (!backend) {
        await sleep(100);
        continue;
      }
      try {
        const answer = await handOver(backend, incoming, body);
        reply.writeHead(answer.status, answer.headers).end(answer.body);
        return;
      } catch {
        again++;
        ready.delete(backend);
      }
    }
    reply.writeHead(502).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  cleanups.push(async () => {
    stopped = true;
    await new Promise((resolve) => server.close(resolve));
  });
  return { url: `http://127.0.0.1:${port}`, handedAgain: () => again };
}

/** Steady traffic through `url` until stopped: a read and a write in turn, per loop. */
function traffic(url: string, token: string, loops: number) {
  const failures: string[] = [];
  const written: string[] = [];
  let requests = 0;
  let running = true;
  const loop = async (n: number) => {
    for (let i = 0; running; i++) {
      const title = `دفترچه ${n}-${i}`;
      const write = i % 2 === 1;
      const answer = await fetch(`${url}/v1/api/${write ? 'phonebooks' : 'acl/auth/check_token'}`, {
        method: write ? 'POST' : 'GET',
        headers: {
          Authorization: token,
          ...(write ? { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() } : {}),
        },
        ...(write ? { body: JSON.stringify({ title }) } : {}),
      }).catch((error: Error) => error);
      requests++;
      if (answer instanceof Error) failures.push(`${write ? 'write' : 'read'}: ${answer.message}`);
      else {
        if (answer.status !== 200) failures.push(`${write ? 'write' : 'read'}: ${answer.status}`);
        else if (write) written.push(title);
        await answer.arrayBuffer();
      }
    }
  };
  const all = Promise.all(Array.from({ length: loops }, (_, n) => loop(n)));
  return {
    stop: async () => {
      running = false;
      await all;
      return { failures, written, requests };
    },
  };
}

// Several processes need a database they share: only the PostgreSQL lane has one.
if (apiDb() === 'postgres')
  describe('a rolling restart of two processes on PostgreSQL', () => {
    it('loses no request and stores every answered write once', async () => {
      const database = await createTestDatabase();
      cleanups.push(() => database.drop());
      const url = 'url' in database.target ? database.target.url : '';
      // The drain outlasts the proxy's 100 ms health check, as production's 5 s outlasts a balancer's.
      const env = { SHUTDOWN_DRAIN_MS: '400', SHUTDOWN_GRACE_MS: '10000' };
      const first = await Promise.all([
        startServerProcess(url, cleanups, env),
        startServerProcess(url, cleanups, env),
      ]);
      const backends = first.map((p) => p.url);
      const proxy = await startProxy(backends);
      // Registered on a backend (the test reads its codes from there); its session works through the proxy.
      const { token } = (await client(backends[0] ?? '').register(newPerson())).data as { token: string };
      const load = traffic(proxy.url, token, 6);
      await sleep(1000);
      const exits: (number | null)[] = [];
      for (const [index, old] of first.entries()) {
        old.child.kill('SIGTERM');
        exits.push(await old.exited);
        // Its successor takes the same place (as an orchestrator's new instance would).
        const next = await startServerProcess(url, cleanups, env);
        backends[index] = next.url;
        await sleep(1000);
      }
      const { failures, written, requests } = await load.stop();
      expect(failures).toEqual([]);
      expect(exits).toEqual([0, 0]);
      expect(requests).toBeGreaterThan(50);
      // Read from the database: more than a list page holds.
      const reader = new pg.Client({ connectionString: url });
      await reader.connect();
      const rows = await reader
        .query<{ title: string }>('select title from phonebooks')
        .finally(() => reader.end());
      const titles = rows.rows.map((b) => b.title).sort();
      expect(titles).toEqual([...written].sort());
      console.log(
        `rolling restart: ${requests} requests, ${written.length} writes, ${proxy.handedAgain()} handed over again`,
      );
    });
  });

describe('a stop in process', () => {
  it('answers the requests under way, says 503 on /ready while draining, then closes its port', async () => {
    const server = await startTestServer({ shutdown: { drainMs: 300, graceMs: 10_000 } });
    let closed = false;
    cleanups.push(async () => {
      if (!closed) await server.close();
    });
    const api = client(server.url);
    const person = newPerson();
    await api.register(person);
    expect((await fetch(`${server.url}/v1/api/ready`)).status).toBe(200);
    // Logins take a hash each (a fifth of a second of CPU): several are still under way when the stop begins.
    const underWay = Array.from({ length: 6 }, () =>
      fetch(`${server.url}/v1/api/acl/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: person.username, password: person.password }),
      }),
    );
    await sleep(20);
    const stopping = server.close().then(() => {
      closed = true;
    });
    const during = await fetch(`${server.url}/v1/api/ready`);
    expect(during.status).toBe(503);
    expect(((await during.json()) as { meta: { message_code: string } }).meta.message_code).toBe('503-1');
    expect(during.headers.get('connection')).toBe('close');
    const answers = await Promise.all(
      underWay.map(async (answer) => {
        const { status } = await answer;
        const body = (await (await answer).json()) as { data: { token?: string } };
        return status === 200 && typeof body.data.token === 'string';
      }),
    );
    expect(answers).toEqual([true, true, true, true, true, true]);
    await stopping;
    await expect(fetch(`${server.url}/v1/api/health`)).rejects.toThrow();
  });
});
