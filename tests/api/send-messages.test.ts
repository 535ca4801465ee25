// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// A send of several messages (peer_to_peer, peer_to_peer_file, keyword_phonebook) answers one
// message_outbox_id per message, in order; each id reads on its own in report/by_bulk,
// report/bulk_stats and report/recipients (that message's recipients, text and cost only), another
// account reads none of them, a replay with the same Idempotency-Key answers the same ids, any id
// stops the whole scheduled send, and the reports list shows the send as one campaign.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_11_SUFFIX, lineE164 } from '../../src/domain/index.ts';
import { writeXlsx } from '../tools/zip-writer.ts';
import { client } from './helpers/client.ts';
import { fundedUser, send } from './helpers/send.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  // The loop's own timer is set far off: the tests tick the worker themselves, after moving the clock.
  server = await startTestServer({
    sendWorker: {
      intervalMs: 3_600_000,
      batchSize: 100,
      batchesPerTick: 100,
      telecomDelayMs: 2_000,
      handsetDelayMs: 3_000,
      deliveredPercent: 100,
    },
  });
  api = client(server.url);
});
afterAll(async () => {
  await server.close();
});

const tick = () => server.sendWorker?.tick() as Promise<number>;

async function lineOf(token: string): Promise<string> {
  const lines = (await api.get('/number/numbers', token)).data as any[];
  return lineE164(lines.find((l) => l.is_default).number);
}

const byBulk = (id: number, token: string) => api.get(`/report/by_bulk?messages_outbox_id=${id}`, token);
const stats = (id: number, token: string) => api.get(`/report/bulk_stats?bulk_id=${id}`, token);
const recipients = (id: number, token: string, query = '') =>
  api.get(`/report/recipients?page=1&per_page=50&bulk_id=${id}${query}`, token);

/** Every recipient of a bulk_stats answer counted under one outcome, whatever the operator and script. */
function outcome(answer: any, name: string): number {
  const byOperator = answer.data[`operators_${name}`] as Record<string, { en: number; fa: number }>;
  return Object.values(byOperator).reduce((sum, s) => sum + s.en + s.fa, 0);
}

/** What the reports show of one id: its recipients with their texts, and its summary's counts. */
async function readBack(id: number, token: string) {
  const page = await recipients(id, token);
  expect(page.status).toBe(200);
  const report = await byBulk(id, token);
  expect(report.status).toBe(200);
  return {
    recipients: page.data.map((r: any) => [r.recipient, r.message]),
    total: (page.meta as any).total,
    rcpts_count: report.data.rcpts_count,
    message: report.data.message,
    parent_id: report.data.parent_id,
    messages_outbox_id: report.data.messages_outbox_id,
  };
}

const e164 = (mobile: string) => `+98${mobile.slice(1)}`;

describe('peer_to_peer', () => {
  it('answers one id per params item, each read on its own, and the list shows one campaign', async () => {
    const token = await fundedUser(api, 10_000_000);
    const key = randomUUID();
    const body = {
      sending_type: 'peer_to_peer',
      from_number: await lineOf(token),
      params: [
        { recipients: ['09121230001', '09351230001'], message: 'سفارش شما ارسال شد' },
        // A number of the first message too: each message reaches its own recipients.
        { recipients: ['09131230001', '09121230001'], message: 'سفارش شما آماده تحویل است' },
      ],
    };
    const sent = await send(api, token, body, key);
    expect(sent.data.recipients).toBe(4);
    const ids = sent.data.message_outbox_ids as number[];
    expect(ids).toHaveLength(2);
    expect(new Set([...ids, sent.data.bulk_id]).size).toBe(3);

    const [first, second] = ids as [number, number];
    expect(await readBack(first, token)).toEqual({
      recipients: [
        ['+989121230001', `سفارش شما ارسال شد${CANCEL_11_SUFFIX}`],
        ['+989351230001', `سفارش شما ارسال شد${CANCEL_11_SUFFIX}`],
      ],
      total: 2,
      rcpts_count: '2',
      message: `سفارش شما ارسال شد${CANCEL_11_SUFFIX}`,
      parent_id: String(sent.data.bulk_id),
      messages_outbox_id: String(first),
    });
    expect(await readBack(second, token)).toEqual({
      recipients: [
        ['+989131230001', `سفارش شما آماده تحویل است${CANCEL_11_SUFFIX}`],
        ['+989121230001', `سفارش شما آماده تحویل است${CANCEL_11_SUFFIX}`],
      ],
      total: 2,
      rcpts_count: '2',
      message: `سفارش شما آماده تحویل است${CANCEL_11_SUFFIX}`,
      parent_id: String(sent.data.bulk_id),
      messages_outbox_id: String(second),
    });
    // Each message's counts: two waiting each, one of them on Irancell for the first.
    const firstStats = await stats(first, token);
    expect(firstStats.status).toBe(200);
    expect(outcome(firstStats, 'pending')).toBe(2);
    expect(firstStats.data.operators_pending.irancell.fa).toBe(1);
    expect(outcome(await stats(second, token), 'pending')).toBe(2);
    expect((await stats(second, token)).data.operators_pending.irancell.fa).toBe(0);
    // Each message costs its own recipients; together, what was debited.
    const costs = await Promise.all(ids.map(async (id) => (await byBulk(id, token)).data.cost as number));
    expect(costs.every((c) => c > 0)).toBe(true);
    expect(costs[0] as number).toBeGreaterThan(costs[1] as number);
    expect((costs[0] as number) + (costs[1] as number)).toBe(sent.data.price);

    // The campaign is all of it, and the list shows it once with its totals.
    const campaign = await readBack(sent.data.bulk_id, token);
    expect({
      total: campaign.total,
      rcpts_count: campaign.rcpts_count,
      parent_id: campaign.parent_id,
    }).toEqual({
      total: 4,
      rcpts_count: '4',
      parent_id: null,
    });
    const listed = await api.post('/report/new_list', {}, token);
    expect(listed.data.map((r: any) => [Number(r.messages_outbox_id), r.rcpts_count])).toEqual([
      [sent.data.bulk_id, '4'],
    ]);

    // A replay with the same key answers the same ids and debits nothing more.
    const credit = (await api.get('/payment/credit/mine', token)).data.credit;
    const again = await send(api, token, body, key);
    expect(again.data.message_outbox_ids).toEqual(ids);
    expect((await api.get('/payment/credit/mine', token)).data.credit).toBe(credit);
    expect((await api.post('/report/new_list', {}, token)).data).toHaveLength(1);

    // Once out, each message reads done with its own recipients delivered.
    await tick();
    server.clock.advance(2_000);
    await tick();
    server.clock.advance(3_000);
    await tick();
    for (const id of ids) {
      expect(outcome(await stats(id, token), 'delivered')).toBe(2);
      expect((await byBulk(id, token)).data).toMatchObject({ state_id: 6, exit_count: '2' });
    }
    expect((await byBulk(sent.data.bulk_id, token)).data).toMatchObject({ state_id: 6, exit_count: '4' });
  });

  it('keeps every id from another account, as if it did not exist', async () => {
    const owner = await fundedUser(api, 10_000_000);
    const stranger = await fundedUser(api, 10_000_000);
    const sent = await send(api, owner, {
      sending_type: 'peer_to_peer',
      from_number: await lineOf(owner),
      params: [
        { recipients: ['09121230002'], message: 'پیام اول' },
        { recipients: ['09121230003'], message: 'پیام دوم' },
      ],
    });
    const ids = [...(sent.data.message_outbox_ids as number[]), sent.data.bulk_id as number];
    expect(ids).toHaveLength(3);
    for (const id of ids) {
      expect((await byBulk(id, stranger)).status).toBe(404);
      expect((await stats(id, stranger)).status).toBe(404);
      expect((await recipients(id, stranger)).status).toBe(404);
      expect((await api.post('/send/cancel', { message_outbox_id: id }, stranger)).status).toBe(404);
      expect((await byBulk(id, owner)).status).toBe(200);
    }
    expect((await api.post('/report/new_list', {}, stranger)).data).toEqual([]);
  });

  it('stops the whole scheduled send by any of its ids, each message refunded its own cost', async () => {
    const token = await fundedUser(api, 10_000_000);
    const at = new Date(server.clock.now().getTime() + 86_400_000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ');
    const sent = await send(api, token, {
      sending_type: 'peer_to_peer',
      from_number: await lineOf(token),
      send_time: at,
      params: [
        { recipients: ['09121230004', '09351230004'], message: 'نوبت شما فردا ساعت ده است' },
        { recipients: ['09121230005'], message: 'نوبت شما فردا ساعت یازده است' },
      ],
    });
    expect(sent.data.status).toBe('scheduled');
    const [first, second] = sent.data.message_outbox_ids as [number, number];
    const credit = (await api.get('/payment/credit/mine', token)).data.credit;
    const stopped = await api.post('/send/cancel', { message_outbox_id: second }, token);
    expect(stopped.status).toBe(200);
    // All of it stopped: the campaign and both its messages, each refunded what it cost.
    expect((await api.get('/payment/credit/mine', token)).data.credit).toBe(credit + sent.data.price);
    for (const id of [first, second, sent.data.bulk_id]) {
      const report = (await byBulk(id, token)).data;
      expect(report.state_id).toBe(7);
      expect(report.return).toBe(report.cost);
    }
    expect((await byBulk(first, token)).data.rcpts_count).toBe('2');
    expect((await api.post('/send/cancel', { message_outbox_id: first }, token)).status).toBe(409);
  });
});

describe('peer_to_peer_file', () => {
  it('answers one id per row of the file, each row read on its own', async () => {
    const token = await fundedUser(api, 10_000_000);
    const key = randomUUID();
    const form = async () => {
      const body = new FormData();
      body.append('sending_type', 'peer_to_peer_file');
      body.append('from_number', await lineOf(token));
      const rows = [
        ['recipient', 'message'],
        ['09121230010', 'مانده حساب شما صفر است'],
        ['09351230010', 'قسط بعدی شما پانزدهم است'],
        // The same number with another text is a message of its own.
        ['09121230010', 'کارت شما آماده است'],
      ];
      body.append('files[]', new Blob([(await writeXlsx(rows)) as BlobPart]), 'pairs.xlsx');
      return body;
    };
    const sent = await api.form('/send', await form(), token, { 'Idempotency-Key': key });
    const ids = sent.data.message_outbox_ids as number[];
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    const rows = await Promise.all(ids.map((id) => readBack(id, token)));
    expect(rows.map((r) => [r.recipients, r.rcpts_count, r.parent_id])).toEqual([
      [[['+989121230010', `مانده حساب شما صفر است${CANCEL_11_SUFFIX}`]], '1', String(sent.data.bulk_id)],
      [[['+989351230010', `قسط بعدی شما پانزدهم است${CANCEL_11_SUFFIX}`]], '1', String(sent.data.bulk_id)],
      [[['+989121230010', `کارت شما آماده است${CANCEL_11_SUFFIX}`]], '1', String(sent.data.bulk_id)],
    ]);
    expect(outcome(await stats(ids[1] as number, token), 'pending')).toBe(1);
    expect((await stats(ids[1] as number, token)).data.operators_pending.irancell.fa).toBe(1);

    const again = await api.form('/send', await form(), token, { 'Idempotency-Key': key });
    expect(again.data.message_outbox_ids).toEqual(ids);
    const listed = await api.post('/report/new_list', {}, token);
    expect(listed.data.map((r: any) => [Number(r.messages_outbox_id), r.rcpts_count])).toEqual([
      [sent.data.bulk_id, '3'],
    ]);
  });
});

describe('keyword_phonebook', () => {
  it('answers one id per contact, each with the text filled for them, blocked ones included', async () => {
    const token = await fundedUser(api, 10_000_000);
    const stranger = await fundedUser(api, 10_000_000);
    const book = (await api.post('/phonebooks', { title: 'مشتریان' }, token)).data.id as number;
    const contacts = [
      { number: '09121230020', name: 'سارا' },
      { number: '09351230020', name: 'علی' },
      { number: '09131230020', name: 'مینا' },
    ];
    const added = await api.post(
      '/phonebooks/numbers/add-list-new',
      { list: contacts.map((c) => ({ ...c, phonebook_id: book })) },
      token,
    );
    expect(added.data).toMatchObject({ added: 3 });
    // A blacklisted contact is still a message: its recipient is recorded as blocked, not charged.
    expect((await api.post('/phonebooks/blacklist', { numbers: ['09131230020'] }, token)).status).toBe(200);
    const key = randomUUID();
    const body = {
      sending_type: 'keyword_phonebook',
      from_number: await lineOf(token),
      message: 'سلام {ex_name}، جشنواره آغاز شد',
      params: [{ phonebook_id: book }],
    };
    const sent = await send(api, token, body, key);
    expect(sent.data).toMatchObject({ recipients: 2, blocked: 1 });
    const ids = sent.data.message_outbox_ids as number[];
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    const read = await Promise.all(ids.map((id) => readBack(id, token)));
    expect(read.map((r) => r.recipients)).toEqual(
      contacts.map((c) => [[e164(c.number), `سلام ${c.name}، جشنواره آغاز شد${CANCEL_11_SUFFIX}`]]),
    );
    expect(outcome(await stats(ids[2] as number, token), 'blacklist')).toBe(1);
    expect(outcome(await stats(ids[2] as number, token), 'pending')).toBe(0);
    const costs = await Promise.all(ids.map(async (id) => (await byBulk(id, token)).data.cost as number));
    expect(costs[2]).toBe(0);
    expect((costs[0] as number) + (costs[1] as number)).toBe(sent.data.price);

    const again = await send(api, token, body, key);
    expect(again.data.message_outbox_ids).toEqual(ids);
    for (const id of ids) expect((await recipients(id, stranger)).status).toBe(404);
    const listed = await api.post('/report/new_list', {}, token);
    expect(listed.data.map((r: any) => [Number(r.messages_outbox_id), r.rcpts_count])).toEqual([
      [sent.data.bulk_id, '3'],
    ]);
  });
});

describe('a send of one message', () => {
  it('answers its campaign’s id, as before', async () => {
    const token = await fundedUser(api, 10_000_000);
    const sent = await send(api, token, {
      sending_type: 'webservice',
      from_number: await lineOf(token),
      message: 'سلام',
      params: { recipients: ['09121230030', '09351230030'] },
    });
    expect(sent.data.message_outbox_ids).toEqual([sent.data.bulk_id]);
    expect((await byBulk(sent.data.bulk_id, token)).data).toMatchObject({
      rcpts_count: '2',
      parent_id: null,
    });
  });
});
