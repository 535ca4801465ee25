// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// One send's details: bulk_stats, the recipients table with its status filter and number search,
// the delivery timeline, an archived send's counts, stop sending with its refund, and another
// user's send unreachable (404) from every call.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMessages } from '../../src/domain/index.ts';
import { recipientFilterMessages } from '../../src/domain/reports/bulk-recipients.schema.ts';
import { reportDetailsMessages } from '../../src/domain/reports/report-details.schema.ts';
import { client } from './helpers/client.ts';
import { defaultLine, fundedUser, numbers, send } from './helpers/send.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let token: string;
let other: string;
/** 30 MCI numbers and 10 Irancell, sent at once; delivered over 6 s of the server's clock. */
let bulk: number;

const tick = () => server.sendWorker?.tick() as Promise<number>;
const stored = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');
const mobiles = [...numbers(30), ...numbers(10, '0935')];

beforeAll(async () => {
  // The tests tick the worker after moving the clock; its own timer is set far off.
  server = await startTestServer({
    sendWorker: {
      intervalMs: 3_600_000,
      batchSize: 1_000,
      batchesPerTick: 1_000,
      telecomDelayMs: 2_000,
      handsetDelayMs: 4_000,
      deliveredPercent: 75,
    },
  });
  api = client(server.url);
  token = await fundedUser(api, 50_000_000);
  other = await fundedUser(api, 1_000_000);
  const sent = await send(api, token, {
    type: 'quick',
    sender_line_id: await defaultLine(api, token),
    text: 'سلام، جشنواره از فردا',
    mobiles,
  });
  expect(sent.status).toBe(200);
  bulk = sent.data.bulk_id;
  await tick(); // all go out (0)
  server.clock.advance(2_000);
  await tick(); // reached telecom (1)
  server.clock.advance(4_000);
  await tick(); // reached the handset (2) or not (3)
});
afterAll(async () => {
  await server?.close();
});

/** A page of the send's recipients, its paging in `meta` as the published API has it. */
async function recipients(query: string, who = token, id = bulk) {
  const answer = await api.get(`/report/recipients?bulk_id=${id}&${query}`, who);
  return { ...answer, meta: answer.meta as any };
}
const sum = (counts: Record<string, { en: number; fa: number }>) =>
  Object.values(counts).reduce((s, c) => s + c.en + c.fa, 0);

describe('report/bulk_stats', () => {
  it('counts the finished send by outcome and operator, the Persian text under fa', async () => {
    const stats = (await api.get(`/report/bulk_stats?bulk_id=${bulk}`, token)).data;
    const delivered = sum(stats.operators_delivered);
    const failed = sum(stats.operators_failed);
    expect(delivered + failed).toBe(40);
    expect(delivered).toBeGreaterThan(0);
    expect(failed).toBeGreaterThan(0);
    expect(sum(stats.operators_pending) + sum(stats.operators_sent)).toBe(0);
    expect(stats.operators_delivered.mci.fa + stats.operators_failed.mci.fa).toBe(30);
    expect(stats.operators_delivered.irancell.fa + stats.operators_failed.irancell.fa).toBe(10);
    expect(stats.operators_delivered.mci.en).toBe(0);
  });
});

describe('report/recipients filters', () => {
  it('narrows to one status, with a total that matches the rows', async () => {
    const all = await recipients('per_page=100');
    expect(all.status).toBe(200);
    expect(all.meta).toMatchObject({ total: 40, per_page: 100, current_page: 1 });
    const reached = all.data.filter((r: any) => r.message_status === '2').length;
    const filtered = await recipients('message_status=2&per_page=100');
    expect(filtered.data).toHaveLength(reached);
    expect(filtered.meta.total).toBe(reached);
    expect(filtered.data.every((r: any) => r.message_status === '2')).toBe(true);
    // The status in Persian digits is the same filter.
    const persian = await recipients('message_status=۳&per_page=100');
    expect(persian.meta.total).toBe(40 - reached);
    expect((await recipients('message_status=0')).meta.total).toBe(0);
    // Paged: the second page of the reached ones continues the first in send order.
    const first = await recipients('message_status=2&per_page=5&page=1');
    const second = await recipients('message_status=2&per_page=5&page=2');
    expect([...first.data, ...second.data].map((r: any) => r.recipient)).toEqual(
      filtered.data.slice(0, 10).map((r: any) => r.recipient),
    );
  });

  it('pages the whole send in send order, deep pages included', async () => {
    const page4 = await recipients('per_page=10&page=4');
    expect(page4.data.map((r: any) => r.recipient)).toEqual(
      numbers(10, '0935').map((m) => `+98${m.slice(1)}`),
    );
    expect(page4.meta).toMatchObject({ current_page: 4, last_page: 4, from: 31, to: 40 });
    expect((await recipients('per_page=10&page=5')).data).toEqual([]);
  });

  it('finds a number by its start in any form and script, or by a fragment', async () => {
    const irancell = await recipients('recipient=0935&per_page=100');
    expect(irancell.meta.total).toBe(10);
    expect(irancell.data.every((r: any) => r.recipient.startsWith('+98935'))).toBe(true);
    const e164 = await recipients(`recipient=${encodeURIComponent('+98935')}&per_page=100`);
    expect(e164.meta.total).toBe(10);
    const persian = await recipients(`recipient=${encodeURIComponent('۰۹۱۲۰۰۰۰۰۰۷')}`);
    expect(persian.data.map((r: any) => r.recipient)).toEqual(['+989120000007']);
    // A fragment anywhere in the number: …0000007 of both operators.
    const fragment = await recipients('recipient=0000007');
    expect(fragment.data.map((r: any) => r.recipient)).toEqual(['+989120000007', '+989350000007']);
    // Search and status together.
    const both = await recipients('recipient=0935&message_status=2&per_page=100');
    expect(both.data.every((r: any) => r.message_status === '2' && r.recipient.startsWith('+98935'))).toBe(
      true,
    );
    expect(both.meta.total).toBe(both.data.length);
  });

  it('refuses a bad status or a search that is not digits, in Persian', async () => {
    for (const bad of ['5', 'x', '-1', '']) {
      const answer = await recipients(`message_status=${encodeURIComponent(bad)}`);
      expect(answer.status).toBe(422);
      expect(answer.meta.errors?.message_status).toEqual([recipientFilterMessages.invalidStatus]);
    }
    for (const bad of ['abc', '0912a', '+44', '123456789012345']) {
      const answer = await recipients(`recipient=${encodeURIComponent(bad)}`);
      expect(answer.status).toBe(422);
      expect(answer.meta.errors?.recipient).toEqual([recipientFilterMessages.invalidSearch]);
    }
  });
});

describe('report/bulk_timeline', () => {
  it('buckets what went out and the delivery reports from the first that went out', async () => {
    const timeline = await api.get(`/report/bulk_timeline?bulk_id=${bulk}`, token);
    expect(timeline.status).toBe(200);
    const { bucket_seconds, points } = timeline.data;
    expect(bucket_seconds).toBe(5);
    // Out at 0 s, reports at 6 s: buckets 0–4 s and 5–9 s.
    expect(points).toHaveLength(2);
    expect(points[0]).toMatchObject({ sent: 40, delivered: 0, failed: 0 });
    const stats = (await api.get(`/report/bulk_stats?bulk_id=${bulk}`, token)).data;
    expect(points[1]).toMatchObject({
      sent: 0,
      delivered: sum(stats.operators_delivered),
      failed: sum(stats.operators_failed),
    });
    expect(points[0].at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('merges buckets when reports come long after the send ended, keeping at most 60 points', async () => {
    const sent = await send(api, token, {
      type: 'quick',
      sender_line_id: await defaultLine(api, token),
      text: 'سلام',
      mobiles: numbers(10, '0912', 300),
    });
    const id = sent.data.bulk_id;
    await tick();
    server.clock.advance(2_000);
    await tick();
    server.clock.advance(4_000);
    await tick();
    // One report arrives two hours late, as an operator's late delivery report would.
    await server.db.query(
      `update bulk_recipients set done_at = done_at + interval '2 hours' where bulk_id = $1 and idx = 9`,
      [id],
    );
    const { bucket_seconds, points } = (await api.get(`/report/bulk_timeline?bulk_id=${id}`, token)).data;
    expect(points.length).toBeLessThanOrEqual(60);
    expect(bucket_seconds * points.length).toBeGreaterThanOrEqual(2 * 3600);
    const total = (key: string) => points.reduce((s: number, p: any) => s + p[key], 0);
    expect(total('sent')).toBe(10);
    expect(total('delivered') + total('failed')).toBe(10);
    expect(points[points.length - 1].delivered + points[points.length - 1].failed).toBe(1);
  });

  it('is empty for a send that has not gone out yet', async () => {
    const scheduled = await send(api, token, {
      type: 'quick',
      sender_line_id: await defaultLine(api, token),
      text: 'یادآوری',
      mobiles: numbers(3, '0912', 500),
      scheduled_at: stored(new Date(server.clock.now().getTime() + 3_600_000)),
    });
    const timeline = await api.get(`/report/bulk_timeline?bulk_id=${scheduled.data.bulk_id}`, token);
    expect(timeline.data).toEqual({ bucket_seconds: 5, points: [] });
  });
});

describe('send/cancel from the details screen', () => {
  it('stops a scheduled send and the report shows the refund; the wallet has it back', async () => {
    const before = (await api.get('/payment/credit/mine', token)).data.credit;
    const sent = await send(api, token, {
      type: 'quick',
      sender_line_id: await defaultLine(api, token),
      text: 'فردا ساعت ۹',
      mobiles: numbers(6, '0912', 900),
      scheduled_at: stored(new Date(server.clock.now().getTime() + 3_600_000)),
    });
    expect((await api.get('/payment/credit/mine', token)).data.credit).toBe(before - sent.data.price);
    const cancel = await api.call('POST', '/send/cancel', {
      body: { message_outbox_id: sent.data.bulk_id },
      token,
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(cancel.status).toBe(200);
    const report = (await api.get(`/report/by_bulk?messages_outbox_id=${sent.data.bulk_id}`, token)).data;
    expect(report).toMatchObject({ state_id: 7, status: 'لغو شده', return: sent.data.price });
    expect((await api.get('/payment/credit/mine', token)).data.credit).toBe(before);
    // Stopped recipients never went out: no outcome counts them, and the timeline has nothing.
    const stats = (await api.get(`/report/bulk_stats?bulk_id=${sent.data.bulk_id}`, token)).data;
    expect(Object.keys(stats).reduce((s, k) => s + sum(stats[k]), 0)).toBe(0);
    expect((await api.get(`/report/bulk_timeline?bulk_id=${sent.data.bulk_id}`, token)).data.points).toEqual(
      [],
    );
    // They read status 0 in the table, as the published API has no other word for them.
    expect((await recipients('message_status=0', token, sent.data.bulk_id)).meta.total).toBe(6);
  });
});

describe('send/cancel while it goes out', () => {
  it('refunds only what had not gone out; the rest finish and the details count both', async () => {
    const before = (await api.get('/payment/credit/mine', token)).data.credit;
    const sent = await send(api, token, {
      type: 'quick',
      sender_line_id: await defaultLine(api, token),
      text: 'سلام',
      mobiles: numbers(20, '0912', 700),
    });
    const id = sent.data.bulk_id;
    // Eight go out now; the other twelve wait, as a slow operator would leave them.
    await server.db.query(
      `update bulk_recipients set next_at = next_at + interval '1 hour' where bulk_id = $1 and idx >= 8`,
      [id],
    );
    await tick();
    const cancel = await api.call('POST', '/send/cancel', {
      body: { message_outbox_id: id },
      token,
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(cancel.status).toBe(200);
    const report = (await api.get(`/report/by_bulk?messages_outbox_id=${id}`, token)).data;
    expect(report.state_id).toBe(7);
    expect(report.return).toBeGreaterThan(0);
    expect(report.return).toBeLessThan(sent.data.price);
    expect((await api.get('/payment/credit/mine', token)).data.credit).toBe(
      before - sent.data.price + report.return,
    );
    server.clock.advance(2_000);
    await tick();
    server.clock.advance(4_000);
    await tick();
    const stats = (await api.get(`/report/bulk_stats?bulk_id=${id}`, token)).data;
    expect(sum(stats.operators_delivered) + sum(stats.operators_failed)).toBe(8);
    const timeline = (await api.get(`/report/bulk_timeline?bulk_id=${id}`, token)).data;
    expect(timeline.points.reduce((s: number, p: any) => s + p.sent, 0)).toBe(8);
    // The twelve stopped ones read 0 in the table; the eight that went out have their outcome.
    expect((await recipients('message_status=0', token, id)).meta.total).toBe(12);
    const reached = (await recipients('message_status=2', token, id)).meta.total;
    expect(reached + (await recipients('message_status=3', token, id)).meta.total).toBe(8);
  });
});

describe('report/archive_bulk_stats', () => {
  it('counts a send only once it is older than 30 days', async () => {
    const recent = await api.get(`/report/archive_bulk_stats?bulk_id=${bulk}`, token);
    expect(recent.status).toBe(404);
    expect(recent.meta.message).toBe(reportDetailsMessages.notArchived);
    const current = (await api.get(`/report/bulk_stats?bulk_id=${bulk}`, token)).data;
    // Sessions end after 30 days unused: both users call once on the way.
    server.clock.advance(20 * 86_400_000);
    for (const who of [token, other]) expect((await api.get('/payment/credit/mine', who)).status).toBe(200);
    server.clock.advance(11 * 86_400_000);
    const archived = await api.get(`/report/archive_bulk_stats?bulk_id=${bulk}`, token);
    expect(archived.status).toBe(200);
    expect(archived.data).toEqual(current);
    // The archived send's recipients and summary are still read by id.
    expect((await recipients('per_page=1')).meta.total).toBe(40);
    expect((await api.get(`/report/archive_bulk_stats?bulk_id=${bulk}`, other)).status).toBe(404);
  });
});

describe("another user's send", () => {
  it('is unknown to every call of the details screen (404, not 403)', async () => {
    const paths = [
      `/report/by_bulk?messages_outbox_id=${bulk}`,
      `/report/bulk_stats?bulk_id=${bulk}`,
      `/report/recipients?bulk_id=${bulk}`,
      `/report/recipients?bulk_id=${bulk}&message_status=2&recipient=0912`,
      `/report/bulk_timeline?bulk_id=${bulk}`,
      `/report/archive_bulk_stats?bulk_id=${bulk}`,
    ];
    for (const path of paths) {
      const answer = await api.get(path, other);
      expect(answer.status, path).toBe(404);
      expect(answer.data).toBeNull();
    }
    const cancel = await api.call('POST', '/send/cancel', {
      body: { message_outbox_id: bulk },
      token: other,
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(cancel.status).toBe(404);
    expect(cancel.meta.message).toBe(sendMessages.bulkNotFound);
    // And a send that does not exist at all answers the same.
    expect((await api.get('/report/bulk_timeline?bulk_id=99999999', token)).status).toBe(404);
  });
});
