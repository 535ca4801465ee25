// Bulk sends leave through the SmsGateway interface. A gateway that takes batches
// (submitBulk) gets every recipient once with its line and text (لغو۱۱ included); one that fails
// leaves the batch waiting, and the next round offers it again: nothing is lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_11_SUFFIX } from '../../src/domain/index.ts';
import type { BulkMessage, SmsGateway } from '../../src/server/core/sms-gateway.ts';
import { client, registerOutbox } from './helpers/client.ts';
import { defaultLine, fundedUser, numbers, send } from './helpers/send.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

/** An operator's side as a test sees it: what it was handed, and a switch to refuse. */
const operator = {
  taken: [] as BulkMessage[],
  refuse: false,
  codes: [] as { mobile: string; body: string }[],
};
const gateway: SmsGateway = {
  async send({ mobile, body }) {
    operator.codes.push({ mobile, body });
  },
  async submitBulk(batch) {
    if (operator.refuse) throw new Error('operator unavailable');
    operator.taken.push(...batch);
  },
};

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer({
    gateway,
    sendWorker: { intervalMs: 3_600_000, batchSize: 10, batchesPerTick: 100, telecomDelayMs: 1_000 },
  });
  api = client(server.url);
  // The registration codes reach this operator, not the simulated outbox: read them here.
  registerOutbox(
    server.url,
    async (mobile) => operator.codes.findLast((code) => code.mobile === mobile)?.body,
  );
});
afterAll(async () => {
  await server.close();
});

const tick = () => server.sendWorker?.tick() as Promise<number>;

describe('bulk sends through the SmsGateway', () => {
  it('hand every recipient to the operator once, with the line and the text', async () => {
    const token = await fundedUser(api, 10_000_000);
    const line = await defaultLine(api, token);
    const lineNumber = (await api.get('/number/numbers', token)).data.find(
      (l: { id: number }) => l.id === line,
    ).number;
    const mobiles = numbers(25, '0935');
    const sent = await send(api, token, {
      type: 'quick',
      sender_line_id: line,
      text: 'سلام از گلبرگ',
      mobiles,
    });
    expect(sent.status).toBe(200);
    const bulk = sent.data.bulk_id as number;

    operator.refuse = true;
    await tick(); // the operator is down: nothing leaves, nothing is marked sent
    const waiting = await server.db.query<{ n: number }>(
      'select count(*)::int as n from bulk_recipients where bulk_id = $1 and stage = 0',
      [bulk],
    );
    expect(waiting[0]?.n).toBe(25);
    expect(operator.taken.filter((m) => m.bulkId === bulk)).toHaveLength(0);

    operator.refuse = false;
    expect(await tick()).toBe(25);
    const taken = operator.taken.filter((m) => m.bulkId === bulk);
    expect(taken).toHaveLength(25);
    expect(new Set(taken.map((m) => m.idx)).size).toBe(25);
    expect(taken.map((m) => m.mobile).sort()).toEqual(mobiles.map((m) => `98${m.slice(1)}`).sort());
    for (const m of taken) {
      // number/numbers gives the line in E.164; the operator is handed it as dialled.
      expect(`+98${m.from}`).toBe(lineNumber);
      expect(m.text).toBe(`سلام از گلبرگ${CANCEL_11_SUFFIX}`);
    }

    // Delivery moves on as before; the operator is not handed them again.
    server.clock.advance(1_000);
    await tick();
    expect(operator.taken.filter((m) => m.bulkId === bulk)).toHaveLength(25);
  });

  it('hands a peer-to-peer recipient its own text', async () => {
    const token = await fundedUser(api, 10_000_000);
    const line = await defaultLine(api, token);
    const [a, b] = numbers(2, '0912', 500);
    const sent = await send(api, token, {
      type: 'peer_to_peer',
      sender_line_id: line,
      pairs: [
        { mobile: a, text: 'سلام علی' },
        { mobile: b, text: 'سلام سارا' },
      ],
    });
    expect(sent.status).toBe(200);
    await tick();
    const taken = operator.taken.filter((m) => m.bulkId === sent.data.bulk_id);
    expect(taken.map((m) => m.text).sort()).toEqual([
      `سلام سارا${CANCEL_11_SUFFIX}`,
      `سلام علی${CANCEL_11_SUFFIX}`,
    ]);
  });
});
