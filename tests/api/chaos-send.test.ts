// A process killed in the middle of a big send loses nothing and sends nothing twice. On PostgreSQL,
// two server processes share one database and an operator (a small HTTP gateway here, as production's
// SMS_GATEWAY_URL); a 200,000-recipient file send is accepted, and once the operator has taken part of
// it one process is killed with SIGKILL (no drain, no cleanup: a crash, an OOM kill, a pulled plug).
// The other finishes the send: every recipient reaches the operator under its id (<bulk>-<idx>), the
// only repeats are the one batch the dead process had handed over but not committed (the operator drops
// a repeated id, as the gateway's contract says), every recipient ends delivered or not delivered, the
// send is done at 100%, and the wallet's ledger equals its balance.

import { createServer } from 'node:http';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSendWorkerOptions } from '../../src/server/jobs/send-worker.ts';
import { client } from './helpers/client.ts';
import { defaultLine, documentedBody, fundedUser, numbers } from './helpers/send.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { createTestDatabase } from './helpers/test-server.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 60_000 });

const RECIPIENTS = 200_000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The operator's side: every bulk message id it took, and how many times. */
async function startOperator() {
  const taken = new Map<string, number>();
  let requests = 0;
  const server = createServer(async (incoming, reply) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    requests++;
    if (incoming.url === '/bulk') {
      const { messages } = JSON.parse(Buffer.concat(chunks).toString()) as { messages: { id: string }[] };
      for (const { id } of messages) taken.set(id, (taken.get(id) ?? 0) + 1);
    }
    reply.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, taken, requests: () => requests };
}

// Several processes need a database they share: only the PostgreSQL lane runs this file (vitest.config.ts).
describe('a process killed in the middle of a 200,000-recipient send', () => {
  it('leaves the send to the other, which hands every recipient over once and finishes it', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const url = 'url' in database.target ? database.target.url : '';
    const db = new pg.Client({ connectionString: url });
    // The account is made on a process of its own (its codes go to the simulated operator's table),
    // stopped before the send: every process that runs while the send does hands it to the operator.
    const maker = await startServerProcess(url, cleanups);
    const setup = client(maker.url);
    const token = await fundedUser(setup, 1_000_000_000_000);
    const line = await defaultLine(setup, token);
    const body = await documentedBody(setup, token, {
      type: 'file',
      sender_line_id: line,
      text: 'جشنواره پاییزه فروشگاه گلبرگ آغاز شد',
      mobiles: numbers(RECIPIENTS, '0912'),
    });
    maker.child.kill('SIGTERM');
    await maker.exited;

    const operator = await startOperator();
    const env = { SMS_GATEWAY_URL: operator.url };
    const [doomed, survivor] = await Promise.all([
      startServerProcess(url, cleanups, env),
      startServerProcess(url, cleanups, env),
    ]);
    const accepted = await client(doomed.url).form('/send', body as FormData, token, {
      'Idempotency-Key': crypto.randomUUID(),
    });
    expect(accepted.status, JSON.stringify(accepted.meta)).toBe(200);
    await db.connect();
    cleanups.push(() => db.end());
    const [bulk] = (await db.query<{ id: number }>('select id::int as id from bulks')).rows;
    expect(bulk).toBeDefined();

    // Killed once the operator has taken a fifth of the send, both processes working on it.
    while (operator.taken.size < RECIPIENTS / 5) await sleep(20);
    const takenAtKill = operator.taken.size;
    doomed.child.kill('SIGKILL');
    expect(await doomed.exited).toBeNull();

    type Progress = { status: string; pending: number; s0: number; s1: number; s2: number; s3: number };
    const progress = async () =>
      (
        await db.query<Progress>(
          `select status, pending::int as pending, status_0::int as s0, status_1::int as s1,
               status_2::int as s2, status_3::int as s3 from bulks where id = $1`,
          [bulk?.id],
        )
      ).rows[0] as Progress;
    for (let waited = 0; (await progress()).status !== 'done'; waited += 250) {
      if (waited > 240_000) throw new Error(`not done: ${JSON.stringify(await progress())}`);
      await sleep(250);
    }
    const done = await progress();
    expect(done).toEqual({
      status: 'done',
      pending: 0,
      s0: 0,
      s1: 0,
      s2: expect.any(Number),
      s3: expect.any(Number),
    });
    expect(done.s2 + done.s3).toBe(RECIPIENTS);

    // Every recipient reached the operator under its own id; a repeat is the dead process's last batch.
    const expected = Array.from({ length: RECIPIENTS }, (_, idx) => `${bulk?.id}-${idx}`);
    const missing = expected.filter((id) => !operator.taken.has(id));
    expect(missing).toEqual([]);
    expect(operator.taken.size).toBe(RECIPIENTS);
    const repeated = [...operator.taken.values()].filter((n) => n > 1);
    expect(repeated.every((n) => n === 2)).toBe(true);
    expect(repeated.length).toBeLessThanOrEqual(defaultSendWorkerOptions.batchSize);

    // In the database every recipient is there once, finished.
    const rows = (
      await db.query<{ n: number; distinct_idx: number; unfinished: number }>(
        `select count(*)::int as n, count(distinct idx)::int as distinct_idx,
             count(*) filter (where stage < 2)::int as unfinished
           from bulk_recipients where bulk_id = $1`,
        [bulk?.id],
      )
    ).rows[0];
    expect(rows).toEqual({ n: RECIPIENTS, distinct_idx: RECIPIENTS, unfinished: 0 });

    // The ledger equals the balance: the send debited once, nothing refunded or charged twice.
    const wallet = (
      await db.query<{ balance: string; sum: string; debits: number }>(
        `select w.balance::text as balance,
             (select coalesce(sum(case when t.type = 'deposit' then t.amount else -t.amount end), 0)::text
              from wallet_transactions t where t.user_id = w.user_id) as sum,
             (select count(*)::int from wallet_transactions t
              where t.user_id = w.user_id and t.type <> 'deposit') as debits
           from wallets w join bulks b on b.user_id = w.user_id where b.id = $1`,
        [bulk?.id],
      )
    ).rows[0];
    expect(wallet?.balance).toBe(wallet?.sum);
    expect(wallet?.debits).toBe(1);

    // And the survivor says so to the panel: the send's report, at 100%.
    const report = await client(survivor.url).get(`/report/by_bulk?messages_outbox_id=${bulk?.id}`, token);
    expect(report.status).toBe(200);
    expect(report.data.bulk).toMatchObject({ status: 'done', pending: 0, total: RECIPIENTS });
    console.log(
      `chaos (send): ${RECIPIENTS} recipients, killed after ${takenAtKill} taken; ` +
        `${repeated.length} handed over twice (the dead process's batch in flight); ` +
        `${operator.requests()} requests to the operator`,
    );
  });
});
