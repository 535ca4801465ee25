// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely; the tests assert their shape.
// A big send's recipients past its first chunk are stored as compact chunks with the request and
// written out as rows by the send workers (send/recipient-chunks.ts). Here a chunk is 7 recipients, so
// that a send of a few dozen has several: each recipient is written once, in order, with its own text
// and message; what reads recipients (the list, its search, the file) reads them whole before any
// worker came by, and what counts them or looks for one number (statistics, a message's report, a
// contact's sends) reads the chunks without writing them; a cancel stops and refunds the unwritten ones too;
// and several workers writing at once write each chunk once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './helpers/client.ts';
import { calculatePrice, defaultLine, fundedUser, numbers, send } from './helpers/send.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { tickWorkersAtOnce } from './helpers/workers.ts';

const CHUNK = 7;
let server: TestServer;
let api: ReturnType<typeof client>;
let token: string;
let line: number;

beforeAll(async () => {
  // The worker's own timer is far off: a test writes chunks only when it ticks it.
  server = await startTestServer({
    recipientChunk: CHUNK,
    sendWorker: { intervalMs: 3_600_000, batchSize: 10, batchesPerTick: 1_000 },
  });
  api = client(server.url);
  token = await fundedUser(api, 100_000_000);
  line = await defaultLine(api, token);
});
afterAll(async () => {
  await server.close();
});

const chunksOf = async (bulkId: number) =>
  (
    await server.db.query<{ first_idx: number }>(
      'select first_idx from bulk_recipient_chunks where bulk_id = $1 order by first_idx',
      [bulkId],
    )
  ).map((c) => c.first_idx);

const rowsOf = (bulkId: number) =>
  server.db.query<{
    idx: number;
    mobile: string;
    text: string | null;
    message_no: number | null;
    parts: number;
  }>(
    `select idx, mobile, text, message_no, parts::int as parts from bulk_recipients where bulk_id = $1
     order by idx`,
    [bulkId],
  );

const sum = (byOperator: Record<string, { en: number; fa: number }>) =>
  Object.values(byOperator).reduce((s, o) => s + o.en + o.fa, 0);

const canonical = (mobile: string) => `98${mobile.slice(1)}`;

describe('a send stored in chunks', () => {
  it('writes its first chunk with the request and the rest when a worker comes by, each recipient once and in order', async () => {
    const mobiles = numbers(30);
    const sent = await send(api, token, { type: 'quick', sender_line_id: line, text: 'سلام', mobiles });
    expect(sent.status).toBe(200);
    expect(sent.data.recipients).toBe(30);
    const bulkId = sent.data.bulk_id;
    // 30 recipients in chunks of 7: the first written, four stored (7, 14, 21, 28).
    expect(await chunksOf(bulkId)).toEqual([7, 14, 21, 28]);
    expect((await rowsOf(bulkId)).map((r) => r.idx)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    await server.sendWorker?.tick();
    expect(await chunksOf(bulkId)).toEqual([]);
    const rows = await rowsOf(bulkId);
    expect(rows.map((r) => r.idx)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(rows.map((r) => r.mobile)).toEqual(mobiles.map(canonical));
    expect(new Set(rows.map((r) => r.parts))).toEqual(new Set([sent.data.parts]));
    // Every recipient went out (stage 1), the bulk's counters agree.
    const [bulk] = await server.db.query<{ pending: number; status_0: number }>(
      'select pending, status_0 from bulks where id = $1',
      [bulkId],
    );
    expect(bulk).toEqual({ pending: 0, status_0: 30 });
  });

  it('keeps each recipient’s own text and message in a send of several messages', async () => {
    const pairs = numbers(20).map((mobile, i) => ({
      mobile,
      text: i % 2 === 0 ? 'علی جان، سفارش شما ارسال شد' : 'مریم خانم، سفارش شما آماده تحویل است',
    }));
    const sent = await send(api, token, { type: 'peer_to_peer', sender_line_id: line, pairs });
    expect(sent.status).toBe(200);
    const bulkId = sent.data.bulk_id;
    expect(await chunksOf(bulkId)).toEqual([7, 14]);
    // Each message's report counts its recipients in chunks too (waiting), with its own text.
    for (const [i, id] of sent.data.message_outbox_ids.entries()) {
      const report = (await api.get(`/report/by_bulk?messages_outbox_id=${id}`, token)).data;
      expect(report.bulk).toMatchObject({
        total: 10,
        pending: 10,
        text: expect.stringContaining(pairs[i]?.text as string),
      });
    }
    expect(await chunksOf(bulkId)).toEqual([7, 14]);
    await server.sendWorker?.tick();
    const rows = await rowsOf(bulkId);
    expect(rows).toHaveLength(20);
    // Each number with its own text, and the texts' messages kept apart (two ids answered).
    expect(sent.data.message_outbox_ids).toHaveLength(2);
    const textOf = new Map(pairs.map((p) => [canonical(p.mobile), p.text]));
    for (const row of rows) expect(row.text).toBe(textOf.get(row.mobile));
    const messageOfText = new Map<string, number | null>();
    for (const row of rows) {
      const known = messageOfText.get(row.text as string);
      if (known === undefined) messageOfText.set(row.text as string, row.message_no);
      else expect(row.message_no).toBe(known);
    }
    expect(new Set(messageOfText.values()).size).toBe(2);
  });

  it('has its recipients list, search, statistics and file whole before any worker came by', async () => {
    const mobiles = [...numbers(20), ...numbers(5, '0935')];
    const sent = await send(api, token, { type: 'quick', sender_line_id: line, text: 'سلام', mobiles });
    const bulkId = sent.data.bulk_id;
    expect(await chunksOf(bulkId)).toEqual([7, 14, 21]);
    // A plain page writes out only the chunks up to its last recipient.
    const page = await api.get(`/report/recipients?bulk_id=${bulkId}&page=1&per_page=10`, token);
    expect(page.status).toBe(200);
    expect(page.data.map((r: any) => r.recipient)).toEqual(
      mobiles.slice(0, 10).map((m) => `+${canonical(m)}`),
    );
    expect(await chunksOf(bulkId)).toEqual([14, 21]);
    const last = await api.get(`/report/recipients?bulk_id=${bulkId}&page=3&per_page=10`, token);
    expect(last.data.map((r: any) => r.recipient)).toEqual(mobiles.slice(20).map((m) => `+${canonical(m)}`));
    expect(await chunksOf(bulkId)).toEqual([]);

    const other = await send(api, token, { type: 'quick', sender_line_id: line, text: 'سلام', mobiles });
    // A search reads every recipient: the 0935 numbers are in the last chunk.
    const found = await api.get(`/report/recipients?bulk_id=${other.data.bulk_id}&recipient=0935`, token);
    expect(found.status).toBe(200);
    expect(found.data.map((r: any) => r.recipient)).toEqual(mobiles.slice(20).map((m) => `+${canonical(m)}`));
    expect(await chunksOf(other.data.bulk_id)).toEqual([]);

    const third = await send(api, token, { type: 'quick', sender_line_id: line, text: 'سلام', mobiles });
    const stats = (await api.get(`/report/bulk_stats?bulk_id=${third.data.bulk_id}`, token)).data;
    expect(sum(stats.operators_pending)).toBe(25);
    expect(stats.operators_pending.irancell.fa).toBe(5);
    // Counted from the chunks as they are: nothing written for it.
    expect(await chunksOf(third.data.bulk_id)).toEqual([7, 14, 21]);

    const fourth = await send(api, token, { type: 'quick', sender_line_id: line, text: 'سلام', mobiles });
    const asked = await api.post(
      '/report/download_recipients',
      { bulk_id: fourth.data.bulk_id, format: 'csv' },
      token,
    );
    expect(asked.status).toBe(202);
    await server.deps.exports.idle();
    const file = await fetch(`${server.url}/v1/api/download?id=${asked.data.id}`, {
      headers: { Authorization: token },
    });
    expect(file.status).toBe(200);
    // The file's rows after its header: every recipient, in send order (0912…, as people write them).
    // Each record's first cell (its text cell spans two lines: the send's text and its لغو۱۱ line).
    const numbersInFile = (await file.text()).match(/^"?0\d{10}"?(?=,)/gm) ?? [];
    expect(numbersInFile.map((n) => n.replace(/"/g, ''))).toEqual(mobiles);
  });

  it('shows a contact the send to its number while that number is still in a chunk', async () => {
    const book = (await api.post('/phonebooks', { title: 'مشتریان چانک' }, token)).data.id as number;
    const mobiles = numbers(20, '0936');
    const last = mobiles[19] as string;
    expect(
      (
        await api.post(
          '/phonebooks/numbers/add-list-new',
          { list: [{ number: last, phonebook_id: book }] },
          token,
        )
      ).status,
    ).toBe(201);
    const found = await api.get(
      `/phonebooks/numbers/contact-list?phonebook_id=${book}&number=${last}`,
      token,
    );
    const contact = found.data[0]?.id as number;
    const sent = await send(api, token, { type: 'quick', sender_line_id: line, text: 'سلام مشتری', mobiles });
    expect(await chunksOf(sent.data.bulk_id)).toEqual([7, 14]);
    const shown = await api.get(`/phonebooks/numbers/contact-list/${contact}`, token);
    expect(shown.status).toBe(200);
    // Found in its chunk, waiting, with the send's text; nothing written for it.
    expect(shown.data.sends.find((s: any) => s.bulk_id === sent.data.bulk_id)).toMatchObject({
      status: 0,
      text: expect.stringContaining('سلام مشتری'),
    });
    expect(await chunksOf(sent.data.bulk_id)).toEqual([7, 14]);
    await server.sendWorker?.tick();
    const again = await api.get(`/phonebooks/numbers/contact-list/${contact}`, token);
    expect(again.data.sends.filter((s: any) => s.bulk_id === sent.data.bulk_id)).toHaveLength(1);
  });

  it('stops and refunds the recipients still in chunks when cancelled, and no worker sends them after', async () => {
    const before = (await api.get('/payment/credit/mine', token)).data.credit;
    const body = { type: 'quick', sender_line_id: line, text: 'سلام', mobiles: numbers(30, '0919') };
    const sent = await send(api, token, body);
    const bulkId = sent.data.bulk_id;
    // The first chunk's 7 go out; 23 are still in chunks.
    await server.db.query(
      "update bulk_recipient_chunks set next_at = next_at + interval '1 hour' where bulk_id = $1",
      [bulkId],
    );
    expect((await rowsOf(bulkId)).length).toBe(7);
    const rest = (await calculatePrice(api, { ...body, mobiles: numbers(23, '0919') }, token)).data.price;
    const seven = await server.db.query(
      `update bulk_recipients set stage = 1, status = 0, next_at = null, sent_at = now()
       where bulk_id = $1 returning idx`,
      [bulkId],
    );
    expect(seven).toHaveLength(7);
    await server.db.query('update bulks set pending = pending - 7, status_0 = status_0 + 7 where id = $1', [
      bulkId,
    ]);
    const cancel = await api.post('/send/cancel', { message_outbox_id: bulkId }, token);
    expect(cancel.status).toBe(200);
    expect(await chunksOf(bulkId)).toEqual([]);
    const report = (await api.get(`/report/by_bulk?messages_outbox_id=${bulkId}`, token)).data;
    expect(report.return).toBe(rest);
    expect((await api.get('/payment/credit/mine', token)).data.credit).toBe(before - sent.data.price + rest);
    const stages = await server.db.query<{ stage: number; n: number }>(
      'select stage::int as stage, count(*)::int as n from bulk_recipients where bulk_id = $1 group by 1 order by 1',
      [bulkId],
    );
    expect(stages).toEqual([
      { stage: 1, n: 7 },
      { stage: 3, n: 23 },
    ]);
    server.clock.advance(7_200_000);
    await server.sendWorker?.tick();
    const stopped = await server.db.query<{ n: number }>(
      'select count(*)::int as n from bulk_recipients where bulk_id = $1 and stage = 3 and sent_at is null',
      [bulkId],
    );
    expect(stopped[0]?.n).toBe(23);
  });

  it('is written once when several workers write its chunks at once', async () => {
    const sent = await send(api, token, {
      type: 'quick',
      sender_line_id: line,
      text: 'سلام',
      mobiles: numbers(200, '0912'),
    });
    const bulkId = sent.data.bulk_id;
    expect((await chunksOf(bulkId)).length).toBe(28);
    await tickWorkersAtOnce(server, { intervalMs: 3_600_000, batchSize: 7, batchesPerTick: 1_000 });
    expect(await chunksOf(bulkId)).toEqual([]);
    const rows = await rowsOf(bulkId);
    expect(rows.map((r) => r.idx)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    const [bulk] = await server.db.query<{ pending: number; status_0: number }>(
      'select pending, status_0 from bulks where id = $1',
      [bulkId],
    );
    expect(bulk).toEqual({ pending: 0, status_0: 200 });
  });
});
