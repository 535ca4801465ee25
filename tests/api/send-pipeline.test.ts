// biome-ignore-all lint/suspicious/noExplicitAny: live events are read loosely; the tests assert their shape.
// The sending pipeline: the operator simulator moves recipients 0 → 1 → 2 or 3 as the clock moves,
// scheduled sends wait for their time, send/cancel stops what has not gone out and refunds it, and
// bulk_progress events reach the user's live socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAST_SCHEDULE_GRACE_MS, sendMessages } from '../../src/domain/index.ts';
import { client } from './helpers/client.ts';
import { calculatePrice, defaultLine, fundedUser, numbers, send } from './helpers/send.ts';
import { type LiveSocket, openSocket } from './helpers/socket.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { tickWorkersAtOnce } from './helpers/workers.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  // The loop's own timer is set far off: the tests tick the worker themselves, after moving the clock.
  server = await startTestServer({
    sendWorker: {
      intervalMs: 3_600_000,
      batchSize: 10,
      batchesPerTick: 1_000,
      telecomDelayMs: 2_000,
      handsetDelayMs: 3_000,
      deliveredPercent: 75,
    },
  });
  api = client(server.url);
});
afterAll(async () => {
  for (const socket of sockets) socket.ws.close();
  await server.close();
});

const tick = () => server.sendWorker?.tick() as Promise<number>;
const stored = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

async function live(token: string) {
  const socket = await openSocket(server.url, token);
  sockets.push(socket);
  return socket;
}

/** The next bulk_progress event of this bulk that satisfies `holds`. */
async function progress(socket: LiveSocket, bulkId: number, holds: (data: any) => boolean) {
  for (;;) {
    const { data } = (await socket.next('bulk_progress', 10_000)) as { data: any };
    if (data.bulk_id === bulkId && holds(data)) return data;
  }
}

const stages = (bulkId: number) =>
  server.db.query<{ stage: number; status: number; n: number }>(
    `select stage::int as stage, status::int as status, count(*)::int as n from bulk_recipients
     where bulk_id = $1 group by 1, 2 order by 1, 2`,
    [bulkId],
  );

describe('the operator simulator', () => {
  it('moves recipients to 0 sent, then 1 reached telecom, then 2 reached handset or 3 not, with live progress', async () => {
    const token = await fundedUser(api, 10_000_000);
    const socket = await live(token);
    const sent = await send(api, token, {
      type: 'quick',
      sender_line_id: await defaultLine(api, token),
      text: 'سلام',
      mobiles: numbers(40),
    });
    expect(sent.status).toBe(200);
    const bulk = sent.data.bulk_id;
    const queued = await progress(socket, bulk, (d) => d.status === 'queued');
    expect(queued).toMatchObject({ total: 40, pending: 40, counts: { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0 } });

    expect(await tick()).toBe(40);
    // Four batches of ten went out in this round, and the user hears of it once, with the round's end.
    const first = await progress(socket, bulk, () => true);
    expect(first.pending).toBe(0);
    const going = first;
    expect(going).toMatchObject({ status: 'sending', counts: { 0: 40, 1: 0 } });
    expect(await tick()).toBe(0); // nothing is due until the telecom answers

    server.clock.advance(2_000);
    await tick();
    expect(await progress(socket, bulk, (d) => d.counts[1] === 40)).toMatchObject({ status: 'sending' });

    server.clock.advance(3_000);
    await tick();
    const done = await progress(socket, bulk, (d) => d.status === 'done');
    expect(done.counts[2] + done.counts[3]).toBe(40);
    expect(done.counts[2]).toBeGreaterThan(20);
    expect(done.counts[3]).toBeGreaterThan(0);
    expect(await stages(bulk)).toEqual([
      { stage: 2, status: 2, n: done.counts[2] },
      { stage: 2, status: 3, n: done.counts[3] },
    ]);
    const summary = await api.get(`/report/by_bulk?messages_outbox_id=${bulk}`, token);
    expect(summary.status).toBe(200);
    // As the published API reports it, our own summary under `bulk`.
    expect(summary.data).toMatchObject({
      messages_outbox_id: String(bulk),
      state_id: 6,
      status: 'پایان یافته',
      rcpts_count: String(done.total),
      exit_count: String(done.total),
      cost: sent.data.price,
      return: 0,
    });
    expect(summary.data.bulk).toMatchObject({ ...done, type: 'quick', price: sent.data.price, refunded: 0 });
    // The same send counted by outcome: every recipient delivered or failed, a Persian text under fa.
    const stats = (await api.get(`/report/bulk_stats?bulk_id=${bulk}`, token)).data;
    const sum = (outcome: string) =>
      Object.values(stats[`operators_${outcome}`] as Record<string, { en: number; fa: number }>).reduce(
        (s, c) => s + c.fa + c.en,
        0,
      );
    expect({ delivered: sum('delivered'), failed: sum('failed'), pending: sum('pending') }).toEqual({
      delivered: done.counts[2],
      failed: done.counts[3],
      pending: 0,
    });
    expect(summary.data.bulk.finished_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const other = await fundedUser(api, 0);
    expect((await api.get(`/report/by_bulk?messages_outbox_id=${bulk}`, other)).status).toBe(404);
  });

  it('holds a scheduled send until its time, then sends it', async () => {
    const token = await fundedUser(api, 10_000_000);
    const at = new Date(server.clock.now().getTime() + 3_600_000);
    const sent = await send(api, token, {
      type: 'quick',
      sender_line_id: await defaultLine(api, token),
      text: 'یادآوری نوبت فردا',
      mobiles: numbers(5),
      scheduled_at: stored(at),
    });
    expect(sent.data).toMatchObject({ status: 'scheduled', scheduled_at: stored(at) });
    await tick();
    expect(await stages(sent.data.bulk_id)).toEqual([{ stage: 0, status: 0, n: 5 }]);
    server.clock.advance(3_600_000 + 1_000);
    await tick();
    expect(await stages(sent.data.bulk_id)).toEqual([{ stage: 1, status: 0, n: 5 }]);
  });

  it('refuses a schedule in the past', async () => {
    const token = await fundedUser(api, 10_000_000);
    const answer = await send(api, token, {
      type: 'quick',
      sender_line_id: await defaultLine(api, token),
      text: 'سلام',
      mobiles: numbers(1),
      scheduled_at: stored(new Date(server.clock.now().getTime() - 86_400_000)),
    });
    expect(answer.status).toBe(422);
    expect(answer.meta.message).toBe(sendMessages.scheduleInPast);
  });

  it('takes a schedule inside the grace as now, and refuses one second beyond it, as the composer does', async () => {
    const token = await fundedUser(api, 10_000_000);
    const line = await defaultLine(api, token);
    // The server's clock runs on while the request travels: the exact second is the unit tests'.
    const at = (ms: number) =>
      send(api, token, {
        type: 'quick',
        sender_line_id: line,
        text: 'سلام',
        mobiles: numbers(1),
        scheduled_at: stored(new Date(server.clock.now().getTime() - ms)),
      });
    expect((await at(PAST_SCHEDULE_GRACE_MS - 5_000)).status).toBe(200);
    const late = await at(PAST_SCHEDULE_GRACE_MS + 1_000);
    expect(late.status).toBe(422);
    expect(late.meta.message).toBe(sendMessages.scheduleInPast);
  });
});

describe('several workers', () => {
  it('share the work without taking the same recipient twice (FOR UPDATE SKIP LOCKED)', async () => {
    const token = await fundedUser(api, 10_000_000);
    const sent = await send(api, token, {
      type: 'quick',
      sender_line_id: await defaultLine(api, token),
      text: 'سلام',
      mobiles: numbers(300),
    });
    await tickWorkersAtOnce(server, { intervalMs: 3_600_000, batchSize: 7, batchesPerTick: 1_000 });
    expect(await stages(sent.data.bulk_id)).toEqual([{ stage: 1, status: 0, n: 300 }]);
    const [bulk] = await server.db.query<{ pending: number; status_0: number }>(
      'select pending, status_0 from bulks where id = $1',
      [sent.data.bulk_id],
    );
    expect(bulk).toEqual({ pending: 0, status_0: 300 });
  });
});

describe('send/cancel', () => {
  it('stops a scheduled send whole and refunds all of it, with a credit event', async () => {
    const token = await fundedUser(api, 10_000_000);
    const socket = await live(token);
    const sent = await send(api, token, {
      type: 'quick',
      sender_line_id: await defaultLine(api, token),
      text: 'سلام',
      mobiles: [...numbers(7), ...numbers(4, '0935')],
      scheduled_at: stored(new Date(server.clock.now().getTime() + 600_000)),
    });
    expect((await socket.next('credit')).data).toEqual({ credit: 10_000_000 - sent.data.price });
    const cancel = await api.post('/send/cancel', { message_outbox_id: sent.data.bulk_id }, token);
    expect(cancel.status).toBe(200);
    // As documented, the stop answers no data; the send's report shows what was returned.
    expect(cancel.data).toBeNull();
    const report = (await api.get(`/report/by_bulk?messages_outbox_id=${sent.data.bulk_id}`, token)).data;
    expect(report).toMatchObject({ state_id: 7, return: sent.data.price });
    expect(report.bulk).toMatchObject({ status: 'cancelled', refunded: sent.data.price });
    expect((await api.get('/payment/credit/mine', token)).data.credit).toBe(10_000_000);
    expect((await socket.next('credit')).data).toEqual({ credit: 10_000_000 });
    expect(await progress(socket, sent.data.bulk_id, (d) => d.status === 'cancelled')).toMatchObject({
      pending: 0,
    });
    server.clock.advance(700_000);
    await tick();
    expect(await stages(sent.data.bulk_id)).toEqual([{ stage: 3, status: 0, n: 11 }]);
    const again = await api.post('/send/cancel', { message_outbox_id: sent.data.bulk_id }, token);
    expect(again.status).toBe(409);
    expect(again.meta.message).toBe(sendMessages.bulkNotCancellable);
  });

  it('stops what has not gone out while sending, refunds exactly that, and lets the rest finish', async () => {
    const token = await fundedUser(api, 10_000_000);
    const line = await defaultLine(api, token);
    const body = { type: 'quick', sender_line_id: line, text: 'سلام', mobiles: numbers(50) };
    const sent = await send(api, token, body);
    // Ten go out, the forty others wait (made due later, as a slow operator would leave them).
    await server.db.query(
      `update bulk_recipients set next_at = next_at + interval '1 hour' where bulk_id = $1 and idx >= 10`,
      [sent.data.bulk_id],
    );
    await tick();
    const fortyPrice = (await calculatePrice(api, { ...body, mobiles: numbers(40) }, token)).data.price;
    const cancel = await api.post('/send/cancel', { message_outbox_id: sent.data.bulk_id }, token);
    expect(cancel.data).toBeNull();
    const report = (await api.get(`/report/by_bulk?messages_outbox_id=${sent.data.bulk_id}`, token)).data;
    expect(report.return).toBe(fortyPrice);
    expect((await api.get('/payment/credit/mine', token)).data.credit).toBe(
      10_000_000 - sent.data.price + fortyPrice,
    );
    server.clock.advance(10_000);
    await tick();
    server.clock.advance(10_000);
    await tick();
    const rows = await stages(sent.data.bulk_id);
    expect(rows.filter((r) => r.stage === 3)).toEqual([{ stage: 3, status: 0, n: 40 }]);
    expect(rows.filter((r) => r.stage === 2).reduce((s, r) => s + r.n, 0)).toBe(10);
    const [bulk] = await server.db.query<{ status: string; finished: boolean }>(
      'select status, finished_at is not null as finished from bulks where id = $1',
      [sent.data.bulk_id],
    );
    expect(bulk).toEqual({ status: 'cancelled', finished: true });
  });
});
